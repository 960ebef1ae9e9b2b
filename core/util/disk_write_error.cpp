#include "core/util/disk_write_error.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStorageInfo>

namespace hw {

namespace {

// The nearest existing folder at or above the path: where the disk's free space can be read.
QString existingFolderOf(const QString& path) {
    QFileInfo info(QFileInfo(path).absoluteFilePath());
    while (!info.exists() && !info.isRoot() && info.absolutePath() != info.absoluteFilePath())
        info = QFileInfo(info.absolutePath());
    return info.isDir() ? info.absoluteFilePath() : info.absolutePath();
}

} // namespace

UserError diskWriteError(const QString& path, const Text& reason) {
    const QStorageInfo disk(existingFolderOf(path));
    const qint64 free = disk.isValid() ? disk.bytesAvailable() : -1;
    // Below a megabyte the disk is full whatever errno said (Qt sometimes reports "Unknown error" then).
    const bool full = free >= 0 && free < 1024 * 1024;
    Text why = reason.isEmpty() || reason.toString() == QLatin1String("Unknown error") ? Text() : reason;
    if (full && why.isEmpty())
        why = Text::tr("no space left on the disk");
    if (why.isEmpty())
        why = Text::tr("unknown reason");
    const Text what = free < 0 ? Text::tr("cannot write the file (%1)").arg(why)
                               : Text::tr("cannot write the file (%1); %2 free on the disk of %3")
                                     .arg(why)
                                     .arg(QLocale::c().formattedDataSize(free, 1, QLocale::DataSizeSIFormat))
                                     .arg(disk.rootPath());
    return UserError{what, path,
                     full ? Text::tr("free space on that disk or choose a folder on another one")
                          : Text::tr("check that the folder can be written and the disk has room")};
}

} // namespace hw
