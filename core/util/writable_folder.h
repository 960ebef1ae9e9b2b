#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// Proves a file can be written in the folder (or, when it does not exist yet, in the folder it would be
// created in), before hours of work that would end by writing there: a read-only or impossible output is
// refused at once.
Expected<bool> requireWritableFolder(const QString& folder, const Text& option);

} // namespace hw
