#pragma once

#include <QByteArray>

namespace hw::test {

// `data` as one zstd frame (level 3) and as one xz stream (preset 6), as the zstd and xz tools write them.
QByteArray zstdCompressed(const QByteArray& data);
QByteArray xzCompressed(const QByteArray& data);

} // namespace hw::test
