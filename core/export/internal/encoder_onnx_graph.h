#pragma once
// Core-internal (includes torch): a BERT, ELECTRA, RoBERTa or ModernBERT model with its head as an ONNX
// graph.

#include "core/export/onnx_graph.h"
#include "core/model/internal/encoder_model.h"

namespace hw {

// Inputs input_ids, attention_mask, token_type_ids (int64 [batch, sequence]; ModernBERT's graph has no
// token_type_ids, see modernbert_onnx_graph.h); output logits as the model's forward gives them (masked LM
// [batch, sequence, vocab], discriminator [batch, sequence], classifier [batch, labels]). Opset 17 operators
// only; the weights are the model's fp32 tensors, shared, not copied (transposed matrices are new tensors).
OnnxModel encoderOnnxModel(EncoderModel& model);

} // namespace hw
