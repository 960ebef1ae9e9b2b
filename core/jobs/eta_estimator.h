#pragma once

namespace hw {

// Remaining-time estimate from the observed rate, smoothed so one slow step does not make the ETA jump.
class EtaEstimator {
public:
    // Feed the elapsed time and the units done so far; returns seconds left, or -1 when unknown.
    double update(double elapsedSeconds, double done, double total);

private:
    double m_rate = 0; // units per second, exponentially smoothed
    double m_lastElapsed = 0;
    double m_lastDone = 0;
    bool m_started = false;
};

} // namespace hw
