#pragma once

#include "core/dataset/pretraining_data.h"
#include "core/eval/perplexity_comparison.h"
#include "core/jobs/job.h"
#include "core/util/expected.h"

namespace hw {

// Which documents of a source are scored: a project corpus keeps its stored split; loose files are all
// held-out text.
enum class PerplexitySplit { All, Validation, Train };

struct PerplexityOptions {
    int seqLength = 128;
    double maskRate = 0.15;
    // Fixes which tokens are masked, so models are compared on the same positions. A pretraining run scores
    // its validation blocks with its own seed's masks: `evaluate --seed` with the run's seed reproduces them.
    uint64_t seed = 42;
    int batchSize = 16;
    qint64 maxExamples = 0; // 0: all
    QString cacheDirectory; // tokenized text; empty: a temporary folder
    QString device = QStringLiteral("cpu");
};

struct PerplexityResult {
    double loss = 0;       // mean cross-entropy per masked token
    double perplexity = 0; // exp(loss)
    qint64 examples = 0;
    qint64 tokens = 0;           // masked tokens the loss averages over
    qint64 characters = 0;       // the characters those masked tokens spell (tokenCharacterCounts)
    double bitsPerCharacter = 0; // comparable across tokenizers (see hw::bitsPerCharacter)
    int seqLength = 0;           // block length used: the option, or the model's maximum when smaller
    TokenizerIdentity tokenizer; // the model's: perplexities of different tokenizers are not comparable
};

// Masked-LM perplexity of a model on held-out text (any format import-corpus reads, or a project corpus): the
// text is packed into blocks as in pretraining, 15% of tokens masked with a fixed seed (80/10/10), and the
// loss averaged over the masked tokens. Two models with the same tokenizer see exactly the same masks; models
// with different tokenizers are scored on different tokens (see perplexityComparisonNote).
Expected<PerplexityResult> evaluatePerplexity(const QString& modelDirectory, PretrainingSource source,
                                              PerplexitySplit split, const PerplexityOptions& options,
                                              JobContext& context);

} // namespace hw
