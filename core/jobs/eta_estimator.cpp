#include "core/jobs/eta_estimator.h"

namespace hw {

double EtaEstimator::update(double elapsedSeconds, double done, double total) {
    if (!m_started) {
        m_started = true;
        m_lastElapsed = elapsedSeconds;
        m_lastDone = done;
    } else {
        const double dt = elapsedSeconds - m_lastElapsed;
        const double dd = done - m_lastDone;
        if (dt > 0 && dd >= 0) {
            const double rate = dd / dt;
            constexpr double kSmoothing = 0.3;
            m_rate = m_rate > 0 ? (1 - kSmoothing) * m_rate + kSmoothing * rate : rate;
            m_lastElapsed = elapsedSeconds;
            m_lastDone = done;
        }
    }
    if (total <= 0 || m_rate <= 0)
        return -1;
    const double left = total - done;
    return left <= 0 ? 0 : left / m_rate;
}

} // namespace hw
