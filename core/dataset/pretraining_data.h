#pragma once

#include "core/corpus/corpus_reader.h"
#include "core/jobs/job.h"
#include "core/util/expected.h"

#include <QStringList>

namespace hw {

class ProjectStore;
class TextTokenizer;

// Where pretraining text comes from: corpus files (any format import-corpus reads, split into train and
// validation by content hash as import-corpus does), or corpora already imported into a project (their
// stored split is kept).
struct PretrainingSource {
    QStringList files;
    CorpusReadOptions read;
    double validationRatio = 0.1;
    uint64_t splitSeed = 42;
    QString projectPath;
    QStringList corpusNames;
    ProjectStore* store = nullptr; // the caller's open connection to projectPath (opened here when null)
};

// The tokenized train and validation splits of a source, as TokenShard folders.
struct PretrainingData {
    QString directory; // holds train/ and validation/
    QString trainDirectory() const;
    QString validationDirectory() const;
    bool reused = false; // found in the cache, nothing tokenized
    qint64 trainTokens = 0, validationTokens = 0, documents = 0;
};

// Tokenizes the source on all cores into `cacheRoot/<identity>/`, where identity hashes the source (paths,
// sizes, modification times or the project corpus), the split settings and the tokenizer's files, so the
// same corpus with the same tokenizer is tokenized once. The folder appears complete or not at all.
// Returns an error for bad input; when cancelled it returns an error with `what` == "cancelled".
Expected<PretrainingData> preparePretrainingData(const PretrainingSource& source,
                                                 const TextTokenizer& tokenizer,
                                                 const QString& tokenizerDirectory, const QString& cacheRoot,
                                                 JobContext& context);

// The folder under which datasets are cached when the caller names none.
QString defaultDatasetCacheRoot();

} // namespace hw
