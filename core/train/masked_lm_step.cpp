#include "train/internal/masked_lm_step.h"

#include "train/internal/adamw_setup.h"

#include <torch/torch.h>

namespace hw {

MaskedLmTrainer::MaskedLmTrainer(std::shared_ptr<EncoderModel> model, Options options) : m_model(std::move(model)), m_options(options)
{
    m_optimizer = createAdamW({m_model}, AdamWSettings{m_options.learningRate, m_options.weightDecay, 1e-8});
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
