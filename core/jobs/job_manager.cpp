#include "core/jobs/job_manager.h"

#include "core/jobs/job_runner.h"
#include "core/system/device.h"
#include "core/system/intra_op_threads.h"

#include <QDateTime>

#include <algorithm>
#include <deque>

namespace hw {

QString jobStateName(JobState state) {
    switch (state) {
    case JobState::Queued:
        return QStringLiteral("queued");
    case JobState::Running:
        return QStringLiteral("running");
    case JobState::Paused:
        return QStringLiteral("paused");
    case JobState::Succeeded:
        return QStringLiteral("succeeded");
    case JobState::Cancelled:
        return QStringLiteral("cancelled");
    case JobState::Failed:
        return QStringLiteral("failed");
    }
    return QString();
}

struct JobManager::Entry {
    JobId id = 0;
    std::shared_ptr<Job> job;
    Text title;
    JobKind kind = JobKind::Other;
    QString device;
    JobWeight weight = JobWeight::Heavy;
    QString lane;
    JobState state = JobState::Queued;
    JobControl control;
    bool hasProgress = false;
    JobProgress progress;
    JobOutcome outcome;
    qint64 queuedAtMs = 0, startedAtMs = 0, finishedAtMs = 0;
};

struct JobManager::Lane {
    std::deque<JobId> queue;
    std::vector<std::thread> workers; // one for a device; kLightWorkers for light work
    std::condition_variable wake;
};

// Forwards one job's reports to the observer with the job's id, keeping the latest progress for snapshots.
class JobManager::EntrySink : public ProgressSink {
public:
    EntrySink(JobManager& manager, Entry& entry)
        : m_manager(manager)
        , m_entry(entry) {}
    void onProgress(const JobProgress& progress) override {
        {
            std::lock_guard<std::mutex> lock(m_manager.m_mutex);
            m_entry.progress = progress;
            m_entry.hasProgress = true;
        }
        if (m_manager.m_observer)
            m_manager.m_observer->jobProgressed(m_entry.id, progress);
    }
    void onLog(LogLevel level, const Text& message) override {
        if (m_manager.m_observer)
            m_manager.m_observer->jobLogged(m_entry.id, level, message);
    }
    void onMetric(const MetricPoint& metric) override {
        if (m_manager.m_observer)
            m_manager.m_observer->jobMetric(m_entry.id, metric);
    }

private:
    JobManager& m_manager;
    Entry& m_entry;
};

JobManager::JobManager(JobObserver* observer)
    : m_observer(observer) {}

JobManager::~JobManager() {
    std::vector<JobId> dropped;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_shuttingDown = true;
        for (auto& [name, lane] : m_lanes) {
            for (JobId id : lane->queue) {
                Entry& entry = *m_entries.at(id);
                entry.state = JobState::Cancelled;
                entry.outcome = {JobStatus::Cancelled, Text::tr("cancelled before it started"), std::nullopt};
                dropped.push_back(id);
            }
            lane->queue.clear();
            lane->wake.notify_all();
        }
        for (auto& [id, entry] : m_entries)
            entry->control.requestCancel();
    }
    for (JobId id : dropped)
        notifyChanged(id);
    for (auto& [name, lane] : m_lanes)
        for (std::thread& worker : lane->workers)
            if (worker.joinable())
                worker.join();
}

JobManager::Lane& JobManager::laneLocked(const QString& name, bool light) {
    std::unique_ptr<Lane>& lane = m_lanes[name];
    if (!lane) {
        lane = std::make_unique<Lane>();
        for (int i = 0; i < (light ? kLightWorkers : 1); ++i)
            lane->workers.emplace_back([this, l = lane.get()] { workerLoop(*l); });
    }
    return *lane;
}

JobId JobManager::submit(std::shared_ptr<Job> job, const QString& device) {
    JobId id = 0;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        id = m_nextId++;
        auto entry = std::make_shared<Entry>();
        entry->id = id;
        entry->title = job->title();
        entry->kind = job->kind();
        entry->weight = job->weight();
        entry->job = std::move(job);
        entry->device = normalizedDeviceName(device);
        entry->lane = entry->weight == JobWeight::Light ? lightLane() : entry->device;
        entry->queuedAtMs = QDateTime::currentMSecsSinceEpoch();
        entry->control.onPausedChanged = [this, weak = std::weak_ptr<Entry>(entry)](bool paused) {
            if (auto e = weak.lock())
                setPaused(e, paused);
        };
        m_entries.emplace(id, entry);
        Lane& lane = laneLocked(entry->lane, entry->weight == JobWeight::Light);
        lane.queue.push_back(id);
        lane.wake.notify_one();
    }
    notifyChanged(id);
    return id;
}

