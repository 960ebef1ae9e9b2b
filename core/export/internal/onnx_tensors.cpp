#include "core/export/internal/onnx_tensors.h"

namespace hw {

torch::ScalarType scalarTypeOf(OnnxDataType type) {
    switch (type) {
    case OnnxDataType::Float:
        return torch::kFloat32;
    case OnnxDataType::Int64:
        return torch::kLong;
    case OnnxDataType::Float16:
        return torch::kFloat16;
    case OnnxDataType::Uint8:
        return torch::kUInt8;
    case OnnxDataType::Int8:
        return torch::kInt8;
    case OnnxDataType::Int32:
        return torch::kInt32;
    case OnnxDataType::Bool:
        return torch::kBool;
    }
    throw std::invalid_argument("ONNX data type " + std::to_string(int(type)) + " is not supported");
}

OnnxTensor onnxTensorOf(const std::string& name, OnnxDataType type, const torch::Tensor& tensor) {
    auto owner = std::make_shared<torch::Tensor>(tensor.contiguous());
    OnnxTensor out;
    out.name = name;
    out.dataType = type;
    out.dims.assign(owner->sizes().begin(), owner->sizes().end());
    out.data = std::string_view(static_cast<const char*>(owner->data_ptr()),
                                size_t(owner->numel() * owner->element_size()));
    out.owner = owner;
    return out;
}

torch::Tensor tensorOf(const OnnxTensor& initializer) {
    const torch::ScalarType type = scalarTypeOf(initializer.dataType);
    int64_t count = 1;
    for (int64_t d : initializer.dims)
        count *= d;
    if (int64_t(initializer.data.size()) != count * int64_t(c10::elementSize(type)))
        throw std::invalid_argument("initializer " + initializer.name + " holds " +
                                    std::to_string(initializer.data.size()) + " bytes for its shape");
    return torch::from_blob(const_cast<char*>(initializer.data.data()), initializer.dims,
                            torch::TensorOptions(type))
        .clone();
}

} // namespace hw
