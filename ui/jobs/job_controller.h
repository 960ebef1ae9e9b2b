#pragma once

#include "core/jobs/job_event_buffer.h"
#include "core/jobs/job_manager.h"

#include <QObject>
#include <QSet>
#include <QTimer>

#include <memory>

namespace hw::ui {

// The window's side of core's JobManager: reports from worker threads are buffered and delivered on the UI
// thread at most every ~40 ms as signals (a training step's ten metrics arrive as one batch, not ten queued
// events), so slots run on the UI thread and the UI thread never waits on a job.
class JobController : public QObject {
    Q_OBJECT
public:
    explicit JobController(QObject* parent = nullptr);
    ~JobController()
        override; // cancels what waits or runs, and waits for running jobs to stop at their next step

    JobId submit(std::shared_ptr<Job> job, const QString& device = QStringLiteral("cpu"));
    bool cancel(JobId id) { return m_manager.cancel(id); }
    bool pause(JobId id) { return m_manager.pause(id); }
    bool resume(JobId id) { return m_manager.resume(id); }
    bool moveInQueue(JobId id, int position) { return m_manager.moveInQueue(id, position); }
    bool forget(JobId id) { return m_manager.forget(id); }

    std::optional<JobSnapshot> snapshot(JobId id) const { return m_manager.snapshot(id); }
    const JobManager& manager() const { return m_manager; }
    QVector<JobSnapshot> jobs() const { return m_manager.snapshots(); }
    template <typename T> std::shared_ptr<T> jobAs(JobId id) const { return m_manager.jobAs<T>(id); }
    // Jobs queued, running or paused.
    int activeJobCount() const;
    // How many batches have been delivered (a measure of how often the UI thread was woken).
    qint64 deliveryCount() const { return m_deliveries; }

    // Delivers whatever is buffered now (tests and shutdown; the timer does it otherwise).
    void deliverNow();

Q_SIGNALS:
    void jobChanged(const hw::JobSnapshot& job);
    void jobFinished(const hw::JobSnapshot& job);
    void jobProgressed(hw::JobId id, const hw::JobProgress& progress);
    void logged(hw::JobId id, hw::LogLevel level, const QString& message);
    void metricsArrived(hw::JobId id, const QVector<hw::MetricPoint>& metrics);

private:
    void schedule();

    JobEventBuffer m_buffer; // declared before the manager: the manager reports to it until it is gone
    JobManager m_manager;
    QTimer m_delivery;
    qint64 m_deliveries = 0;
    QSet<JobId> m_reportedFinished;
};

} // namespace hw::ui

Q_DECLARE_METATYPE(hw::JobProgress)
Q_DECLARE_METATYPE(hw::MetricPoint)
Q_DECLARE_METATYPE(hw::LogLevel)
Q_DECLARE_METATYPE(hw::JobSnapshot)
