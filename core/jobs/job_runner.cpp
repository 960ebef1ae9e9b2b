#include "core/jobs/job_runner.h"

#include <exception>

namespace hw {

JobOutcome runJobCatching(Job& job, JobContext& context, ProgressSink& sink) {
    JobOutcome outcome;
    try {
        outcome = job.run(context);
    } catch (const std::exception& e) { // c10::Error derives from std::exception
        outcome = {JobStatus::Failed,
                   Text::tr("%1 failed: %2").arg(job.title()).arg(QString::fromUtf8(e.what())), std::nullopt};
    } catch (...) {
        outcome = {JobStatus::Failed, Text::tr("%1 failed with an unknown error").arg(job.title()),
                   std::nullopt};
    }
    if (outcome.status == JobStatus::Failed)
        sink.onLog(LogLevel::Error, outcome.message);
    return outcome;
}

JobOutcome runJobHere(Job& job, ProgressSink& sink, const std::atomic_bool& cancelFlag) {
    JobContext context(sink, cancelFlag);
    return runJobCatching(job, context, sink);
}

} // namespace hw
