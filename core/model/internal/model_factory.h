#pragma once
// Core-internal (includes torch): the registry from a config's architecture to its module class.

#include "core/model/internal/encoder_model.h"

#include <memory>

namespace hw {

std::shared_ptr<EncoderModel> createModel(const ModelConfig& config);

// transformers' _init_weights: Linear and Embedding weights ~ normal(0, initializer_range), biases zero,
// the padding row zero, LayerNorm weight 1 and bias 0; MLM output biases zero.
void initializeWeights(EncoderModel& model, uint64_t seed);

} // namespace hw
