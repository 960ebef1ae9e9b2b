#pragma once

#include "core/jobs/job.h"

#include <atomic>

namespace hw {

// Runs a job with the catching rules every entry point shares: whatever it throws (a c10::Error, a
// std::bad_alloc) ends as a Failed outcome that names the job, logged to the sink, never as an escaped
// exception.
JobOutcome runJobCatching(Job& job, JobContext& context, ProgressSink& sink);

// Runs a job on the calling thread (used by the CLI, which has nothing else to do meanwhile).
JobOutcome runJobHere(Job& job, ProgressSink& sink, const std::atomic_bool& cancelFlag);

} // namespace hw
