#pragma once

#include <QtGlobal>

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

// What a training run still has to do besides its steps, and how long each piece takes: the parts of its
// ETA. Reported with its progress, so that the figure can be checked against its parts.
struct RunTimeParts {
    double stepsLeft = 0;
    double secondsPerStep = 0; // measured on the training steps alone; 0 while unknown
    qint64 evaluationsLeft = 0;
    double secondsPerEvaluation = 0; // measured (or estimated before the run); 0 while unknown
    qint64 checkpointsLeft = 0;
    double secondsPerCheckpoint = 0;
    double secondsBeforeLimit = -1; // until the run's time limit stops it; -1 without a limit
};

// The one model of a run's remaining time, used while it runs and before it starts: steps, evaluations and
// checkpoints at their durations, capped by the time limit. At the limit the run stops stepping and still
// evaluates and checkpoints once, so the cap is the time left plus those two. -1 while the step time is
// unknown and no limit caps it.
double remainingRunSeconds(const RunTimeParts& parts);

// How many times something scheduled every `every` steps (evaluations, checkpoints) happens at the steps
// after `step` up to `lastStep`, counting the one the run always does at its end. `every` <= 0: only that
// one.
qint64 scheduledLeft(qint64 step, qint64 lastStep, qint64 every);

// Measures a training run's parts as it goes (fed durations, so any clock can drive it) and turns them into
// RunTimeParts. Step times are averaged over this session's steps: a resumed run's earlier steps do not
// count.
class RunTimeTracker {
public:
    void addStep(double seconds);
    void addEvaluation(double seconds);
    void addCheckpoint(double seconds);
    // After step `step` trained, before its own evaluation and checkpoint; `elapsedSeconds` since this
    // session started (what the time limit counts), `timeLimitSeconds` <= 0 when none.
    RunTimeParts parts(qint64 step, qint64 maxSteps, qint64 evalEvery, qint64 saveEvery,
                       double elapsedSeconds, double timeLimitSeconds) const;

private:
    static double mean(double sum, qint64 count) { return count > 0 ? sum / double(count) : 0; }
    double m_stepSeconds = 0, m_evaluationSeconds = 0, m_checkpointSeconds = 0;
    qint64 m_steps = 0, m_evaluations = 0, m_checkpoints = 0;
};

} // namespace hw
