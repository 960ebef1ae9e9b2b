#pragma once

#include "core/jobs/eta_estimator.h"
#include "core/util/text.h"

#include <QString>

namespace hw {

enum class LogLevel { Info, Warning, Error };

// What a phase counts, so that done/total and the rate read "12 MB of 40 MB, 3.1 MB/s" or
// "120 of 1000 steps, 4.2 steps/s" rather than bare numbers.
enum class ProgressUnit { Items, Bytes, Documents, Tokens, Steps, Pieces, Percent };

QString progressUnitName(ProgressUnit unit); // "bytes", "steps", ... (stable, for JSON)

struct JobProgress {
    Text phase; // what the job is doing now, e.g. "reading corpus.txt"
    ProgressUnit unit = ProgressUnit::Items;
    double done = 0;           // units finished in this phase
    double total = 0;          // 0 when unknown
    double rate = 0;           // units per second in this phase, smoothed; 0 until known
    double etaSeconds = -1;    // seconds left in this phase; -1 when not yet estimable
    double elapsedSeconds = 0; // since the job started, time spent paused excluded
    Text detail;               // which part of the phase is going, e.g. "base, seed 43" (no new ETA)
    // What etaSeconds is made of, when the job knows its remaining work (a training run: steps, evaluations,
    // checkpoints, time limit); otherwise the ETA follows the phase's rate alone.
    bool hasEtaParts = false;
    RunTimeParts etaParts;
};

struct MetricPoint {
    qint64 step = 0;
    QString name; // "loss", "lr", "eval/perplexity", ...
    double value = 0;
    qint64 runId = -1;     // the project run the metric belongs to, -1 outside a project
    qint64 wallTimeMs = 0; // milliseconds since the Unix epoch when it was reported
};

// Where a running job reports. Called from the job's worker thread: implementations must be
// thread-safe and must not block (the GUI adapts this to queued signals).
class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    virtual void onProgress(const JobProgress& progress) = 0;
    virtual void onLog(LogLevel level, const Text& message) = 0;
    virtual void onMetric(const MetricPoint& metric) = 0;
};

} // namespace hw
