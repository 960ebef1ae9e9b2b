#include "core/train/internal/adamw_setup.h"

#include <torch/torch.h>

#include <set>

namespace hw {

namespace {

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

} // namespace

bool decaysWeight(const std::string& name) {
    return endsWith(name, "weight") && name.find("LayerNorm") == std::string::npos &&
           !endsWith(name, "norm.weight");
}

std::unique_ptr<torch::optim::AdamW>
createAdamW(const std::vector<std::shared_ptr<torch::nn::Module>>& modules, const AdamWSettings& settings) {
    std::vector<torch::Tensor> withDecay, withoutDecay;
    std::set<const void*> seen;
    for (const auto& module : modules) {
        for (const auto& p : module->named_parameters()) {
            if (!seen.insert(p.value().unsafeGetTensorImpl()).second)
                continue;
            (decaysWeight(p.key()) ? withDecay : withoutDecay).push_back(p.value());
        }
    }
    auto options = [&](double decay) {
        return std::make_unique<torch::optim::AdamWOptions>(torch::optim::AdamWOptions(settings.learningRate)
                                                                .weight_decay(decay)
                                                                .eps(settings.epsilon)
                                                                .betas({0.9, settings.beta2}));
    };
    std::vector<torch::optim::OptimizerParamGroup> groups;
    groups.emplace_back(withDecay, options(settings.weightDecay));
    groups.emplace_back(withoutDecay, options(0.0));
    return std::make_unique<torch::optim::AdamW>(
        groups,
        torch::optim::AdamWOptions(settings.learningRate).eps(settings.epsilon).betas({0.9, settings.beta2}));
}

void setLearningRate(torch::optim::Optimizer& optimizer, double learningRate) {
    for (auto& group : optimizer.param_groups())
        static_cast<torch::optim::AdamWOptions&>(group.options()).lr(learningRate);
}

std::vector<torch::Tensor> optimizedParameters(const torch::optim::Optimizer& optimizer) {
    std::vector<torch::Tensor> out;
    for (const auto& group : optimizer.param_groups())
        out.insert(out.end(), group.params().begin(), group.params().end());
    return out;
}

} // namespace hw
