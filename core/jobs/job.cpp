#include "core/jobs/job.h"

#include <QDateTime>

namespace hw {

QString progressUnitName(ProgressUnit unit) {
    switch (unit) {
    case ProgressUnit::Bytes:
        return QStringLiteral("bytes");
    case ProgressUnit::Documents:
        return QStringLiteral("documents");
    case ProgressUnit::Tokens:
        return QStringLiteral("tokens");
    case ProgressUnit::Steps:
        return QStringLiteral("steps");
    case ProgressUnit::Pieces:
        return QStringLiteral("pieces");
    case ProgressUnit::Percent:
        return QStringLiteral("percent");
    case ProgressUnit::Items:
        break;
    }
    return QStringLiteral("items");
}

JobContext::JobContext(ProgressSink& sink, const std::atomic_bool& cancelFlag)
    : m_sink(sink)
    , m_cancel(cancelFlag) {
    m_clock.start();
}

JobContext::JobContext(ProgressSink& sink, JobControl& control)
    : m_sink(sink)
    , m_cancel(control.cancelFlag())
    , m_control(&control) {
    m_clock.start();
}

void JobContext::pausePoint() {
    if (!m_control)
        return;
    m_pausedSeconds += m_control->waitWhilePaused();
    m_control->applyThreadBudget();
}

double JobContext::elapsedSeconds() const {
    return m_clock.nsecsElapsed() / 1e9 - m_pausedSeconds;
}

JobProgress JobContext::measure(const Text& phase, double done, double total, ProgressUnit unit) {
    if (const QString english = phase.toString(); english != m_phase) {
        m_phase = english;
        m_eta = EtaEstimator();
    }
    JobProgress p;
    p.phase = phase;
    p.detail = m_detail;
    p.unit = unit;
    p.done = done;
    p.total = total;
    p.elapsedSeconds = elapsedSeconds();
    p.etaSeconds = m_eta.update(p.elapsedSeconds, done, total);
    p.rate = m_eta.rate();
    return p;
}

void JobContext::progress(const Text& phase, double done, double total, ProgressUnit unit) {
    m_sink.onProgress(measure(phase, done, total, unit));
}

void JobContext::progress(const Text& phase, double done, double total, ProgressUnit unit,
                          const RunTimeParts& parts) {
    JobProgress p = measure(phase, done, total, unit);
    p.hasEtaParts = true;
    p.etaParts = parts;
    p.etaSeconds = remainingRunSeconds(parts);
    m_sink.onProgress(p);
}

void JobContext::metric(qint64 step, const QString& name, double value) {
    const MetricPoint point{step, name, value, m_runId, QDateTime::currentMSecsSinceEpoch()};
    m_sink.onMetric(point);
    if (m_recorder)
        m_recorder(point);
}

} // namespace hw
