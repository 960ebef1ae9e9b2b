#pragma once

#include "jobs/eta_estimator.h"
#include "jobs/progress_sink.h"

#include <QElapsedTimer>
#include <QString>

#include <atomic>

namespace hw {

enum class JobStatus { Succeeded, Cancelled, Failed };

struct JobOutcome {
    JobStatus status = JobStatus::Failed;
    QString message;
};

// What a running job sees: where to report, and whether it has been asked to stop.
// Jobs check cancelled() between steps and return JobStatus::Cancelled, leaving their outputs consistent.
class JobContext {
public:
    JobContext(ProgressSink& sink, const std::atomic_bool& cancelFlag);

    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }
    void progress(const QString& phase, double done, double total);
    void log(LogLevel level, const QString& message) { m_sink.onLog(level, message); }
    void metric(qint64 step, const QString& name, double value) { m_sink.onMetric({step, name, value}); }

private:
    ProgressSink& m_sink;
    const std::atomic_bool& m_cancel;
    QElapsedTimer m_clock;
    EtaEstimator m_eta;
};

// A unit of long work (import, tokenizer training, pretraining...). The CLI, the GUI and tests
// run the same Job objects; only the sink differs.
class Job {
public:
    virtual ~Job() = default;
    virtual QString title() const = 0;
    // Runs on a worker thread. User-causable failures return Failed with a message;
    // anything thrown is caught by the runner and reported the same way.
    virtual JobOutcome run(JobContext& context) = 0;
};

} // namespace hw
