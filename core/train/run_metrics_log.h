#pragma once

#include "core/jobs/job.h"
#include "core/train/tensorboard_writer.h"
#include "core/util/expected.h"

#include <QFile>
#include <QJsonObject>
#include <QVector>

#include <memory>
#include <utility>

namespace hw {

class ProjectStore;

// Where a run's metrics go, all at once: the job's progress sink (CLI JSON lines, live plots),
// `<run>/metrics.jsonl`, TensorBoard event files in the run folder, and the project database when the
// run belongs to a project.
class RunMetricsLog {
public:
    RunMetricsLog(JobContext& context)
        : m_context(context) {}
    ~RunMetricsLog();

    // Opens the files, and records the run in `project` (the caller's, open on this thread) when given. A
    // resumed run first drops the lines of steps after `resumedStep`, which the killed run wrote past its
    // last checkpoint.
    Expected<bool> open(const QString& runDirectory, ProjectStore* project, const QString& runName,
                        const QJsonObject& config, qint64 resumedStep);
    void record(qint64 step, const QVector<std::pair<QString, double>>& metrics);
    // Records how the run ended; without a call the run is recorded as failed.
    void finish(const QString& status);
    qint64 projectRunId() const { return m_runId; }

private:
    JobContext& m_context;
    QFile m_jsonLines;
    TensorBoardWriter m_tensorBoard;
    ProjectStore* m_project = nullptr;
    qint64 m_runId = -1;
    bool m_warnedProject = false;
    bool m_finished = false;
};

} // namespace hw
