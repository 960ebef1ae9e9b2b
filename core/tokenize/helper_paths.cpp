#include "core/tokenize/helper_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace hw {

QString findHelper(const QString& fileName) {
    QStringList dirs;
    const QString fromEnvironment = qEnvironmentVariable("HEADWATER_HELPER_DIR");
    if (!fromEnvironment.isEmpty())
        dirs << fromEnvironment;
    if (QCoreApplication::instance())
        dirs << QCoreApplication::applicationDirPath() + QStringLiteral("/../lib/headwater");
    dirs << QStringLiteral(HEADWATER_HELPER_BUILD_DIR) << QStringLiteral(HEADWATER_HELPER_INSTALL_DIR);
    for (const QString& dir : dirs) {
        const QString path = QDir(dir).filePath(fileName);
        if (QFileInfo::exists(path))
            return QFileInfo(path).absoluteFilePath();
    }
    return QString();
}

} // namespace hw
