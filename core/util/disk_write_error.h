#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// The error of a write that failed: the file, the reason (the system's own words, or a message), and the free
// space on its disk, so that a full disk reads as one ("no space left: 0 B free on the disk of /data")
// instead of "Unknown error".
UserError diskWriteError(const QString& path, const Text& reason);

} // namespace hw
