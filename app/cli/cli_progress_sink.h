#pragma once

#include "core/jobs/progress_sink.h"

#include <QElapsedTimer>

#include <mutex>

namespace hw::cli {

// Progress of a job on the command line: {"event":"progress",...} lines on stdout with --json, otherwise
// a short line on stderr; at most a few per second so long jobs do not flood the terminal.
class CliProgressSink : public ProgressSink {
public:
    explicit CliProgressSink(bool json)
        : m_json(json) {
        m_sinceLast.start();
    }
    void onProgress(const JobProgress& progress) override;
    void onLog(LogLevel level, const Text& message) override;
    void onMetric(const MetricPoint& metric) override;

private:
    bool m_json;
    std::mutex m_mutex;
    QElapsedTimer m_sinceLast;
};

} // namespace hw::cli
