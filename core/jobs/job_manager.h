#pragma once

#include "core/jobs/job.h"
#include "core/jobs/job_state.h"

#include <QVector>

#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace hw {

using JobId = qint64;

// What the owner of a job can see of it at one moment.
struct JobSnapshot {
    JobId id = 0;
    Text title;
    QString device;
    JobState state = JobState::Queued;
    bool pauseRequested = false; // asked to pause; the state turns Paused when the job reaches a pause point
    bool hasProgress = false;
    JobProgress progress;
    JobOutcome outcome;                                       // meaningful once finished
    qint64 queuedAtMs = 0, startedAtMs = 0, finishedAtMs = 0; // since the epoch; 0: not yet
};

// Told everything that happens to the manager's jobs. Called from worker threads and from the thread that
// called the manager; implementations must be thread-safe and must not block.
class JobObserver {
public:
    virtual ~JobObserver() = default;
    virtual void
    jobChanged(const JobSnapshot& job) = 0; // added, started, paused, resumed, reordered, finished
    virtual void jobProgressed(JobId id, const JobProgress& progress) = 0;
    virtual void jobLogged(JobId id, LogLevel level, const QString& message) = 0;
    virtual void jobMetric(JobId id, const MetricPoint& metric) = 0;
};

// Queues jobs per device and runs them first in, first out, one at a time on each device (a GPU trains one
// model at a time; CPU work queues behind CPU work). Jobs can be reordered or cancelled while they wait,
// paused, resumed and cancelled while they run; the finished job object stays available so its owner reads
// the typed result (`jobAs<PretrainJob>(id)->result()`).
class JobManager {
public:
    explicit JobManager(JobObserver* observer = nullptr);
    ~JobManager(); // cancels whatever waits or runs, and waits for the running jobs to stop
    JobManager(const JobManager&) = delete;
    JobManager& operator=(const JobManager&) = delete;

    JobId submit(std::shared_ptr<Job> job, const QString& device = QStringLiteral("cpu"));
    // A queued job is dropped (state Cancelled, it never runs); a running or paused one stops at its next
    // step.
    bool cancel(JobId id);
    bool pause(JobId id);
    bool resume(JobId id);
    // Moves a queued job to `position` among the jobs waiting for the same device (0 = next).
    bool moveInQueue(JobId id, int position);
    // Forgets a finished job (its snapshot and object).
    bool forget(JobId id);

    std::optional<JobSnapshot> snapshot(JobId id) const;
    QVector<JobSnapshot> snapshots() const; // in submission order
    // Ids of the jobs waiting for `device`, next first.
    QVector<JobId> queue(const QString& device) const;
    std::shared_ptr<Job> job(JobId id) const;
    // The first active (queued, running, paused) job using `resource`: the same "kind:name", or a path equal
    // to, inside or holding the given path. 0 when none.
    JobId userOf(const QString& resource) const;
    template <typename T> std::shared_ptr<T> jobAs(JobId id) const {
        return std::dynamic_pointer_cast<T>(job(id));
    }

    // Block until the job has finished; never call these on the UI thread.
    JobOutcome wait(JobId id);
    void waitForAll();

private:
    struct Entry;
    struct DeviceWorker;
    class EntrySink;

    void workerLoop(DeviceWorker& worker);
    void runEntry(const std::shared_ptr<Entry>& entry);
    void setPaused(const std::shared_ptr<Entry>& entry, bool paused);
    JobSnapshot snapshotLocked(const Entry& entry) const;
    void notifyChanged(JobId id);

    JobObserver* m_observer;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    JobId m_nextId = 1;
    bool m_shuttingDown = false;
    std::map<JobId, std::shared_ptr<Entry>> m_entries;
    std::map<QString, std::unique_ptr<DeviceWorker>> m_workers;
};

} // namespace hw
