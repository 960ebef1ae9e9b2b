#pragma once

#include "core/util/expected.h"

#include <QSqlDatabase>
#include <QStringList>
#include <QVector>

namespace hw {

// One step of the project schema. Steps are applied in order, each exactly once;
// PRAGMA user_version records the last one applied.
struct SchemaMigration {
    int version;
    Text description; // shown when the step fails; never stored
    QStringList statements;
};

const QVector<SchemaMigration>& schemaMigrations();
int latestSchemaVersion();

// Brings `db` from its current user_version up to `targetVersion` in one transaction:
// either every step lands or none does.
Expected<bool> migrateSchema(QSqlDatabase& db, int targetVersion);

// Every table and column of the latest schema is present in `db` (a newer Headwater may add more). A project
// whose tables were dropped or altered by hand is called damaged, naming the table, rather than failing later
// with SQLite's own words.
Expected<bool> checkSchemaComplete(const QSqlDatabase& db);

// Headwater's mark in the SQLite header, so other SQLite files are not mistaken for projects.
constexpr int kProjectApplicationId = 0x48574150; // "HWAP"

} // namespace hw
