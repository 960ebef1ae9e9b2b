#pragma once

#include "jobs/job.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace hw {

// Runs one Job on its own worker thread. Cancel is an atomic flag the job polls between steps,
// because a busy worker never gets round to processing queued requests.
class JobRunner {
public:
    using FinishedCallback = std::function<void(const JobOutcome&)>;

    JobRunner() = default;
    ~JobRunner(); // requests cancel and waits: a job never outlives what it reports to
    JobRunner(const JobRunner&) = delete;
    JobRunner& operator=(const JobRunner&) = delete;

    // Starts the job; `finished` is called on the worker thread once it ends. False if one is running.
    bool start(std::unique_ptr<Job> job, ProgressSink& sink, FinishedCallback finished = {});
    void requestCancel() { m_cancel.store(true); }
    bool isRunning() const { return m_running.load(); }
    // Blocks until the job has ended; never call this on the UI thread.
    JobOutcome wait();

private:
    std::unique_ptr<Job> m_job;
    std::thread m_thread;
    std::atomic_bool m_cancel{false};
    std::atomic_bool m_running{false};
    std::mutex m_outcomeMutex;
    JobOutcome m_outcome;
};

// Runs a job on the calling thread with the same catching rules as JobRunner (used by the CLI).
JobOutcome runJobHere(Job& job, ProgressSink& sink, const std::atomic_bool& cancelFlag);

} // namespace hw
