#include "core/project/run_store.h"

#include "core/project/artefact_store.h"
#include "core/project/sql_exec.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QSysInfo>

#include <cerrno>
#include <csignal>

namespace hw {

Text runStatusText(const QString& status) {
    if (status == run_status::kRunning)
        return Text::tr("running");
    if (status == run_status::kFinished || status == QLatin1String("completed"))
        return Text::tr("finished");
    if (status == run_status::kStopped)
        return Text::tr("stopped (resumable)");
    if (status == run_status::kCancelled)
        return Text::tr("cancelled");
    if (status == run_status::kFailed)
        return Text::tr("failed");
    if (status == run_status::kInterrupted)
        return Text::tr("interrupted (resumable)");
    return Text(status);
}

bool isResumableRunStatus(const QString& status) {
    return status == run_status::kStopped || status == run_status::kInterrupted ||
           status == run_status::kFailed || status == run_status::kCancelled;
}

Expected<qint64> createRun(QSqlDatabase& db, const QString& kind, const QString& name,
                           const QJsonObject& config) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO runs (kind, name, status, config_json, started_at, owner_pid, owner_host) "
        "VALUES (?, ?, 'running', ?, ?, ?, ?)"));
    q.addBindValue(kind);
    q.addBindValue(name);
    q.addBindValue(QString::fromUtf8(QJsonDocument(config).toJson(QJsonDocument::Compact)));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    q.addBindValue(QCoreApplication::applicationPid());
    q.addBindValue(QSysInfo::machineHostName());
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot record the run"));
    return q.lastInsertId().toLongLong();
}

Expected<qint64> findRunWritingTo(const QSqlDatabase& db, const QString& kind, const QString& outputDirectory,
                                  const QString& name) {
    QSqlQuery find(db);
    find.prepare(QStringLiteral(
        "SELECT id FROM runs WHERE kind = ? AND (json_extract(config_json, '$.output') = ? OR "
        "(json_extract(config_json, '$.output') IS NULL AND name = ?)) ORDER BY id DESC LIMIT 1"));
    find.addBindValue(kind);
    find.addBindValue(outputDirectory);
    find.addBindValue(name); // a null name binds as NULL, which no name equals
    if (!find.exec())
        return sqlError(find, db, Text::tr("cannot look up the run writing to %1").arg(outputDirectory));
    return find.next() ? find.value(0).toLongLong() : qint64(-1);
}

Expected<qint64> reopenRun(QSqlDatabase& db, const QString& kind, const QString& outputDirectory,
                           const QString& name, qint64 resumedStep) {
    Expected<qint64> found = findRunWritingTo(db, kind, outputDirectory, name);
    if (!found || found.value() < 0)
        return found;
    const qint64 id = found.value();
    if (!db.transaction())
        return sqlError(db, Text::tr("cannot start resuming run %1").arg(id));
    QSqlQuery reopen(db);
    reopen.prepare(QStringLiteral("UPDATE runs SET status = 'running', finished_at = NULL, owner_pid = ?, "
                                  "owner_host = ? WHERE id = ?"));
    reopen.addBindValue(QCoreApplication::applicationPid());
    reopen.addBindValue(QSysInfo::machineHostName());
    reopen.addBindValue(id);
    QSqlQuery drop(db);
    drop.prepare(QStringLiteral("DELETE FROM metrics WHERE run_id = ? AND step > ?"));
    drop.addBindValue(id);
    drop.addBindValue(resumedStep);
    if (!reopen.exec() || !drop.exec() || !db.commit()) {
        db.rollback();
        return sqlError(reopen, db, Text::tr("cannot resume run %1").arg(id));
    }
    return id;
}

namespace {

// One step's metrics inside the caller's transaction, through a prepared INSERT OR REPLACE of (run_id, step,
// name, value).
Expected<bool> insertStepMetrics(QSqlQuery& insert, const QSqlDatabase& db, qint64 runId, qint64 step,
                                 const QVector<std::pair<QString, double>>& metrics) {
    for (const auto& [name, value] : metrics) {
        insert.addBindValue(runId);
        insert.addBindValue(step);
        insert.addBindValue(name);
        insert.addBindValue(value);
        if (!insert.exec())
            return sqlError(insert, db, Text::tr("cannot record metric %1").arg(name));
    }
    return true;
}

const QString kInsertMetric =
    QStringLiteral("INSERT OR REPLACE INTO metrics (run_id, step, name, value) VALUES (?, ?, ?, ?)");

} // namespace

Expected<bool> recordRunMetrics(QSqlDatabase& db, qint64 runId, qint64 step,
                                const QVector<std::pair<QString, double>>& metrics) {
    if (!db.transaction())
        return sqlError(db, Text::tr("cannot start a metrics transaction"));
    QSqlQuery q(db);
    q.prepare(kInsertMetric);
    if (Expected<bool> inserted = insertStepMetrics(q, db, runId, step, metrics); !inserted) {
        db.rollback();
        return inserted;
    }
    if (!db.commit())
        return sqlError(db, Text::tr("cannot commit the metrics"));
    return true;
}

