#pragma once

#include <QString>

namespace hw {

enum class LogLevel { Info, Warning, Error };

struct JobProgress {
    QString phase;             // what the job is doing now, e.g. "reading corpus.txt"
    double done = 0;           // units finished, in the job's own unit (bytes, steps, documents)
    double total = 0;          // 0 when unknown
    double etaSeconds = -1;    // -1 when not yet estimable
    double elapsedSeconds = 0;
};

struct MetricPoint {
    qint64 step = 0;
    QString name; // "loss", "lr", "eval/perplexity", ...
    double value = 0;
};

// Where a running job reports. Called from the job's worker thread: implementations must be
// thread-safe and must not block (the GUI adapts this to queued signals).
class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    virtual void onProgress(const JobProgress& progress) = 0;
    virtual void onLog(LogLevel level, const QString& message) = 0;
    virtual void onMetric(const MetricPoint& metric) = 0;
};

} // namespace hw
