#include "core/train/internal/dynamic_loss_scaler.h"

#include <torch/torch.h>

namespace hw {

bool DynamicLossScaler::unscale(const std::vector<torch::Tensor>& parameters) {
    torch::NoGradGuard noGrad;
    std::vector<torch::Tensor> finite;
    for (const torch::Tensor& p : parameters) {
        if (!p.grad().defined())
            continue;
        p.grad().div_(m_scale);
        finite.push_back(p.grad().isfinite().all());
    }
    // One device synchronisation for all parameters, not one each.
    if (!finite.empty() && !torch::stack(finite).all().item<bool>()) {
        m_scale /= 2;
        m_goodSteps = 0;
        return false;
    }
    if (++m_goodSteps == m_growthInterval) {
        m_scale *= 2;
        m_goodSteps = 0;
    }
    return true;
}

} // namespace hw
