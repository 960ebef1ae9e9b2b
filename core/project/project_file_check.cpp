#include "core/project/project_file_check.h"

#include "core/project/schema_migrations.h"
#include "core/project/sql_exec.h"
#include "core/util/ordinary_files.h"

#include <QFile>
#include <QFileInfo>
#include <QUuid>

namespace hw {

namespace {

const Text kHowToRecover =
    Text::tr("choose a .hwproj file made by Headwater, or restore this one from a backup");

// A read-only connection never writes the file, its WAL or its header.
Expected<int> inspectReadOnly(const QString& path) {
    const QString connection =
        QStringLiteral("hw-check-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    Expected<int> result = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        result = [&]() -> Expected<int> {
            if (!db.open())
                return sqlError(db, Text::tr("cannot read the project file"));
            // A check that cannot run (the project busy, read-only, on a full disk) says why; only a check
            // that runs and finds faults calls the file damaged.
            auto integrity = queryText(db, QStringLiteral("PRAGMA quick_check"));
            if (!integrity)
                return integrity.error();
            if (integrity.value() != QLatin1String("ok"))
                return UserError{Text::tr("the project file is damaged (%1)").arg(integrity.value()), path,
                                 kHowToRecover};
            auto appId = queryInt(db, QStringLiteral("PRAGMA application_id"));
            if (!appId)
                return appId.error();
            if (appId.value() != kProjectApplicationId)
                return UserError{Text::tr("this SQLite database is not a Headwater project"), path,
                                 Text::tr("open a .hwproj file, or create a new project")};
            auto version = queryInt(db, QStringLiteral("PRAGMA user_version"));
            if (!version)
                return version.error();
            if (version.value() > latestSchemaVersion())
                return UserError{
                    Text::tr("the project was saved by a newer Headwater (schema %1; this version "
                             "reads up to %2)")
                        .arg(version.value())
                        .arg(latestSchemaVersion()),
                    path, Text::tr("update Headwater to open it")};
            return version.value();
        }();
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

} // namespace

Expected<int> checkProjectFile(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists())
        return UserError{Text::tr("project file not found"), path,
                         Text::tr("check the path, or create a new project")};
    if (!info.isFile())
        return UserError{Text::tr("not a file"), path, Text::tr("choose a .hwproj file")};
    Expected<std::unique_ptr<QFile>> file = openOrdinaryFile(path, FileKind::Data);
    if (!file)
        return UserError{Text::tr("cannot read the project file"), path, file.error().what};
    // SQLite would happily treat an empty file as a new database; check the magic header first.
    const QByteArray header = file.value()->read(16);
    file.value()->close();
    if (header != QByteArray("SQLite format 3\0", 16))
        return UserError{Text::tr("not a Headwater project (the file is not an SQLite database)"), path,
                         kHowToRecover};
    return inspectReadOnly(path);
}

} // namespace hw
