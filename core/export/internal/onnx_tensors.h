#pragma once
// Core-internal (includes torch): ONNX initializers to and from libtorch tensors.

#include "core/export/onnx_graph.h"

#include <torch/torch.h>

namespace hw {

torch::ScalarType scalarTypeOf(OnnxDataType type);

// An initializer holding `tensor`'s bytes (made contiguous), which it keeps alive: no copy for a contiguous
// one.
OnnxTensor onnxTensorOf(const std::string& name, OnnxDataType type, const torch::Tensor& tensor);

// A tensor with an initializer's values, copied (a file's bytes carry no alignment promise); an initializer
// whose byte count does not fit its shape throws std::invalid_argument.
torch::Tensor tensorOf(const OnnxTensor& initializer);

} // namespace hw
