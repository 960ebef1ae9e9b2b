#include "util/writable_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

namespace hw {

Expected<bool> requireWritableFolder(const QString& folder, const QString& option) {
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir())
        return UserError{QStringLiteral("the output is a file, not a folder"), folder,
                         QStringLiteral("choose a folder for %1").arg(option)};
    if (!QDir().mkpath(folder))
        return UserError{QStringLiteral("the output folder cannot be created"), folder,
                         QStringLiteral("choose a folder you can write for %1").arg(option)};
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".write-check-XXXXXX")));
    if (!probe.open())
        return UserError{QStringLiteral("the output folder cannot be written (%1)").arg(probe.errorString()),
                         folder, QStringLiteral("choose a folder you can write for %1").arg(option)};
    return true;
}

} // namespace hw
