#pragma once

#include "core/jobs/job_manager.h"

#include <QVector>

#include <functional>
#include <mutex>
#include <utility>

namespace hw {

struct JobLogLine {
    JobId job = 0;
    LogLevel level = LogLevel::Info;
    Text message;
};

// Everything that happened since the last drain: the latest snapshot and progress of each job that changed,
// and every log line and metric in the order they came.
struct JobEvents {
    QVector<JobSnapshot> changed;
    QVector<std::pair<JobId, JobProgress>> progress;
    QVector<JobLogLine> logs;
    QVector<std::pair<JobId, MetricPoint>> metrics;
    bool empty() const {
        return changed.isEmpty() && progress.isEmpty() && logs.isEmpty() && metrics.isEmpty();
    }
};

// Collects the manager's reports so that a display takes them in batches (a training step can report ten
// metrics; a window needs them 25 times a second, not thousands of times). `onPending` is called, on the
// reporting thread, when the first event arrives after a drain: the display schedules its next drain then.
class JobEventBuffer : public JobObserver {
public:
    explicit JobEventBuffer(std::function<void()> onPending = {})
        : m_onPending(std::move(onPending)) {}

    JobEvents drain();

    void jobChanged(const JobSnapshot& job) override;
    void jobProgressed(JobId id, const JobProgress& progress) override;
    void jobLogged(JobId id, LogLevel level, const Text& message) override;
    void jobMetric(JobId id, const MetricPoint& metric) override;

private:
    // Takes the lock; tells the display after releasing it when this event made the buffer non-empty.
    template <typename Add> void add(Add&& addEvent);

    std::function<void()> m_onPending;
    std::mutex m_mutex;
    JobEvents m_events;
};

} // namespace hw
