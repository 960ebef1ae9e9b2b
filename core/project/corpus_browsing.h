#pragma once

#include "core/project/corpus_store.h"

#include <atomic>

namespace hw {

struct CorpusBrowseRequest {
    QString projectPath;
    qint64 corpusId = 0; // CorpusSummary::id
    QString split;       // "train", "validation" or empty for every document
    QString search;      // documents containing this text, ignoring case; empty: every document
    qint64 offset = 0;   // the first match to return
    int pageSize = 50;
};

struct CorpusBrowsePage {
    qint64 matches = 0; // in the whole split, not only this page
    QVector<CorpusDocument> documents;
};

// One page of a corpus's documents, optionally those that contain a text, with the number of matches.
// Opens its own connection to the project, so it can run on a worker thread while the window keeps its
// own; a search reads the whole split and stops early, with an empty page, when `cancelled` turns true.
Expected<CorpusBrowsePage> browseCorpus(const CorpusBrowseRequest& request,
                                        const std::atomic_bool* cancelled = nullptr);

} // namespace hw
