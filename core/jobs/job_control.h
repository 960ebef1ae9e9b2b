#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>

namespace hw {

// The switches a job's owner holds: cancel and pause. Both are flags the job looks at between steps,
// because a busy worker never gets round to processing queued requests.
class JobControl {
public:
    void requestCancel();
    void requestPause(bool paused);
    bool cancelRequested() const { return m_cancel.load(std::memory_order_relaxed); }
    bool pauseRequested() const { return m_pause.load(std::memory_order_relaxed); }
    const std::atomic_bool& cancelFlag() const { return m_cancel; }

    // Called by the job between steps: blocks while a pause is requested (and no cancel), telling
    // `onPausedChanged` when it starts and stops waiting. Returns the seconds spent paused.
    double waitWhilePaused();
    // Told (on the job's thread) when the job actually stops at, or leaves, a pause point.
    std::function<void(bool paused)> onPausedChanged;

    // The intra-op threads the owner wants the job's thread to use; 0 leaves them as they are.
    void setThreadBudget(int threads) { m_threadBudget.store(threads, std::memory_order_relaxed); }
    int threadBudget() const { return m_threadBudget.load(std::memory_order_relaxed); }
    // Called on the job's thread (before the job and at its pause points): takes up a changed budget.
    void applyThreadBudget();

private:
    std::atomic_int m_threadBudget{0};
    int m_appliedBudget = 0; // touched on the job's thread only
    std::atomic_bool m_cancel{false};
    std::atomic_bool m_pause{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
};

} // namespace hw
