#pragma once

#include "core/jobs/job.h"
#include "core/util/expected.h"

#include <QTemporaryDir>

#include <memory>

namespace hw {

class ProjectStore;

// A project corpus written out as one document a line, for the tools that read text files (tokenizer
// trainers, the ranking of vocabulary candidates, fragmentation statistics). The file lives in a temporary
// folder inside the project's data directory, removed with this object.
struct ExportedCorpusLines {
    std::unique_ptr<QTemporaryDir> folder;
    QString file;
    qint64 artefactId = -1;
    QString corpusName;
};

// `split` is "train", "validation" or empty for every document; `limit` caps the documents (-1: all).
// Stops early, with what was written, when the job is cancelled.
Expected<ExportedCorpusLines> exportCorpusLines(ProjectStore& store, const QString& corpusName,
                                                const QString& split, JobContext& context, qint64 limit = -1);

} // namespace hw
