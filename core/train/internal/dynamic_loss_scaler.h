#pragma once
// Core-internal (includes torch): loss scaling for fp16 training, as torch.cuda.amp.GradScaler does it.

#include <torch/types.h>

#include <vector>

namespace hw {

// The loss is multiplied by scale() before backward, so small fp16 gradients do not flush to zero. After
// backward, unscale() divides the gradients back; an inf/NaN gradient means the scale was too large: the
// step is skipped and the scale halved. After `growthInterval` good steps in a row the scale doubles.
class DynamicLossScaler {
public:
    explicit DynamicLossScaler(double initialScale = 65536, int growthInterval = 2000)
        : m_scale(initialScale)
        , m_growthInterval(growthInterval) {}

    double scale() const { return m_scale; }
    // Unscales the gradients of `parameters` in place; false when one is not finite (skip this step).
    bool unscale(const std::vector<torch::Tensor>& parameters);

private:
    double m_scale;
    int m_growthInterval;
    int m_goodSteps = 0;
};

} // namespace hw
