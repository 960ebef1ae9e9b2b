#include "ui/project/demo_project.h"

#include "core/demo/demo_bundle.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

namespace hw::ui {

QString defaultDemoFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("demo"));
}

Expected<QString> ensureDemoProject(const QString& folder) {
    return unpackDemo(
        bundledDemoFolder(), folder,
        QCoreApplication::translate("hw::ui::DemoProject", "Demo: Debian package descriptions"));
}

} // namespace hw::ui
