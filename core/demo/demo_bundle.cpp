#include "core/demo/demo_bundle.h"

#include "core/project/project_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace hw {

namespace {

UserError missingFiles(const QString& where) {
    return UserError{Text::tr("the demo's files are missing"), where,
                     Text::tr("reinstall Headwater, or rebuild it from a complete source tree")};
}

bool holdsBaseModel(const QString& bundle) {
    return QFileInfo::exists(
        QDir(bundle).filePath(QString::fromLatin1(demo::kBaseModelFolder) + QStringLiteral("/config.json")));
}

// Copies the files of `from` that `to` lacks; the copies are the user's to change (an installed bundle is
// read-only).
Expected<bool> copyMissingFiles(const QString& from, const QString& to) {
    if (!QDir().mkpath(to))
        return UserError{Text::tr("cannot create the demo folder"), to, Text::tr("check permissions")};
    const QFileInfoList files = QDir(from).entryInfoList(QDir::Files | QDir::Readable, QDir::Name);
    if (files.isEmpty())
        return missingFiles(from);
    for (const QFileInfo& file : files) {
        const QString target = QDir(to).filePath(file.fileName());
        if (QFileInfo::exists(target))
            continue;
        const QString partial = target + QStringLiteral(".part");
        QFile::remove(partial);
        if (!QFile::copy(file.absoluteFilePath(), partial) || !QFile::rename(partial, target)) {
            QFile::remove(partial);
            return UserError{Text::tr("cannot unpack the demo data"), target, Text::tr("check free space")};
        }
        QFile::setPermissions(target,
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    }
    return true;
}

} // namespace

QString bundledDemoFolder() {
    QStringList candidates;
    if (QCoreApplication::instance())
        candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/../share/headwater/demo");
    candidates << QStringLiteral(HEADWATER_DEMO_SOURCE_DIR) << QStringLiteral(HEADWATER_DEMO_INSTALL_DIR);
    for (const QString& candidate : candidates)
        if (holdsBaseModel(candidate))
            return QDir(candidate).canonicalPath();
    return {};
}

Expected<QString> unpackDemo(const QString& bundle, const QString& folder, const QString& title) {
    if (bundle.isEmpty() || !holdsBaseModel(bundle))
        return missingFiles(bundle);
    const QDir source(bundle);
    const QDir target(folder);
    for (const char* part : {demo::kDataFolder, demo::kBaseModelFolder}) {
        const QString name = QString::fromLatin1(part);
        Expected<bool> copied = copyMissingFiles(source.filePath(name), target.filePath(name));
        if (!copied)
            return copied.error();
    }
    const QString projectPath = target.filePath(QString::fromLatin1(demo::kProjectFile));
    if (QFile::exists(projectPath))
        return projectPath;
    auto created = ProjectStore::create(projectPath, title);
    if (!created)
        return created.error();
    return projectPath;
}

} // namespace hw