void JobManager::workerLoop(Lane& lane) {
    for (;;) {
        std::shared_ptr<Entry> entry;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            lane.wake.wait(lock, [&] { return m_shuttingDown || !lane.queue.empty(); });
            if (m_shuttingDown)
                return;
            entry = m_entries.at(lane.queue.front());
            lane.queue.pop_front();
            entry->state = JobState::Running;
            entry->startedAtMs = QDateTime::currentMSecsSinceEpoch();
            rebalanceLocked();
        }
        notifyChanged(entry->id);
        runEntry(entry);
        // The next job on this thread starts from the process's count, as does any thread started meanwhile.
        setThreadIntraOpThreads(configuredIntraOpThreads());
    }
}

// Shares the cores while a heavy job trains on the CPU: each running light job gets a quarter of them (at
// least one thread) and the training keeps the rest. libtorch's intra-op count belongs to the thread that
// sets it (OpenMP team size, MKL's thread-local count), so each job takes its budget up on its own thread:
// before it starts and at its pause points. A light job that has no pause points keeps the budget it started
// with; the threads a job starts itself (a tokenizer trainer's) follow its budget only where the job asks for
// it.
void JobManager::rebalanceLocked() {
    const int cores = configuredIntraOpThreads();
    int light = 0;
    bool cpuTraining = false;
    for (const auto& [id, entry] : m_entries) {
        if (entry->state != JobState::Running)
            continue;
        if (entry->weight == JobWeight::Light)
            ++light;
        else if (entry->device == QLatin1String("cpu"))
            cpuTraining = true;
    }
    const int lightShare = cpuTraining ? std::max(1, cores / 4) : cores;
    for (const auto& [id, entry] : m_entries) {
        if (isFinished(entry->state))
            continue;
        if (entry->weight == JobWeight::Light)
            entry->control.setThreadBudget(lightShare);
        else if (entry->device == QLatin1String("cpu"))
            entry->control.setThreadBudget(std::max(1, cores - light * lightShare));
        else
            entry->control.setThreadBudget(cores);
    }
}

void JobManager::runEntry(const std::shared_ptr<Entry>& entry) {
    EntrySink sink(*this, *entry);
    JobContext context(sink, entry->control);
    entry->control.applyThreadBudget();
    const JobOutcome outcome = runJobCatching(*entry->job, context, sink);
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        entry->outcome = outcome;
        entry->state = outcome.status == JobStatus::Succeeded   ? JobState::Succeeded
                       : outcome.status == JobStatus::Cancelled ? JobState::Cancelled
                                                                : JobState::Failed;
        entry->finishedAtMs = QDateTime::currentMSecsSinceEpoch();
        rebalanceLocked();
    }
    m_changed.notify_all();
    notifyChanged(entry->id);
}

void JobManager::setPaused(const std::shared_ptr<Entry>& entry, bool paused) {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        entry->state = paused ? JobState::Paused : JobState::Running;
        rebalanceLocked(); // a paused run leaves its cores to the others
    }
    m_changed.notify_all();
    notifyChanged(entry->id);
}

bool JobManager::cancel(JobId id) {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        auto found = m_entries.find(id);
        if (found == m_entries.end() || isFinished(found->second->state))
            return false;
        Entry& entry = *found->second;
        if (entry.state == JobState::Queued) {
            auto& queue = m_lanes.at(entry.lane)->queue;
            queue.erase(std::remove(queue.begin(), queue.end(), id), queue.end());
            entry.state = JobState::Cancelled;
            entry.outcome = {JobStatus::Cancelled, Text::tr("cancelled before it started"), std::nullopt};
            entry.finishedAtMs = QDateTime::currentMSecsSinceEpoch();
        } else {
            entry.control.requestCancel();
            return true; // the job reports its own end
        }
    }
    m_changed.notify_all();
    notifyChanged(id);
    return true;
}

bool JobManager::pause(JobId id) {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto found = m_entries.find(id);
    if (found == m_entries.end() || found->second->state != JobState::Running)
        return false;
    found->second->control.requestPause(true);
    return true;
}

