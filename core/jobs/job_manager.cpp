#include "core/jobs/job_manager.h"

#include "core/jobs/job_runner.h"

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
    QString device;
    JobState state = JobState::Queued;
    JobControl control;
    bool hasProgress = false;
    JobProgress progress;
    JobOutcome outcome;
    qint64 queuedAtMs = 0, startedAtMs = 0, finishedAtMs = 0;
};

struct JobManager::DeviceWorker {
    std::deque<JobId> queue;
    std::thread thread;
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
    void onLog(LogLevel level, const QString& message) override {
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
        for (auto& [device, worker] : m_workers) {
            for (JobId id : worker->queue) {
                Entry& entry = *m_entries.at(id);
                entry.state = JobState::Cancelled;
                entry.outcome = {JobStatus::Cancelled, Text::tr("cancelled before it started"), std::nullopt};
                dropped.push_back(id);
            }
            worker->queue.clear();
            worker->wake.notify_all();
        }
        for (auto& [id, entry] : m_entries)
            entry->control.requestCancel();
    }
    for (JobId id : dropped)
        notifyChanged(id);
    for (auto& [device, worker] : m_workers)
        if (worker->thread.joinable())
            worker->thread.join();
}

JobId JobManager::submit(std::shared_ptr<Job> job, const QString& device) {
    JobId id = 0;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        id = m_nextId++;
        auto entry = std::make_shared<Entry>();
        entry->id = id;
        entry->title = job->title();
        entry->job = std::move(job);
        entry->device = device;
        entry->queuedAtMs = QDateTime::currentMSecsSinceEpoch();
        entry->control.onPausedChanged = [this, weak = std::weak_ptr<Entry>(entry)](bool paused) {
            if (auto e = weak.lock())
                setPaused(e, paused);
        };
        m_entries.emplace(id, entry);
        std::unique_ptr<DeviceWorker>& worker = m_workers[device];
        if (!worker) {
            worker = std::make_unique<DeviceWorker>();
            worker->thread = std::thread([this, w = worker.get()] { workerLoop(*w); });
        }
        worker->queue.push_back(id);
        worker->wake.notify_all();
    }
    notifyChanged(id);
    return id;
}

void JobManager::workerLoop(DeviceWorker& worker) {
    for (;;) {
        std::shared_ptr<Entry> entry;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            worker.wake.wait(lock, [&] { return m_shuttingDown || !worker.queue.empty(); });
            if (m_shuttingDown)
                return;
            entry = m_entries.at(worker.queue.front());
            worker.queue.pop_front();
            entry->state = JobState::Running;
            entry->startedAtMs = QDateTime::currentMSecsSinceEpoch();
        }
        notifyChanged(entry->id);
        runEntry(entry);
    }
}

void JobManager::runEntry(const std::shared_ptr<Entry>& entry) {
    EntrySink sink(*this, *entry);
    JobContext context(sink, entry->control);
    const JobOutcome outcome = runJobCatching(*entry->job, context, sink);
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        entry->outcome = outcome;
        entry->state = outcome.status == JobStatus::Succeeded   ? JobState::Succeeded
                       : outcome.status == JobStatus::Cancelled ? JobState::Cancelled
                                                                : JobState::Failed;
        entry->finishedAtMs = QDateTime::currentMSecsSinceEpoch();
    }
    m_changed.notify_all();
    notifyChanged(entry->id);
}

void JobManager::setPaused(const std::shared_ptr<Entry>& entry, bool paused) {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        entry->state = paused ? JobState::Paused : JobState::Running;
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
            auto& queue = m_workers.at(entry.device)->queue;
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
        auto& queue = m_workers.at(found->second->device)->queue;
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
    s.device = entry.device;
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

QVector<JobId> JobManager::queue(const QString& device) const {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto found = m_workers.find(device);
    if (found == m_workers.end())
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
