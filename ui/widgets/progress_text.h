#pragma once

#include "core/jobs/job.h"
#include "core/jobs/job_state.h"
#include "core/jobs/progress_sink.h"

#include <QString>

namespace hw::ui {

// How jobs' numbers read in the window, translated: "12.3 MB", "3.1 MB/s", "120 steps", "1:02:03".
QString formatQuantity(double value, ProgressUnit unit);
QString formatRate(double perSecond, ProgressUnit unit);
QString formatDuration(double seconds); // "—" when negative (unknown)
QString jobStateText(JobState state);
QString formatCount(qint64 n); // with the locale's digit grouping
// A job that did not succeed, for a page's status line: "Failed: what (where). how", or "Cancelled."
QString outcomeProblemText(const JobOutcome& outcome);

} // namespace hw::ui
