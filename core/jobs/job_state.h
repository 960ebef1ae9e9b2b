#pragma once

#include <QString>

namespace hw {

// Where a job is in its life. A queued job waits for its device; a paused one holds everything it loaded.
enum class JobState { Queued, Running, Paused, Succeeded, Cancelled, Failed };

QString jobStateName(JobState state); // "queued", "running", ... (stable, for JSON)
inline bool isFinished(JobState state) {
    return state == JobState::Succeeded || state == JobState::Cancelled || state == JobState::Failed;
}

} // namespace hw
