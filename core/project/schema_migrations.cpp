#include "project/schema_migrations.h"

#include "project/sql_exec.h"

namespace hw {

const QVector<SchemaMigration>& schemaMigrations()
{
    static const QVector<SchemaMigration> migrations = {
        {1,
         QStringLiteral("project identity"),
         {QStringLiteral("CREATE TABLE project_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)")}},
        {2,
         QStringLiteral("runs and their metric streams"),
         {QStringLiteral("CREATE TABLE runs ("
                         " id INTEGER PRIMARY KEY,"
                         " kind TEXT NOT NULL,"
                         " name TEXT NOT NULL,"
                         " status TEXT NOT NULL,"
                         " config_json TEXT NOT NULL DEFAULT '{}',"
                         " started_at TEXT NOT NULL,"
                         " finished_at TEXT)"),
          QStringLiteral("CREATE TABLE metrics ("
                         " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                         " step INTEGER NOT NULL,"
                         " name TEXT NOT NULL,"
                         " value REAL NOT NULL,"
                         " PRIMARY KEY (run_id, name, step))")}},
    };
    return migrations;
}

int latestSchemaVersion() { return schemaMigrations().back().version; }

Expected<bool> migrateSchema(QSqlDatabase& db, int targetVersion)
{
    auto current = queryInt(db, QStringLiteral("PRAGMA user_version"));
    if (!current)
        return current.error();
    if (current.value() >= targetVersion)
        return true;
    if (!db.transaction())
        return sqlError(db, QStringLiteral("cannot start the schema upgrade"));
    for (const SchemaMigration& step : schemaMigrations()) {
        if (step.version <= current.value() || step.version > targetVersion)
            continue;
        for (const QString& sql : step.statements) {
            auto done = execSql(db, sql);
            if (!done) {
                db.rollback();
                return UserError{QStringLiteral("schema upgrade to version %1 (%2) failed").arg(step.version).arg(step.description),
                                 db.databaseName(), done.error().toString()};
            }
        }
    }
    auto stamped = execSql(db, QStringLiteral("PRAGMA user_version = %1").arg(targetVersion));
    if (!stamped || !db.commit()) {
        db.rollback();
        return sqlError(db, QStringLiteral("cannot record the schema version"));
    }
    return true;
}

} // namespace hw
