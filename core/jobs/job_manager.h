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
    JobKind kind = JobKind::Other;
    QString device; // as the job was submitted for it, normalised ("cuda" is "cuda:0")
    JobWeight weight = JobWeight::Heavy;
    QString lane; // where it waits and runs: its device for heavy work, JobManager::lightLane() for light
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
    virtual void jobLogged(JobId id, LogLevel level, const Text& message) = 0;
    virtual void jobMetric(JobId id, const MetricPoint& metric) = 0;
};

// Runs jobs in lanes, each first in, first out. Heavy jobs queue per device and run one at a time there (a
// GPU trains one model at a time; CPU training has the cores). Light jobs (imports, previews, exports, a few
// texts through a model) share one lane with a few workers, so they run beside training instead of waiting
// hours behind it. While a heavy job trains on the CPU the cores are shared: each light job's thread gets a
// small intra-op budget and the training gives as many threads up, taking them back when the light work is
// done (see rebalanceLocked). Jobs can be reordered or cancelled while they wait, paused, resumed and
// cancelled while they run; the finished job stays available so its owner reads the typed result
// (`jobAs<PretrainJob>(id)->result()`).
class JobManager {
public:
    explicit JobManager(JobObserver* observer = nullptr);
    ~JobManager(); // cancels whatever waits or runs, and waits for the running jobs to stop
    JobManager(const JobManager&) = delete;
    JobManager& operator=(const JobManager&) = delete;

    // Light jobs running at once: two, so a long import does not hold up a "Try it", and not more, so light
    // work never crowds out a training run on a small machine.
    static constexpr int kLightWorkers = 2;
    // The lane of light jobs (no device is named so).
    static QString lightLane() { return QStringLiteral("light"); }

    // `device` is read as a Device ("cuda" and "cuda:0" are one queue); a heavy job waits for it, a light job
    // carries it to its snapshot.
    JobId submit(std::shared_ptr<Job> job, const QString& device = QStringLiteral("cpu"));
    // A queued job is dropped (state Cancelled, it never runs); a running or paused one stops at its next
    // step.
    bool cancel(JobId id);
    bool pause(JobId id);
    bool resume(JobId id);
    // Moves a queued job to `position` among the jobs waiting in the same lane (0 = next).
    bool moveInQueue(JobId id, int position);
    // Forgets a finished job (its snapshot and object).
    bool forget(JobId id);

    std::optional<JobSnapshot> snapshot(JobId id) const;
    QVector<JobSnapshot> snapshots() const; // in submission order
    // Ids of the jobs waiting in `lane` (a device, or lightLane()), next first.
    QVector<JobId> queue(const QString& lane) const;
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
    struct Lane;
    class EntrySink;

    Lane& laneLocked(const QString& name, bool light);
    void workerLoop(Lane& lane);
    void runEntry(const std::shared_ptr<Entry>& entry);
    void setPaused(const std::shared_ptr<Entry>& entry, bool paused);
    void rebalanceLocked();
    JobSnapshot snapshotLocked(const Entry& entry) const;
    void notifyChanged(JobId id);

    JobObserver* m_observer;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    JobId m_nextId = 1;
    bool m_shuttingDown = false;
    std::map<JobId, std::shared_ptr<Entry>> m_entries;
    std::map<QString, std::unique_ptr<Lane>> m_lanes;
};

} // namespace hw
