#pragma once

// What the benchmarks that run a job share: a sink that drops its reports, and the process's peak memory.
#include "core/jobs/progress_sink.h"

#include <sys/resource.h>

namespace hw::bench {

class NullSink : public ProgressSink {
    void onProgress(const JobProgress&) override {}
    void onLog(LogLevel, const Text&) override {}
    void onMetric(const MetricPoint&) override {}
};

// The peak resident memory of this process so far, in MB.
inline qint64 peakRssMb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

} // namespace hw::bench
