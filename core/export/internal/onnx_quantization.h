#pragma once
// Core-internal (includes torch): dynamic int8 quantisation of an ONNX graph, as onnxruntime's
// quantize_dynamic does it.

#include "core/export/onnx_graph.h"

namespace hw {

// Every MatMul by a 2-D fp32 weight initializer becomes DynamicQuantizeLinear (activations to uint8, scale
// measured per call) + MatMulInteger with the weight in int8 (symmetric, one scale per output column) + the
// two scales multiplied back in. Other nodes (embeddings, layer norms, attention, the tied masked-LM decoder)
// stay fp32. Standard operators of opset 11 and older, so opset 17 covers them.
OnnxModel quantizeDynamicInt8(const OnnxModel& model);

} // namespace hw
