#include "core/util/writable_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

namespace hw {

Expected<bool> requireWritableFolder(const QString& folder, const Text& option) {
    // The folder itself, or the nearest folder above it that exists (where it would be created): nothing is
    // created, so a run refused later for another reason leaves no empty folder behind.
    QFileInfo info(QFileInfo(folder).absoluteFilePath());
    while (!info.exists() && info.absolutePath() != info.absoluteFilePath())
        info = QFileInfo(info.absolutePath());
    if (!info.isDir())
        return UserError{
            info.absoluteFilePath() == QFileInfo(folder).absoluteFilePath()
                ? Text::tr("the output is a file, not a folder")
                : Text::tr("the output folder cannot be created (%1 is a file)").arg(info.absoluteFilePath()),
            folder, Text::tr("choose a folder for %1").arg(option)};
    QTemporaryFile probe(QDir(info.absoluteFilePath()).filePath(QStringLiteral(".write-check-XXXXXX")));
    if (!probe.open())
        return UserError{Text::tr("the output folder cannot be written (%1)").arg(probe.errorString()),
                         folder, Text::tr("choose a folder you can write for %1").arg(option)};
    return true;
}

} // namespace hw
