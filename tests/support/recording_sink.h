#pragma once

#include "core/jobs/progress_sink.h"

#include <functional>
#include <mutex>
#include <utility>
#include <vector>

namespace hw::test {

// Keeps everything a job reports, for assertions; `onMetricHook` lets a test react mid-run (e.g. cancel).
class RecordingSink : public ProgressSink {
public:
    void onProgress(const JobProgress& p) override {
        std::lock_guard<std::mutex> l(m);
        progress.push_back(p);
    }
    void onLog(LogLevel level, const Text& message) override {
        std::lock_guard<std::mutex> l(m);
        logs.push_back({level, message.toString()});
    }
    void onMetric(const MetricPoint& metric) override {
        {
            std::lock_guard<std::mutex> l(m);
            metrics.push_back(metric);
        }
        if (onMetricHook)
            onMetricHook(metric);
    }
    std::vector<double> values(const QString& name) {
        std::lock_guard<std::mutex> l(m);
        std::vector<double> out;
        for (const MetricPoint& p : metrics)
            if (p.name == name)
                out.push_back(p.value);
        return out;
    }

    std::mutex m;
    std::vector<JobProgress> progress;
    std::vector<std::pair<LogLevel, QString>> logs;
    std::vector<MetricPoint> metrics;
    std::function<void(const MetricPoint&)> onMetricHook;
};

} // namespace hw::test
