#pragma once

#include "jobs/job.h"
#include "util/expected.h"

namespace hw {

struct PerplexityOptions {
    int seqLength = 128;
    double maskRate = 0.15;
    uint64_t seed = 42;        // fixes which tokens are masked, so models are compared on the same positions
    int batchSize = 16;
    qint64 maxExamples = 0;    // 0: all
    QString cacheDirectory;    // tokenized text; empty: a temporary folder
};

struct PerplexityResult {
    double loss = 0;       // mean cross-entropy per masked token
    double perplexity = 0; // exp(loss)
    qint64 examples = 0;
    qint64 tokens = 0;   // masked tokens the loss averages over
    int seqLength = 0;   // block length used: the option, or the model's maximum when smaller
};

// Masked-LM perplexity of a model on held-out text (any format import-corpus reads): the text is packed into
// blocks as in pretraining, 15% of tokens masked with a fixed seed (80/10/10), and the loss averaged over
// the masked tokens. Two models with the same tokenizer see exactly the same masks.
Expected<PerplexityResult> evaluatePerplexity(const QString& modelDirectory, const QStringList& textFiles, const PerplexityOptions& options,
                                              JobContext& context);

} // namespace hw
