#pragma once

#include "jobs/job_state.h"
#include "jobs/progress_sink.h"

#include <QString>

namespace hw::ui {

// How jobs' numbers read in the window, translated: "12.3 MB", "3.1 MB/s", "120 steps", "1:02:03".
QString formatQuantity(double value, ProgressUnit unit);
QString formatRate(double perSecond, ProgressUnit unit);
QString formatDuration(double seconds); // "—" when negative (unknown)
QString jobStateText(JobState state);
QString formatCount(qint64 n); // with the locale's digit grouping

} // namespace hw::ui
