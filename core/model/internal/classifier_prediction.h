#pragma once
// Core-internal (includes torch): a sequence classifier's label probabilities.

#include "dataset/classification_batches.h"
#include "model/internal/encoder_model.h"

namespace hw {

// Probabilities per example (softmax, or sigmoid per label), in example order.
std::vector<std::vector<float>> predictProbabilities(EncoderModel& model, const EncodedExamples& examples,
                                                     int batchSize, int padId, const torch::Device& device);

} // namespace hw
