#include "core/project/sql_exec.h"

#include "core/project/sqlite_failure.h"

#include <QSqlError>
#include <QSqlQuery>

namespace hw {

UserError sqlError(const QSqlDatabase& db, const Text& what) {
    return sqliteFailure(what, db.databaseName(), db.lastError().text());
}

UserError sqlError(const QSqlQuery& query, const QSqlDatabase& db, const Text& what) {
    return sqliteFailure(what, db.databaseName(), query.lastError().text());
}

Expected<bool> execSql(const QSqlDatabase& db, const QString& sql) {
    QSqlQuery query(db);
    if (!query.exec(sql))
        return sqliteFailure(Text::tr("database statement failed: %1").arg(sql), db.databaseName(),
                             query.lastError().text());
    return true;
}

namespace {

Expected<QVariant> queryValue(const QSqlDatabase& db, const QString& sql) {
    QSqlQuery query(db);
    if (!query.exec(sql))
        return sqliteFailure(Text::tr("database query failed: %1").arg(sql), db.databaseName(),
                             query.lastError().text());
    if (!query.next())
        return UserError{Text::tr("database query returned no row: %1").arg(sql), db.databaseName(),
                         QString()};
    return query.value(0);
}

} // namespace

Expected<int> queryInt(const QSqlDatabase& db, const QString& sql) {
    auto v = queryValue(db, sql);
    if (!v)
        return v.error();
    return v.value().toInt();
}

Expected<QString> queryText(const QSqlDatabase& db, const QString& sql) {
    auto v = queryValue(db, sql);
    if (!v)
        return v.error();
    return v.value().toString();
}

} // namespace hw