Expected<qint64> recordCompletedRun(QSqlDatabase& db, const RunSummary& run,
                                    const QVector<StepMetrics>& steps, const std::optional<Artefact>& model) {
    if (!db.transaction())
        return sqlError(db, Text::tr("cannot start recording the run %1").arg(run.name));
    auto failed = [&](UserError error) -> UserError {
        db.rollback();
        return error;
    };
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO runs (kind, name, status, config_json, started_at, finished_at) "
                             "VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(run.kind);
    q.addBindValue(run.name);
    q.addBindValue(run.status);
    q.addBindValue(QString::fromUtf8(QJsonDocument(run.config).toJson(QJsonDocument::Compact)));
    q.addBindValue(run.startedAt.isEmpty() ? now : run.startedAt);
    q.addBindValue(run.finishedAt.isEmpty() ? now : run.finishedAt);
    if (!q.exec())
        return failed(sqlError(q, db, Text::tr("cannot record the run %1").arg(run.name)));
    const qint64 id = q.lastInsertId().toLongLong();
    QSqlQuery insert(db);
    insert.prepare(kInsertMetric);
    for (const StepMetrics& step : steps)
        if (Expected<bool> inserted = insertStepMetrics(insert, db, id, step.step, step.values); !inserted)
            return failed(inserted.error());
    if (model)
        if (Expected<qint64> recorded = recordArtefact(db, model.value(), true); !recorded)
            return failed(recorded.error());
    if (!db.commit())
        return failed(sqlError(db, Text::tr("cannot commit the run %1").arg(run.name)));
    return id;
}

Expected<bool> finishRun(QSqlDatabase& db, qint64 runId, const QString& status) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE runs SET status = ?, finished_at = ? WHERE id = ?"));
    q.addBindValue(status);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    q.addBindValue(runId);
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot record the end of the run"));
    return true;
}

Expected<QVector<RunSummary>> listRuns(const QSqlDatabase& db, const QString& kind) {
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT id, kind, name, status, config_json, started_at, finished_at FROM runs") +
        (kind.isEmpty() ? QString() : QStringLiteral(" WHERE kind = ?")) + QStringLiteral(" ORDER BY id"));
    if (!kind.isEmpty())
        q.addBindValue(kind);
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot list the runs"));
    QVector<RunSummary> out;
    while (q.next()) {
        RunSummary r;
        r.id = q.value(0).toLongLong();
        r.kind = q.value(1).toString();
        r.name = q.value(2).toString();
        r.status = q.value(3).toString();
        r.config = QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object();
        r.startedAt = q.value(5).toString();
        r.finishedAt = q.value(6).toString();
        out.append(r);
    }
    return out;
}

QString modelFolderName(const QString& folder) {
    const QFileInfo info(QDir::cleanPath(folder));
    const QString name = info.fileName();
    const QString run = info.dir().dirName();
    if (name == QLatin1String("model"))
        return run;
    if (name == QLatin1String("best") || name.startsWith(QLatin1String("checkpoint-")))
        return run + QLatin1Char('-') + name;
    return name;
}

QString runModelName(const ProjectStore& store, const RunSummary& run) {
    if (run.config.contains(QLatin1String("models"))) { // fine-tuning: the names it gave its models
        QStringList names;
        for (const QJsonValue& name : run.config.value(QLatin1String("models")).toArray())
            names << name.toString();
        return names.join(QStringLiteral(", "));
    }
    const QString folder = run.config.value(QLatin1String("model")).toString();
    if (folder.isEmpty())
        return {};
    const QVector<Artefact> known = artefactsAt(store, ArtefactKind::Model, folder);
    return known.isEmpty() ? modelFolderName(folder) : known.first().name;
}

Expected<int> markInterruptedRuns(QSqlDatabase& db) {
    QSqlQuery running(db);
    if (!running.exec(QStringLiteral("SELECT id, owner_pid, owner_host FROM runs WHERE status = 'running'")))
        return sqlError(running, db, Text::tr("cannot list the running runs"));
    QVector<qint64> dead;
    const QString host = QSysInfo::machineHostName();
    while (running.next()) {
        const bool known = !running.value(1).isNull();
        const auto pid = pid_t(running.value(1).toLongLong());
        if (known && running.value(2).toString() != host)
            continue; // another machine's run: nothing here can tell whether it still runs
        // Runs recorded before owners were (schema 3) cannot be running still: that release is not writing to
        // this schema.
        if (!known || (::kill(pid, 0) != 0 && errno == ESRCH))
            dead.append(running.value(0).toLongLong());
    }
    for (qint64 id : dead) {
        QSqlQuery mark(db);
        mark.prepare(
            QStringLiteral("UPDATE runs SET status = 'interrupted' WHERE id = ? AND status = 'running'"));
        mark.addBindValue(id);
        if (!mark.exec())
            return sqlError(mark, db, Text::tr("cannot mark run %1 as interrupted").arg(id));
    }
    return int(dead.size());
}

Expected<QStringList> runMetricNames(const QSqlDatabase& db, qint64 runId) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT DISTINCT name FROM metrics WHERE run_id = ? ORDER BY name"));
    q.addBindValue(runId);
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot list the metrics of run %1").arg(runId));
    QStringList out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

Expected<RunProgressFigures> runProgressFigures(const QSqlDatabase& db, qint64 runId) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT (SELECT MAX(step) FROM metrics WHERE run_id = ? AND name = 'loss'), "
                             "(SELECT MIN(value) FROM metrics WHERE run_id = ? AND name = 'eval/loss')"));
    q.addBindValue(runId);
    q.addBindValue(runId);
    if (!q.exec() || !q.next())
        return sqlError(q, db, Text::tr("cannot read the run's progress"));
    RunProgressFigures figures;
    if (!q.value(0).isNull())
        figures.lastStep = q.value(0).toLongLong();
    if (!q.value(1).isNull())
        figures.bestValidationLoss = q.value(1).toDouble();
    return figures;
}

Expected<QVector<std::pair<qint64, double>>> runMetric(const QSqlDatabase& db, qint64 runId,
                                                       const QString& name) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT step, value FROM metrics WHERE run_id = ? AND name = ? ORDER BY step"));
    q.addBindValue(runId);
    q.addBindValue(name);
    if (!q.exec())
        return sqlError(q, db, Text::tr("cannot read the metrics"));
    QVector<std::pair<qint64, double>> out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toDouble()});
    return out;
}

} // namespace hw
