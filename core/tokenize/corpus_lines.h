#pragma once

#include "core/jobs/job.h"
#include "core/util/expected.h"

#include <QStringList>

#include <functional>

namespace hw {

// Streams the non-empty lines of UTF-8 text files (invalid bytes replaced), reporting progress by bytes
// and stopping early when the job is cancelled. Returns the number of lines visited, or an error for a
// file that cannot be read.
Expected<qint64> forEachCorpusLine(const QStringList& files, JobContext* context, const Text& phase,
                                   const std::function<void(const QString& line)>& visit);

} // namespace hw
