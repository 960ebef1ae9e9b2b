#include "core/project/schema_migrations.h"

#include "core/project/sql_exec.h"

#include <QMap>
#include <QSqlQuery>
#include <QUuid>

namespace hw {

const QVector<SchemaMigration>& schemaMigrations() {
    static const QVector<SchemaMigration> migrations = {
        {1,
         Text::tr("project identity"),
         {QStringLiteral("CREATE TABLE project_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)")}},
        {2,
         Text::tr("runs and their metric streams"),
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
        {3,
         Text::tr("corpora and their documents (texts in a file under the data directory)"),
         {QStringLiteral("CREATE TABLE corpora ("
                         " id INTEGER PRIMARY KEY,"
                         " name TEXT NOT NULL UNIQUE,"
                         " created_at TEXT NOT NULL,"
                         " sources_json TEXT NOT NULL,"
                         " options_json TEXT NOT NULL,"
                         " stats_json TEXT NOT NULL DEFAULT '{}',"
                         " documents INTEGER NOT NULL DEFAULT 0,"
                         " text_file TEXT NOT NULL DEFAULT '')"),
          QStringLiteral("CREATE TABLE documents ("
                         " corpus_id INTEGER NOT NULL REFERENCES corpora(id) ON DELETE CASCADE,"
                         " ordinal INTEGER NOT NULL,"
                         " hash INTEGER NOT NULL,"
                         " split TEXT NOT NULL CHECK (split IN ('train', 'validation')),"
                         " text_offset INTEGER NOT NULL,"
                         " text_bytes INTEGER NOT NULL,"
                         " PRIMARY KEY (corpus_id, ordinal))")}},
        {4,
         Text::tr("artefacts with lineage (corpora, tokenizers, models, ...)"),
         {QStringLiteral("CREATE TABLE artefacts ("
                         " id INTEGER PRIMARY KEY,"
                         " kind TEXT NOT NULL,"
                         " name TEXT NOT NULL,"
                         " path TEXT NOT NULL DEFAULT '',"
                         " created_at TEXT NOT NULL,"
                         " settings_json TEXT NOT NULL DEFAULT '{}',"
                         " figures_json TEXT NOT NULL DEFAULT '{}',"
                         " detail_id INTEGER)"),
          QStringLiteral("CREATE INDEX artefacts_by_kind ON artefacts (kind, name)"),
          QStringLiteral("CREATE TABLE artefact_sources ("
                         " artefact_id INTEGER NOT NULL REFERENCES artefacts(id) ON DELETE CASCADE,"
                         " source_id INTEGER NOT NULL REFERENCES artefacts(id),"
                         " role TEXT NOT NULL,"
                         " PRIMARY KEY (artefact_id, source_id, role))"),
          // Which process writes a running run, so that one whose process died can be told from one still
          // training.
          QStringLiteral("ALTER TABLE runs ADD COLUMN owner_pid INTEGER"),
          QStringLiteral("ALTER TABLE runs ADD COLUMN owner_host TEXT"),
          // The corpora a v3 project already holds become artefacts of their own.
          QStringLiteral(
              "INSERT INTO artefacts (kind, name, path, created_at, settings_json, figures_json, detail_id)"
              " SELECT 'corpus', name, text_file, created_at, options_json,"
              " json_object('documents', documents), id FROM corpora WHERE text_file != ''")}},
    };
    return migrations;
}

int latestSchemaVersion() {
    return schemaMigrations().back().version;
}

Expected<bool> migrateSchema(QSqlDatabase& db, int targetVersion) {
    auto current = queryInt(db, QStringLiteral("PRAGMA user_version"));
    if (!current)
        return current.error();
    if (current.value() >= targetVersion)
        return true;
    if (!db.transaction())
        return sqlError(db, Text::tr("cannot start the schema upgrade"));
    for (const SchemaMigration& step : schemaMigrations()) {
        if (step.version <= current.value() || step.version > targetVersion)
            continue;
        for (const QString& sql : step.statements) {
            auto done = execSql(db, sql);
            if (!done) {
                db.rollback();
                return UserError{Text::tr("schema upgrade to version %1 (%2) failed")
                                     .arg(step.version)
                                     .arg(step.description),
                                 db.databaseName(), done.error().text()};
            }
        }
    }
    auto stamped = execSql(db, QStringLiteral("PRAGMA user_version = %1").arg(targetVersion));
    if (!stamped || !db.commit()) {
        db.rollback();
        return sqlError(db, Text::tr("cannot record the schema version"));
    }
    return true;
}

namespace {

using TableColumns = QMap<QString, QStringList>;

TableColumns tableColumns(const QSqlDatabase& db) {
    TableColumns tables;
    QSqlQuery names(db);
    names.exec(
        QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    while (names.next())
        tables.insert(names.value(0).toString(), {});
    for (auto table = tables.begin(); table != tables.end(); ++table) {
        QSqlQuery columns(db);
        columns.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1')").arg(table.key()));
        while (columns.next())
            table.value().append(columns.value(0).toString());
    }
    return tables;
}

// The schema the migrations build, read once from a database in memory: the migrations stay its one
// definition.
const TableColumns& latestSchema() {
    static const TableColumns schema = [] {
        const QString connection =
            QStringLiteral("hw-schema-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        TableColumns tables;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(QStringLiteral(":memory:"));
            if (db.open() && migrateSchema(db, latestSchemaVersion()))
                tables = tableColumns(db);
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
        return tables;
    }();
    return schema;
}

} // namespace

Expected<bool> checkSchemaComplete(const QSqlDatabase& db) {
    const TableColumns present = tableColumns(db);
    const TableColumns& expected = latestSchema();
    for (auto table = expected.begin(); table != expected.end(); ++table) {
        if (!present.contains(table.key()))
            return UserError{
                Text::tr("the project file is damaged: its table '%1' is missing").arg(table.key()),
                db.databaseName(), Text::tr("restore the project file from a backup")};
        for (const QString& column : table.value())
            if (!present.value(table.key()).contains(column))
                return UserError{Text::tr("the project file is damaged: its table '%1' has no column '%2'")
                                     .arg(table.key(), column),
                                 db.databaseName(), Text::tr("restore the project file from a backup")};
    }
    return true;
}

} // namespace hw
