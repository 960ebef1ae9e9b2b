#include "core/tokenize/helper_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace hw {

QStringList helperFolders() {
    QStringList dirs;
    const QString fromEnvironment = qEnvironmentVariable("HEADWATER_HELPER_DIR");
    if (!fromEnvironment.isEmpty())
        dirs << fromEnvironment;
    if (QCoreApplication::instance()) {
        const QString programDir = QCoreApplication::applicationDirPath();
        dirs << QDir::cleanPath(programDir + QStringLiteral("/../lib/headwater")) << programDir;
    }
    dirs << QStringLiteral(HEADWATER_HELPER_BUILD_DIR) << QStringLiteral(HEADWATER_HELPER_INSTALL_DIR);
    dirs.removeDuplicates();
    return dirs;
}

QString findHelper(const QString& fileName) {
    for (const QString& dir : helperFolders()) {
        const QString path = QDir(dir).filePath(fileName);
        if (QFileInfo::exists(path))
            return QFileInfo(path).absoluteFilePath();
    }
    return QString();
}

} // namespace hw
