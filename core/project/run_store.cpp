#include "project/run_store.h"

#include "project/sql_exec.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hw {

Expected<qint64> createRun(QSqlDatabase& db, const QString& kind, const QString& name, const QJsonObject& config)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO runs (kind, name, status, config_json, started_at) VALUES (?, ?, 'running', ?, ?)"));
    q.addBindValue(kind);
    q.addBindValue(name);
    q.addBindValue(QString::fromUtf8(QJsonDocument(config).toJson(QJsonDocument::Compact)));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec())
        return sqlError(db, QStringLiteral("cannot record the run"));
    return q.lastInsertId().toLongLong();
}

Expected<bool> recordRunMetrics(QSqlDatabase& db, qint64 runId, qint64 step, const QVector<std::pair<QString, double>>& metrics)
{
    if (!db.transaction())
        return sqlError(db, QStringLiteral("cannot start a metrics transaction"));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO metrics (run_id, step, name, value) VALUES (?, ?, ?, ?)"));
    for (const auto& [name, value] : metrics) {
        q.addBindValue(runId);
        q.addBindValue(step);
        q.addBindValue(name);
        q.addBindValue(value);
        if (!q.exec()) {
            db.rollback();
            return sqlError(db, QStringLiteral("cannot record metric %1").arg(name));
        }
    }
    if (!db.commit())
        return sqlError(db, QStringLiteral("cannot commit the metrics"));
    return true;
}

Expected<bool> finishRun(QSqlDatabase& db, qint64 runId, const QString& status)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE runs SET status = ?, finished_at = ? WHERE id = ?"));
    q.addBindValue(status);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    q.addBindValue(runId);
    if (!q.exec())
        return sqlError(db, QStringLiteral("cannot record the end of the run"));
    return true;
}

Expected<QVector<std::pair<qint64, double>>> runMetric(const QSqlDatabase& db, qint64 runId, const QString& name)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT step, value FROM metrics WHERE run_id = ? AND name = ? ORDER BY step"));
    q.addBindValue(runId);
    q.addBindValue(name);
    if (!q.exec())
        return sqlError(db, QStringLiteral("cannot read the metrics"));
    QVector<std::pair<qint64, double>> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toDouble()});
    return out;
}

} // namespace hw
