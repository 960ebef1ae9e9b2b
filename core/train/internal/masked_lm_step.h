#pragma once
// Core-internal (includes torch): one masked-LM optimisation step.

#include "core/model/internal/encoder_model.h"

#include <torch/optim.h>

#include <memory>

namespace hw {

// The MLM head on the masked rows alone (labels != -100): the vocabulary projection, the largest matmul of a
// small BERT, runs on ~15% of the tokens. Logits come back in float32 for a stable softmax under autocast.
struct MaskedRows {
    torch::Tensor positions; // [N] indexes into the flattened batch
    torch::Tensor logits;    // [N, vocab]
    torch::Tensor targets;   // [N] the original token ids
};
MaskedRows maskedRowLogits(EncoderModel& model, const torch::Tensor& hidden, const torch::Tensor& labels);

// AdamW (no weight decay on biases and LayerNorm weights, as transformers' run_mlm does), gradient
// clipping, and the MLM loss on the masked rows alone: the step checked against transformers in the tests.
class MaskedLmTrainer {
public:
    struct Options {
        double learningRate = 1e-4;
        double weightDecay = 0.01;
        double maxGradNorm = 1.0;
    };

    MaskedLmTrainer(std::shared_ptr<EncoderModel> model, Options options);
    // Returns the loss of this step.
    double step(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                const torch::Tensor& labels);

    static torch::Tensor maskedLmLoss(EncoderModel& model, const torch::Tensor& inputIds,
                                      const torch::Tensor& attentionMask, const torch::Tensor& labels);

private:
    std::shared_ptr<EncoderModel> m_model;
    Options m_options;
    std::unique_ptr<torch::optim::AdamW> m_optimizer;
};

} // namespace hw
