#include "jobs/job.h"

namespace hw {

JobContext::JobContext(ProgressSink& sink, const std::atomic_bool& cancelFlag)
    : m_sink(sink)
    , m_cancel(cancelFlag)
{
    m_clock.start();
}

void JobContext::progress(const QString& phase, double done, double total)
{
    JobProgress p;
    p.phase = phase;
    p.done = done;
    p.total = total;
    p.elapsedSeconds = m_clock.nsecsElapsed() / 1e9;
    p.etaSeconds = m_eta.update(p.elapsedSeconds, done, total);
    m_sink.onProgress(p);
}

} // namespace hw
