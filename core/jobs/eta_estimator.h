#pragma once

namespace hw {

// Remaining-time estimate from the observed rate, smoothed so one slow step does not make the ETA jump.
// The first update is the baseline: work done before it (a resumed run's earlier steps) does not count.
class EtaEstimator {
public:
    // Feed the elapsed time and the units done so far; returns seconds left, or -1 when unknown.
    double update(double elapsedSeconds, double done, double total);
    double rate() const { return m_rate; } // units per second; 0 while unknown

private:
    double m_rate = 0; // exponentially smoothed
    double m_lastElapsed = 0;
    double m_lastDone = 0;
    bool m_started = false;
};

} // namespace hw
