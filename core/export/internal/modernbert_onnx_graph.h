#pragma once
// Core-internal (includes torch): a ModernBERT model with its head as an ONNX graph.

#include "core/export/onnx_graph.h"
#include "core/model/internal/encoder_model.h"

namespace hw {

// Inputs input_ids and attention_mask (int64 [batch, sequence]; ModernBERT has no token types), as
// transformers' own ONNX export of ModernBERT has them; output logits as the model's forward gives them. The
// rotary tables and the sliding-window mask are computed in the graph from the sequence length, so batch and
// sequence stay dynamic. Opset 17 operators only.
OnnxModel modernBertOnnxModel(EncoderModel& model);

} // namespace hw
