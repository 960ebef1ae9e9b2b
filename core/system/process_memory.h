#pragma once

#include <QtGlobal>

namespace hw {

// The resident memory of this process in bytes (from /proc/self/statm), 0 when it cannot be read.
qint64 residentMemoryBytes();

} // namespace hw
