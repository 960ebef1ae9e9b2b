#pragma once
// Core-internal (includes torch): one masked-LM optimisation step.

#include "model/internal/encoder_model.h"

#include <torch/optim.h>

#include <memory>

namespace hw {

// AdamW (no weight decay on biases and LayerNorm weights, as transformers' run_mlm does), gradient
// clipping, and the MLM loss computed only where labels != -100: the vocabulary projection, the largest
// matmul of a small BERT, runs on the masked rows alone.
class MaskedLmTrainer {
public:
    struct Options {
        double learningRate = 1e-4;
        double weightDecay = 0.01;
        double maxGradNorm = 1.0;
    };

    MaskedLmTrainer(std::shared_ptr<EncoderModel> model, Options options);
    // Returns the loss of this step.
    double step(const torch::Tensor& inputIds, const torch::Tensor& attentionMask, const torch::Tensor& labels);

    static torch::Tensor maskedLmLoss(EncoderModel& model, const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                      const torch::Tensor& labels);

private:
    std::shared_ptr<EncoderModel> m_model;
    Options m_options;
    std::unique_ptr<torch::optim::AdamW> m_optimizer;
};

} // namespace hw
