#pragma once

// Internal helpers of core/project: every QSql failure becomes a UserError carrying lastError().

#include "core/util/expected.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace hw {

Expected<bool> execSql(const QSqlDatabase& db, const QString& sql);
Expected<int> queryInt(const QSqlDatabase& db, const QString& sql);
Expected<QString> queryText(const QSqlDatabase& db, const QString& sql);
UserError sqlError(const QSqlDatabase& db, const Text& what);
// The same for a failed statement, whose error is the query's rather than the connection's.
UserError sqlError(const QSqlQuery& query, const QSqlDatabase& db, const Text& what);

} // namespace hw
