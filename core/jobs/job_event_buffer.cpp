#include "core/jobs/job_event_buffer.h"

#include <algorithm>

namespace hw {

template <typename Add> void JobEventBuffer::add(Add&& addEvent) {
    bool first = false;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        first = m_events.empty();
        addEvent(m_events);
    }
    if (first && m_onPending)
        m_onPending();
}

JobEvents JobEventBuffer::drain() {
    std::lock_guard<std::mutex> lock(m_mutex);
    JobEvents out;
    std::swap(out, m_events);
    return out;
}

void JobEventBuffer::jobChanged(const JobSnapshot& job) {
    add([&](JobEvents& events) {
        auto same = std::find_if(events.changed.begin(), events.changed.end(),
                                 [&](const JobSnapshot& s) { return s.id == job.id; });
        if (same != events.changed.end())
            *same = job;
        else
            events.changed.append(job);
    });
}

void JobEventBuffer::jobProgressed(JobId id, const JobProgress& progress) {
    add([&](JobEvents& events) {
        auto same = std::find_if(events.progress.begin(), events.progress.end(),
                                 [&](const auto& p) { return p.first == id; });
        if (same != events.progress.end())
            same->second = progress;
        else
            events.progress.append({id, progress});
    });
}

void JobEventBuffer::jobLogged(JobId id, LogLevel level, const Text& message) {
    add([&](JobEvents& events) { events.logs.append({id, level, message}); });
}

void JobEventBuffer::jobMetric(JobId id, const MetricPoint& metric) {
    add([&](JobEvents& events) { events.metrics.append({id, metric}); });
}

} // namespace hw
