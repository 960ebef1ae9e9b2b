#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// A failed SQLite operation on the project file, told by its cause: another process holding the project, a
// read-only file or folder, a full disk, a damaged file. Only a damaged file is called damaged; one line.
UserError sqliteFailure(const Text& what, const QString& projectFile, const QString& sqliteMessage);

} // namespace hw
