#pragma once

#include <QtGlobal>

namespace hw {

// The resident memory of this process in bytes (from /proc/self/statm), 0 when it cannot be read.
qint64 residentMemoryBytes();
// The machine's memory in bytes (MemTotal of /proc/meminfo), 0 when it cannot be read.
qint64 systemMemoryBytes();

} // namespace hw
