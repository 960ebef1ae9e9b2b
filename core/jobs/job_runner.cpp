#include "jobs/job_runner.h"

#include <exception>

namespace hw {

JobOutcome runJobHere(Job& job, ProgressSink& sink, const std::atomic_bool& cancelFlag)
{
    JobContext context(sink, cancelFlag);
    JobOutcome outcome;
    try {
        outcome = job.run(context);
    } catch (const std::exception& e) { // c10::Error derives from std::exception
        outcome = {JobStatus::Failed, QStringLiteral("%1 failed: %2").arg(job.title(), QString::fromUtf8(e.what()))};
    } catch (...) {
        outcome = {JobStatus::Failed, QStringLiteral("%1 failed with an unknown error").arg(job.title())};
    }
    if (outcome.status == JobStatus::Failed)
        sink.onLog(LogLevel::Error, outcome.message);
    return outcome;
}

JobRunner::~JobRunner()
{
    requestCancel();
    if (m_thread.joinable())
        m_thread.join();
}

bool JobRunner::start(std::unique_ptr<Job> job, ProgressSink& sink, FinishedCallback finished)
{
    if (m_running.load())
        return false;
    if (m_thread.joinable())
        m_thread.join();
    m_job = std::move(job);
    m_cancel.store(false);
    m_running.store(true);
    m_thread = std::thread([this, &sink, finished = std::move(finished)] {
        const JobOutcome outcome = runJobHere(*m_job, sink, m_cancel);
        {
            std::lock_guard<std::mutex> lock(m_outcomeMutex);
            m_outcome = outcome;
        }
        m_running.store(false);
        if (finished)
            finished(outcome);
    });
    return true;
}

JobOutcome JobRunner::wait()
{
    if (m_thread.joinable())
        m_thread.join();
    std::lock_guard<std::mutex> lock(m_outcomeMutex);
    return m_outcome;
}

} // namespace hw
