#pragma once

#include "util/expected.h"

#include <QString>

namespace hw {

// Creates the folder if needed and proves a file can be written in it, before hours of work that would end
// by writing there: a read-only or impossible output is refused at once.
Expected<bool> requireWritableFolder(const QString& folder, const QString& option);

} // namespace hw
