#pragma once

#include "core/util/expected.h"

#include <QStringList>

namespace hw {

// Refuses a folder in which one of `names` exists but is not an ordinary file (a named pipe, socket or
// device): opening a pipe to read blocks until someone writes to it, so a crafted model folder would hang
// every command. Names that do not exist are left to the caller.
Expected<bool> requireOrdinaryFiles(const QString& directory, const QStringList& names);

} // namespace hw
