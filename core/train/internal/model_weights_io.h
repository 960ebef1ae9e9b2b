#pragma once
// Core-internal (includes torch): reading a saved model directory's weights back into a live model.

#include "core/model/internal/encoder_model.h"
#include "core/util/expected.h"

namespace hw {

// Copies the weights of `directory` (written by saveModelDirectory) into `model`, which keeps its device.
Expected<bool> restoreModelWeights(EncoderModel& model, const QString& directory);

} // namespace hw
