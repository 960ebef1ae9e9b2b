#include "ui/project/demo_project.h"

#include "core/project/project_store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace hw::ui {

namespace {

const char* const kDemoFiles[] = {"demo_corpus.txt", "demo_news_labels.tsv"};

} // namespace

QString defaultDemoFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("demo"));
}

Expected<QString> ensureDemoProject(const QString& folder) {
    QDir dir(folder);
    if (!dir.mkpath(QStringLiteral("data")))
        return UserError{Text::tr("cannot create the demo folder"), folder, Text::tr("check permissions")};
    for (const char* name : kDemoFiles) {
        const QString target = dir.filePath(QStringLiteral("data/") + QString::fromLatin1(name));
        const QString bundled = QStringLiteral(":/demo/") + QString::fromLatin1(name);
        // An earlier release's copy (of another size) is replaced; the project keeps what it imported.
        if (QFileInfo(target).size() == QFileInfo(bundled).size())
            continue;
        QFile::remove(target);
        if (!QFile::copy(bundled, target))
            return UserError{Text::tr("cannot unpack the demo data"), target, Text::tr("check free space")};
        QFile::setPermissions(target,
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    }
    const QString projectPath = dir.filePath(QStringLiteral("demo.hwproj"));
    if (QFile::exists(projectPath))
        return projectPath;
    auto created = ProjectStore::create(projectPath, QObject::tr("Demo: news topics and emotions"));
    if (!created)
        return created.error();
    return projectPath;
}

} // namespace hw::ui
