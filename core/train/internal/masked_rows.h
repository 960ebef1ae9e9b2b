#pragma once
// Core-internal (includes torch): the masked-LM head on the masked rows of a batch, shared by the objectives.

#include "core/model/internal/encoder_model.h"

namespace hw {

// The MLM head on the masked rows alone (labels != -100): the vocabulary projection, the largest matmul of a
// small BERT, runs on ~15% of the tokens. Logits come back in float32 for a stable softmax under autocast.
struct MaskedRows {
    torch::Tensor positions; // [N] indexes into the flattened batch
    torch::Tensor logits;    // [N, vocab]
    torch::Tensor targets;   // [N] the original token ids
};
MaskedRows maskedRowLogits(EncoderModel& model, const torch::Tensor& hidden, const torch::Tensor& labels);

} // namespace hw
