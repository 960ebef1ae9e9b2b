#pragma once
// Core-internal (includes torch): a sequence classifier's label probabilities.

#include "core/dataset/classification_batches.h"
#include "core/model/internal/encoder_model.h"

#include <functional>

namespace hw {

// A classifier's logits [rows, labels] for a batch of input ids and attention mask [rows, length] on the CPU.
using BatchLogits =
    std::function<torch::Tensor(const torch::Tensor& inputIds, const torch::Tensor& attentionMask)>;

// Probabilities per example (softmax, or sigmoid per label), in example order, batched by length.
std::vector<std::vector<float>>
predictProbabilities(const BatchLogits& logitsOf, const EncodedExamples& examples, int batchSize, int padId);
// The same through `model` on `device`, in evaluation mode (left in training mode after).
std::vector<std::vector<float>> predictProbabilities(EncoderModel& model, const EncodedExamples& examples,
                                                     int batchSize, int padId, const torch::Device& device);

} // namespace hw
