#pragma once
// Core-internal (includes torch): runs an ONNX graph of the operators Headwater writes, with libtorch, so an
// export can check the file it wrote without an ONNX runtime.

#include "core/export/onnx_graph.h"
#include "core/util/expected.h"

#include <torch/torch.h>

#include <map>

namespace hw {

// The graph's outputs, in its order, for named inputs. An operator outside the written subset is an error,
// and so is an input the graph does not declare or a declared one left out, as onnxruntime refuses them.
Expected<std::vector<torch::Tensor>> runOnnxModel(const OnnxModel& model,
                                                  const std::map<std::string, torch::Tensor>& inputs);

// The token tensors among input_ids, attention_mask and token_type_ids that the graph declares (ModernBERT's
// has no token types); undefined token types are zeros.
std::map<std::string, torch::Tensor> tokenInputsFor(const OnnxModel& model, const torch::Tensor& inputIds,
                                                    const torch::Tensor& attentionMask,
                                                    const torch::Tensor& tokenTypeIds = torch::Tensor());

} // namespace hw
