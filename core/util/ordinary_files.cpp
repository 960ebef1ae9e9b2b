#include "core/util/ordinary_files.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

namespace hw {

namespace {

UserError notOrdinary(const QString& name, const QString& path) {
    return UserError{Text::tr("%1 is not an ordinary file").arg(name), path,
                     Text::tr("replace it with the file itself (pipes, sockets and devices are not read)")};
}

QString sizeText(qint64 bytes) {
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

} // namespace

Expected<bool> requireOrdinaryFiles(const QString& directory, const QStringList& names) {
    const QDir dir(directory);
    for (const QString& name : names) {
        const QString path = dir.filePath(name);
        struct stat status {};
        // stat follows links: a link to a pipe is refused like the pipe.
        if (::stat(QFile::encodeName(path).constData(), &status) != 0)
            continue;
        if (!S_ISREG(status.st_mode))
            return notOrdinary(name, path);
    }
    return true;
}

qint64 maxFileBytes(FileKind kind) {
    switch (kind) {
    case FileKind::Settings:
        return qint64(64) << 20;
    case FileKind::Vocabulary:
        return qint64(1) << 30;
    case FileKind::Log:
        return qint64(2) << 30;
    case FileKind::Data:
        break;
    }
    return std::numeric_limits<qint64>::max();
}

Expected<std::unique_ptr<QFile>> openOrdinaryFile(const QString& path, FileKind kind) {
    const QString name = QFileInfo(path).fileName();
    // O_NONBLOCK: opening a pipe with no writer returns at once instead of waiting for one.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        if (error == ENOENT)
            return UserError{Text::tr("%1 is missing").arg(name), path,
                             Text::tr("check the path, or that the folder is complete")};
        return UserError{
            Text::tr("cannot open %1 (%2)").arg(name, QString::fromLocal8Bit(std::strerror(error))), path,
            Text::tr("check that the file can be read")};
    }
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        return notOrdinary(name, path);
    }
    if (qint64(status.st_size) > maxFileBytes(kind)) {
        ::close(fd);
        return UserError{Text::tr("%1 is %2, more than such a file can be (%3)")
                             .arg(name, sizeText(status.st_size), sizeText(maxFileBytes(kind))),
                         path, Text::tr("check that this is the right file")};
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK); // an ordinary file: reads as usual
    auto file = std::make_unique<QFile>(path);
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return UserError{Text::tr("cannot open %1 (%2)").arg(name, file->errorString()), path,
                         Text::tr("check that the file can be read")};
    }
    return file;
}

Expected<QByteArray> readOrdinaryFile(const QString& path, FileKind kind) {
    Expected<std::unique_ptr<QFile>> file = openOrdinaryFile(path, kind);
    if (!file)
        return file.error();
    // Never more than the bound, even if the file grows while it is read.
    QByteArray bytes = file.value()->read(std::min(maxFileBytes(kind), file.value()->size() + 1));
    if (file.value()->error() != QFileDevice::NoError)
        return UserError{
            Text::tr("cannot read %1 (%2)").arg(QFileInfo(path).fileName(), file.value()->errorString()),
            path, Text::tr("check that the file can be read")};
    return bytes;
}

Expected<bool> checkOrdinaryFile(const QString& path, FileKind kind) {
    Expected<std::unique_ptr<QFile>> file = openOrdinaryFile(path, kind);
    if (!file)
        return file.error();
    return true;
}

} // namespace hw
