#pragma once

#include "core/jobs/job.h"
#include "core/tokenize/domain_terms.h"

namespace hw {

struct VocabExtensionRequest {
    QString modelDirectory;     // a model with a WordPiece or byte-level BPE tokenizer
    QStringList corpusFiles;    // domain text to find terms in
    QString projectCorpus;      // or the training split of this corpus of the job's project
    int addCount = 0;           // how many ranked terms to add
    QStringList explicitTokens; // or exactly these words
    int minFrequency = 5;
    QString outputDirectory;
    bool overwrite = false;
    bool dryRun = false; // rank and report only
};

struct VocabExtensionResult {
    QVector<DomainTerm> added;
    int oldVocabSize = 0;
    int newVocabSize = 0;
};

// Adds domain words to a model's vocabulary: each new embedding row (and MLM output bias) starts as the
// mean of the rows of the pieces the word used to split into, so the model's behaviour on text without
// the new words is unchanged. A byte-level BPE vocabulary gains merges, appended after its own, and the
// partial joins they make. Writes the resized model and its tokenizer to the output directory.
Expected<VocabExtensionResult> extendModelVocabulary(const VocabExtensionRequest& request,
                                                     JobContext* context);

} // namespace hw
