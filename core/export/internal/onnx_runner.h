#pragma once
// Core-internal (includes torch): runs an ONNX graph of the operators Headwater writes, with libtorch, so an
// export can check the file it wrote without an ONNX runtime.

#include "core/export/onnx_graph.h"
#include "core/util/expected.h"

#include <torch/torch.h>

#include <map>

namespace hw {

// The graph's outputs, in its order, for named inputs. An operator outside the written subset is an error.
Expected<std::vector<torch::Tensor>> runOnnxModel(const OnnxModel& model,
                                                  const std::map<std::string, torch::Tensor>& inputs);

} // namespace hw
