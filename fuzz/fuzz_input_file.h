#pragma once

// The fuzzer's bytes as a file, for readers that take a path: written once per input under a private folder
// (in memory where /dev/shm exists), replaced by the next input.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

namespace hw::fuzz {

inline QString writeInputFile(const QString& name, const uint8_t* data, size_t size) {
    static QTemporaryDir folder(QDir(QStringLiteral("/dev/shm")).exists()
                                    ? QStringLiteral("/dev/shm/headwater-fuzz-XXXXXX")
                                    : QDir::tempPath() + QStringLiteral("/headwater-fuzz-XXXXXX"));
    const QString path = QDir(folder.path()).filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(reinterpret_cast<const char*>(data), qint64(size));
    return path;
}

inline QString folderOf(const QString& path) {
    return QFileInfo(path).absolutePath();
}

} // namespace hw::fuzz
