#pragma once
// Core-internal (includes torch): copying checkpoint tensors into a model and back out, with
// transformers' naming rules (legacy LayerNorm names, position_ids buffers, tied decoders).

#include "core/model/internal/encoder_model.h"
#include "core/model_io/internal/weight_source.h"
#include "core/model_io/load_report.h"

namespace hw {

struct WeightLoadOptions {
    // Create head tensors the file lacks (a classifier on top of a pretrained backbone), as
    // transformers does with a warning. Backbone tensors must always be present.
    bool allowNewHead = false;
};

Expected<LoadReport> loadWeightsInto(EncoderModel& model, const WeightSource& source, const QString& where,
                                     const WeightLoadOptions& options = {});

// The tensors a model directory's model.safetensors holds: every parameter once, tied copies left out
// (transformers re-ties them on load).
std::map<std::string, torch::Tensor> stateDictForExport(EncoderModel& model);

} // namespace hw
