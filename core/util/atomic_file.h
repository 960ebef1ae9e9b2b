#pragma once

#include "util/expected.h"

#include <QByteArray>
#include <QString>

namespace hw {

// Writes the whole file or nothing: data goes to a temporary beside the target, is flushed,
// and is renamed over it, so a crash never leaves a half-written file behind.
Expected<bool> writeFileAtomically(const QString& path, const QByteArray& data);

} // namespace hw
