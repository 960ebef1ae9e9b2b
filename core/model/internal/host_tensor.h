#pragma once
// Core-internal (includes torch): host arrays (batches built off the torch thread) as device tensors.

#include <torch/torch.h>

#include <vector>

namespace hw {

// A copy of `data` shaped `shape` on `device`: from_blob only borrows the vector, clone() owns the copy.
template <typename T>
torch::Tensor tensorOnDevice(const std::vector<T>& data, std::vector<int64_t> shape,
                             const torch::Device& device) {
    return torch::from_blob(const_cast<T*>(data.data()), shape, c10::CppTypeToScalarType<T>::value)
        .clone()
        .to(device);
}

} // namespace hw
