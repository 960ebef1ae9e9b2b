#pragma once

#include "core/eval/mask_fill.h"
#include "core/eval/model_cache.h"

namespace hw {

// Mask-fill models kept loaded between queries (the comparison page's).
using MaskFillModelCache = ModelCache<MaskFillModel>;

} // namespace hw
