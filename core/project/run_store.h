#pragma once

#include "core/project/artefact_store.h"
#include "core/util/expected.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QStringList>
#include <QVector>

#include <limits>
#include <optional>
#include <utility>

namespace hw {

class ProjectStore;

// A run's status as the `runs` table stores it; one spelling each.
namespace run_status {
inline const QString kRunning = QStringLiteral("running");
inline const QString kFinished = QStringLiteral("finished"); // ran to its planned end: its model is saved
inline const QString kStopped = QStringLiteral("stopped"); // stopped on request with a checkpoint: resumable
inline const QString kCancelled = QStringLiteral("cancelled"); // stopped on request, nothing kept
inline const QString kFailed = QStringLiteral("failed");
inline const QString kInterrupted = QStringLiteral("interrupted"); // its process died: resumable
} // namespace run_status

// A status as the user reads it (fine-tuning runs of older projects say "completed" for finished).
Text runStatusText(const QString& status);
// Whether a run in this status can be continued from its last checkpoint.
bool isResumableRunStatus(const QString& status);

struct RunSummary {
    qint64 id = 0;
    QString kind; // "pretrain", "finetune", ...
    QString name;
    QString status; // one of run_status
    QJsonObject config;
    QString startedAt, finishedAt;
};

// One step's metrics as a run records them.
struct StepMetrics {
    qint64 step = 0;
    QVector<std::pair<QString, double>> values;
};

// Training runs and their metric streams in a project (tables `runs` and `metrics`).
Expected<qint64> createRun(QSqlDatabase& db, const QString& kind, const QString& name,
                           const QJsonObject& config);
// A run that ran elsewhere, recorded whole in one transaction: its row (the kind, name, status, config and
// times of `run`), every step's metrics and, when given, the model it made.
Expected<qint64> recordCompletedRun(QSqlDatabase& db, const RunSummary& run,
                                    const QVector<StepMetrics>& steps, const std::optional<Artefact>& model);
// The newest run of `kind` that writes to `outputDirectory` (or, for runs recorded without one, is named
// `name`); -1 when the project has none.
Expected<qint64> findRunWritingTo(const QSqlDatabase& db, const QString& kind, const QString& outputDirectory,
                                  const QString& name = QString());
// One step's metrics in one transaction; a step written again (a resumed run) replaces its values.
// A resumed run continues its own row: the newest run of `kind` writing to `outputDirectory` (or, for runs
// recorded without one, named `name`) is marked running again and loses the metrics past `resumedStep`,
// which the interrupted process wrote after its last checkpoint. -1 when the project has no such run.
Expected<qint64> reopenRun(QSqlDatabase& db, const QString& kind, const QString& outputDirectory,
                           const QString& name, qint64 resumedStep);
Expected<bool> recordRunMetrics(QSqlDatabase& db, qint64 runId, qint64 step,
                                const QVector<std::pair<QString, double>>& metrics);
Expected<bool> finishRun(QSqlDatabase& db, qint64 runId, const QString& status);
// The project's runs, oldest first; all kinds when `kind` is empty.
Expected<QVector<RunSummary>> listRuns(const QSqlDatabase& db, const QString& kind = QString());
// A name for a model folder that is not in the project: the folder's name, or for a run's "model", "best" or
// checkpoint folder the run's name ("adapted", "adapted-best", "adapted-checkpoint-200"), as runs record
// them.
QString modelFolderName(const QString& folder);
// The name of the model (or, for fine-tuning, the models) a run started from: the project's name for that
// folder, or else modelFolderName.
QString runModelName(const ProjectStore& store, const RunSummary& run);
// Marks 'running' runs whose process on this machine has died as 'interrupted'; returns how many.
Expected<int> markInterruptedRuns(QSqlDatabase& db);
// How far a run got, read from its metrics without loading them: the last step with a training loss (-1:
// none yet) and the lowest validation loss (NaN: never evaluated).
struct RunProgressFigures {
    qint64 lastStep = -1;
    double bestValidationLoss = std::numeric_limits<double>::quiet_NaN();
};
Expected<RunProgressFigures> runProgressFigures(const QSqlDatabase& db, qint64 runId);
// The names of the metrics a run recorded, sorted.
Expected<QStringList> runMetricNames(const QSqlDatabase& db, qint64 runId);
// (step, value) of one metric of a run, by step.
Expected<QVector<std::pair<qint64, double>>> runMetric(const QSqlDatabase& db, qint64 runId,
                                                       const QString& name);

} // namespace hw
