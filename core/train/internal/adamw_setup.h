#pragma once
// Core-internal (includes torch): AdamW over one or more modules, as transformers' Trainer sets it up.

#include <torch/nn/module.h>
#include <torch/optim/adamw.h>

#include <memory>
#include <string>
#include <vector>

namespace hw {

struct AdamWSettings {
    double learningRate = 1e-4;
    double weightDecay = 0.01;
    double epsilon = 1e-6;
    double beta2 = 0.999; // beta1 stays 0.9, as in every recipe Headwater follows
};

// Two groups: weights that decay, and biases and LayerNorm weights that do not. A tensor shared by several
// modules (ELECTRA's tied embeddings) is optimised once.
// Whether a parameter decays: a weight that is no norm's, as the Trainer leaves every LayerNorm out (BERT's
// "LayerNorm", RoBERTa's "layer_norm", ModernBERT's "attn_norm", "final_norm", "norm").
bool decaysWeight(const std::string& name);
std::unique_ptr<torch::optim::AdamW>
createAdamW(const std::vector<std::shared_ptr<torch::nn::Module>>& modules, const AdamWSettings& settings);
void setLearningRate(torch::optim::Optimizer& optimizer, double learningRate);
// Every parameter once, in the optimizer's order.
std::vector<torch::Tensor> optimizedParameters(const torch::optim::Optimizer& optimizer);

} // namespace hw
