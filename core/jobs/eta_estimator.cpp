#include "core/jobs/eta_estimator.h"

#include <algorithm>

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

namespace hw {

double remainingRunSeconds(const RunTimeParts& p) {
    const double closing = (p.evaluationsLeft > 0 ? p.secondsPerEvaluation : 0.0) +
                           (p.checkpointsLeft > 0 ? p.secondsPerCheckpoint : 0.0);
    const double limit = p.secondsBeforeLimit < 0 ? -1 : std::max(0.0, p.secondsBeforeLimit) + closing;
    if (p.secondsPerStep <= 0)
        return limit;
    const double estimate = std::max(0.0, p.stepsLeft) * p.secondsPerStep +
                            double(p.evaluationsLeft) * p.secondsPerEvaluation +
                            double(p.checkpointsLeft) * p.secondsPerCheckpoint;
    return limit < 0 ? estimate : std::min(estimate, limit);
}

qint64 scheduledLeft(qint64 step, qint64 lastStep, qint64 every) {
    if (step >= lastStep)
        return 0;
    if (every <= 0)
        return 1;
    const qint64 onSchedule = lastStep / every - step / every;
    return onSchedule + (lastStep % every == 0 ? 0 : 1);
}

void RunTimeTracker::addStep(double seconds) {
    m_stepSeconds += seconds;
    ++m_steps;
}

void RunTimeTracker::addEvaluation(double seconds) {
    m_evaluationSeconds += seconds;
    ++m_evaluations;
}

void RunTimeTracker::addCheckpoint(double seconds) {
    m_checkpointSeconds += seconds;
    ++m_checkpoints;
}

RunTimeParts RunTimeTracker::parts(qint64 step, qint64 maxSteps, qint64 evalEvery, qint64 saveEvery,
                                   double elapsedSeconds, double timeLimitSeconds) const {
    RunTimeParts p;
    p.stepsLeft = double(std::max<qint64>(0, maxSteps - step));
    p.secondsPerStep = mean(m_stepSeconds, m_steps);
    // This step's own evaluation and checkpoint are still due.
    p.evaluationsLeft = scheduledLeft(step - 1, maxSteps, evalEvery);
    p.secondsPerEvaluation = mean(m_evaluationSeconds, m_evaluations);
    p.checkpointsLeft = scheduledLeft(step - 1, maxSteps, saveEvery);
    p.secondsPerCheckpoint = mean(m_checkpointSeconds, m_checkpoints);
    if (timeLimitSeconds > 0)
        p.secondsBeforeLimit = std::max(0.0, timeLimitSeconds - elapsedSeconds);
    return p;
}

} // namespace hw
