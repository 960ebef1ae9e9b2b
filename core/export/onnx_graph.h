#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hw {

// An ONNX model as Headwater writes and reads it: a graph of standard-domain operators, its initializers
// pointing at bytes some owner keeps alive (a tensor, a file read into memory). Names follow onnx.proto.

enum class OnnxDataType : int {
    Float = 1,
    Uint8 = 2,
    Int8 = 3,
    Int32 = 6,
    Int64 = 7,
    Bool = 9,
    Float16 = 10
};

struct OnnxAttribute {
    enum class Kind { Int, Float, Ints };
    std::string name;
    Kind kind = Kind::Int;
    int64_t i = 0;
    float f = 0;
    std::vector<int64_t> ints;

    static OnnxAttribute integer(std::string name, int64_t value) {
        return {std::move(name), Kind::Int, value, 0, {}};
    }
    static OnnxAttribute real(std::string name, float value) {
        return {std::move(name), Kind::Float, 0, value, {}};
    }
    static OnnxAttribute integers(std::string name, std::vector<int64_t> values) {
        return {std::move(name), Kind::Ints, 0, 0, std::move(values)};
    }
};

struct OnnxNode {
    std::string op;
    std::vector<std::string> inputs, outputs;
    std::vector<OnnxAttribute> attributes;
    std::string name;

    const OnnxAttribute* attribute(std::string_view attributeName) const;
};

struct OnnxTensor {
    std::string name;
    OnnxDataType dataType = OnnxDataType::Float;
    std::vector<int64_t> dims;
    std::string_view data;             // little-endian raw bytes
    std::shared_ptr<const void> owner; // keeps `data` alive
};

// A graph input or output: a dimension is a fixed size or a named dynamic axis ("batch", "sequence").
struct OnnxDim {
    int64_t value = -1;
    std::string param;
};

struct OnnxValueInfo {
    std::string name;
    OnnxDataType elemType = OnnxDataType::Float;
    std::vector<OnnxDim> dims;
};

struct OnnxModel {
    int64_t irVersion = 8; // the IR that opset 17 came with
    int64_t opset = 17;
    std::string producerName = "headwater";
    std::string producerVersion;
    std::string graphName;
    std::vector<OnnxNode> nodes; // in an order where every input is made before it is used
    std::vector<OnnxTensor> initializers;
    std::vector<OnnxValueInfo> inputs, outputs;
    std::vector<std::pair<std::string, std::string>> metadata;
};

} // namespace hw
