#pragma once
// Core-internal (includes torch): how an export checks itself against its source model.

#include "core/model/internal/encoder_model.h"

#include <functional>
#include <optional>

namespace hw {

// Seeded token ids in two shapes (3 texts of 7 tokens, the last padded, both segments; 1 text of 64 tokens or
// the model's longest), each as input ids, attention mask and token type ids.
struct SampleBatch {
    torch::Tensor inputIds, attentionMask, tokenTypeIds;
};
std::vector<SampleBatch> exportSampleBatches(const ModelConfig& config);

struct LogitComparison {
    int samples = 0;
    double maxAbsDifference = 0; // infinity where a side computed NaN or infinity: nothing can be measured
    bool sourceNonFinite = false, candidateNonFinite = false;
};

// The largest |logit difference| between `source` and `candidate` over the sample batches.
using LogitFunction = std::function<torch::Tensor(const SampleBatch&)>;
LogitComparison compareLogits(EncoderModel& source, const LogitFunction& candidate);

// Why a comparison that met NaN or infinity fails (the source's weights, or the export): a difference cannot
// be measured, and "largest difference 0" would read as a perfect copy. Nothing when every logit is finite.
std::optional<UserError> nonFiniteLogits(const LogitComparison& compared, const Text& exported,
                                         const QString& where);

// The model's logits for a sample batch (evaluation mode, no gradients).
torch::Tensor modelLogits(EncoderModel& model, const SampleBatch& batch);

} // namespace hw