bool JobManager::resume(JobId id) {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto found = m_entries.find(id);
    if (found == m_entries.end() || isFinished(found->second->state) ||
        !found->second->control.pauseRequested())
        return false;
    found->second->control.requestPause(false);
    return true;
}

bool JobManager::moveInQueue(JobId id, int position) {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        auto found = m_entries.find(id);
        if (found == m_entries.end() || found->second->state != JobState::Queued)
            return false;
        auto& queue = m_lanes.at(found->second->lane)->queue;
        queue.erase(std::remove(queue.begin(), queue.end(), id), queue.end());
        const auto at = std::clamp<qsizetype>(position, 0, qsizetype(queue.size()));
        queue.insert(queue.begin() + at, id);
    }
    notifyChanged(id);
    return true;
}

bool JobManager::forget(JobId id) {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto found = m_entries.find(id);
    if (found == m_entries.end() || !isFinished(found->second->state))
        return false;
    m_entries.erase(found);
    return true;
}

JobSnapshot JobManager::snapshotLocked(const Entry& entry) const {
    JobSnapshot s;
    s.id = entry.id;
    s.title = entry.title;
    s.kind = entry.kind;
    s.device = entry.device;
    s.weight = entry.weight;
    s.lane = entry.lane;
    s.state = entry.state;
    s.pauseRequested = entry.control.pauseRequested() && !isFinished(entry.state);
    s.hasProgress = entry.hasProgress;
    s.progress = entry.progress;
    s.outcome = entry.outcome;
    s.queuedAtMs = entry.queuedAtMs;
    s.startedAtMs = entry.startedAtMs;
    s.finishedAtMs = entry.finishedAtMs;
    return s;
}

std::optional<JobSnapshot> JobManager::snapshot(JobId id) const {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto found = m_entries.find(id);
    if (found == m_entries.end())
        return std::nullopt;
    return snapshotLocked(*found->second);
}

QVector<JobSnapshot> JobManager::snapshots() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    QVector<JobSnapshot> out;
    for (const auto& [id, entry] : m_entries)
        out.append(snapshotLocked(*entry));
    return out;
}

QVector<JobId> JobManager::queue(const QString& lane) const {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto found = m_lanes.find(lane == lightLane() ? lane : normalizedDeviceName(lane));
    if (found == m_lanes.end())
        return {};
    return QVector<JobId>(found->second->queue.begin(), found->second->queue.end());
}

std::shared_ptr<Job> JobManager::job(JobId id) const {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto found = m_entries.find(id);
    return found == m_entries.end() ? nullptr : found->second->job;
}

JobId JobManager::userOf(const QString& resource) const {
    auto overlaps = [](const QString& a, const QString& b) {
        if (a == b)
            return true;
        if (!a.startsWith(QLatin1Char('/')) || !b.startsWith(QLatin1Char('/')))
            return false;
        return a.startsWith(b + QLatin1Char('/')) || b.startsWith(a + QLatin1Char('/'));
    };
    std::lock_guard<std::mutex> lock(m_mutex);
    for (const auto& [id, entry] : m_entries) {
        if (isFinished(entry->state))
            continue;
        for (const QString& used : entry->job->resources())
            if (overlaps(used, resource))
                return id;
    }
    return 0;
}

JobOutcome JobManager::wait(JobId id) {
    std::unique_lock<std::mutex> lock(m_mutex);
    std::shared_ptr<Entry> entry;
    m_changed.wait(lock, [&] {
        auto found = m_entries.find(id);
        if (found == m_entries.end())
            return true;
        entry = found->second;
        return isFinished(entry->state);
    });
    return entry ? entry->outcome : JobOutcome{JobStatus::Failed, Text::tr("no such job"), std::nullopt};
}

void JobManager::waitForAll() {
    std::unique_lock<std::mutex> lock(m_mutex);
    m_changed.wait(lock, [&] {
        return std::all_of(m_entries.begin(), m_entries.end(),
                           [](const auto& e) { return isFinished(e.second->state); });
    });
}

void JobManager::notifyChanged(JobId id) {
    if (!m_observer)
        return;
    std::optional<JobSnapshot> s = snapshot(id);
    if (s)
        m_observer->jobChanged(*s);
}

} // namespace hw
