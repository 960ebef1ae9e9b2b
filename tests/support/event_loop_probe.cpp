#include "tests/support/event_loop_probe.h"

namespace hw::test {

EventLoopProbe::EventLoopProbe() {
    m_timer.setInterval(1);
    m_timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
}

void EventLoopProbe::start() {
    m_largestGapMs = 0;
    m_clock.start();
    m_lastNs = 0;
    m_timer.start();
}

void EventLoopProbe::tick() {
    const qint64 now = m_clock.nsecsElapsed();
    m_largestGapMs = std::max(m_largestGapMs, (now - m_lastNs) / 1e6);
    m_lastNs = now;
}

double EventLoopProbe::allowedGapMs(double ms) {
    bool ok = false;
    const double scale = qEnvironmentVariable("HEADWATER_TIMING_SCALE").toDouble(&ok);
    return ok && scale > 0 ? ms * scale : ms;
}

} // namespace hw::test
