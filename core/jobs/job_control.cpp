#include "core/jobs/job_control.h"

#include "core/system/intra_op_threads.h"

#include <chrono>

namespace hw {

void JobControl::requestCancel() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_cancel.store(true);
    }
    m_wake.notify_all();
}

void JobControl::requestPause(bool paused) {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_pause.store(paused);
    }
    m_wake.notify_all();
}

double JobControl::waitWhilePaused() {
    if (!pauseRequested() || cancelRequested())
        return 0;
    const auto start = std::chrono::steady_clock::now();
    if (onPausedChanged)
        onPausedChanged(true);
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_wake.wait(lock, [this] { return !m_pause.load() || m_cancel.load(); });
    }
    if (onPausedChanged)
        onPausedChanged(false);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void JobControl::applyThreadBudget() {
    const int wanted = threadBudget();
    if (wanted > 0 && wanted != m_appliedBudget) {
        setThreadIntraOpThreads(wanted);
        m_appliedBudget = wanted;
    }
}

} // namespace hw
