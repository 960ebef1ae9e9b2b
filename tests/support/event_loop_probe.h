#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace hw::test {

// Measures how long the event loop of the calling thread goes without running a 1 ms timer: the longest
// time a user's click would have waited.
class EventLoopProbe : public QObject {
public:
    EventLoopProbe();
    void start();
    double largestGapMs() const { return m_largestGapMs; }
    // The gap a test allows: `ms`, times HEADWATER_TIMING_SCALE where set (sanitized builds run everything a
    // few times slower, scripts/run-sanitized-tests.sh sets it).
    static double allowedGapMs(double ms);

private:
    void tick();

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastNs = 0;
    double m_largestGapMs = 0;
};

} // namespace hw::test
