#include "core/train/internal/masked_rows.h"

#include <torch/torch.h>

namespace hw {

MaskedRows maskedRowLogits(EncoderModel& model, const torch::Tensor& hidden, const torch::Tensor& labels) {
    MaskedRows m;
    const torch::Tensor flatLabels = labels.reshape({-1});
    m.positions = flatLabels.ne(-100).nonzero().squeeze(1);
    m.targets = flatLabels.index_select(0, m.positions);
    m.logits = model.maskedLmLogits(hidden.reshape({-1, hidden.size(-1)}).index_select(0, m.positions))
                   .to(torch::kFloat);
    return m;
}

} // namespace hw
