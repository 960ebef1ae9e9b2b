#include "core/system/helper_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <dlfcn.h>

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

void* openHelperModule(const QString& fileName, int flags, Text* error) {
    const QString path = findHelper(fileName);
    if (path.isEmpty()) {
        *error = Text::tr("%1 is in none of %2").arg(fileName, helperFolders().join(QStringLiteral(", ")));
        return nullptr;
    }
    void* handle = dlopen(QFile::encodeName(path).constData(), RTLD_NOW | RTLD_LOCAL | flags);
    if (!handle)
        *error = Text::tr("cannot load %1: %2").arg(path, QString::fromLocal8Bit(dlerror()));
    return handle;
}

} // namespace hw
