#include "core/train/internal/masked_lm_step.h"

#include "core/train/internal/adamw_setup.h"

#include <torch/torch.h>

namespace hw {

MaskedLmTrainer::MaskedLmTrainer(std::shared_ptr<EncoderModel> model, Options options)
    : m_model(std::move(model))
    , m_options(options) {
    m_optimizer = createAdamW({m_model}, AdamWSettings{m_options.learningRate, m_options.weightDecay, 1e-8});
}

MaskedRows maskedRowLogits(EncoderModel& model, const torch::Tensor& hidden, const torch::Tensor& labels) {
    MaskedRows m;
    const torch::Tensor flatLabels = labels.reshape({-1});
    m.positions = flatLabels.ne(-100).nonzero().squeeze(1);
    m.targets = flatLabels.index_select(0, m.positions);
    m.logits = model.maskedLmLogits(hidden.reshape({-1, hidden.size(-1)}).index_select(0, m.positions))
                   .to(torch::kFloat);
    return m;
}

torch::Tensor MaskedLmTrainer::maskedLmLoss(EncoderModel& model, const torch::Tensor& inputIds,
                                            const torch::Tensor& attentionMask, const torch::Tensor& labels) {
    const MaskedRows rows =
        maskedRowLogits(model, model.encode(inputIds, attentionMask, torch::Tensor()), labels);
    return torch::nn::functional::cross_entropy(rows.logits, rows.targets);
}

double MaskedLmTrainer::step(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                             const torch::Tensor& labels) {
    m_optimizer->zero_grad();
    torch::Tensor loss = maskedLmLoss(*m_model, inputIds, attentionMask, labels);
    loss.backward();
    torch::nn::utils::clip_grad_norm_(m_model->parameters(), m_options.maxGradNorm);
    m_optimizer->step();
    return loss.item<double>();
}

} // namespace hw
