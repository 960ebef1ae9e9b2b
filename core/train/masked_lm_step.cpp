#include "train/internal/masked_lm_step.h"

#include <torch/torch.h>

namespace hw {

namespace {

bool decays(const std::string& name)
{
    return name.find("LayerNorm") == std::string::npos && name.size() >= 6 && name.compare(name.size() - 6, 6, "weight") == 0;
}

} // namespace

MaskedLmTrainer::MaskedLmTrainer(std::shared_ptr<EncoderModel> model, Options options) : m_model(std::move(model)), m_options(options)
{
    std::vector<torch::Tensor> withDecay, withoutDecay;
    for (const auto& p : m_model->named_parameters())
        (decays(p.key()) ? withDecay : withoutDecay).push_back(p.value());
    std::vector<torch::optim::OptimizerParamGroup> groups;
    groups.emplace_back(withDecay, std::make_unique<torch::optim::AdamWOptions>(
                                       torch::optim::AdamWOptions(m_options.learningRate).weight_decay(m_options.weightDecay)));
    groups.emplace_back(withoutDecay, std::make_unique<torch::optim::AdamWOptions>(
                                          torch::optim::AdamWOptions(m_options.learningRate).weight_decay(0.0)));
    m_optimizer = std::make_unique<torch::optim::AdamW>(groups, torch::optim::AdamWOptions(m_options.learningRate));
}

torch::Tensor MaskedLmTrainer::maskedLmLoss(EncoderModel& model, const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                            const torch::Tensor& labels)
{
    const torch::Tensor hidden = model.encode(inputIds, attentionMask, torch::Tensor());
    const torch::Tensor positions = labels.reshape({-1}).ne(-100).nonzero().squeeze(1);
    const torch::Tensor rows = hidden.reshape({-1, hidden.size(-1)}).index_select(0, positions);
    const torch::Tensor logits = model.maskedLmLogits(rows);
    return torch::nn::functional::cross_entropy(logits, labels.reshape({-1}).index_select(0, positions));
}

double MaskedLmTrainer::step(const torch::Tensor& inputIds, const torch::Tensor& attentionMask, const torch::Tensor& labels)
{
    m_optimizer->zero_grad();
    torch::Tensor loss = maskedLmLoss(*m_model, inputIds, attentionMask, labels);
    loss.backward();
    torch::nn::utils::clip_grad_norm_(m_model->parameters(), m_options.maxGradNorm);
    m_optimizer->step();
    return loss.item<double>();
}

} // namespace hw
