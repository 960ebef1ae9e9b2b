#include "core/export/internal/onnx_quantization.h"

#include "core/export/internal/onnx_tensors.h"

#include <torch/torch.h>

#include <map>
#include <set>

namespace hw {

namespace {

struct QuantizedWeight {
    OnnxTensor values, scale, zeroPoint;
};

// The largest weight level: 7 bits, as quantize_dynamic's reduce_range. On x86 CPUs without VNNI,
// onnxruntime multiplies uint8 by int8 in pairs summed into int16 (VPMADDUBSW), which saturates past 32767:
// 255 × 127 × 2 overflows and the int8 model computes something else, 255 × 63 × 2 never does.
constexpr double kWeightLevels = 63.0;

// Symmetric per-column int8: column j is w[:, j] / scale[j] rounded, scale[j] = max |w[:, j]| / 63.
QuantizedWeight quantizeWeight(const OnnxTensor& weight) {
    const torch::Tensor w = tensorOf(weight);
    torch::Tensor scale = w.abs().amax(0) / kWeightLevels;
    scale = torch::where(scale > 0, scale, torch::ones_like(scale)); // an all-zero column
    const torch::Tensor q = torch::round(w / scale).clamp(-kWeightLevels, kWeightLevels).to(torch::kInt8);
    return {onnxTensorOf(weight.name + ".int8", OnnxDataType::Int8, q),
            onnxTensorOf(weight.name + ".scale", OnnxDataType::Float, scale),
            onnxTensorOf(weight.name + ".zero_point", OnnxDataType::Int8,
                         torch::zeros({w.size(1)}, torch::kInt8))};
}

} // namespace

OnnxModel quantizeDynamicInt8(const OnnxModel& model) {
    std::map<std::string, const OnnxTensor*> floatMatrices;
    for (const OnnxTensor& t : model.initializers)
        if (t.dataType == OnnxDataType::Float && t.dims.size() == 2)
            floatMatrices.emplace(t.name, &t);

    OnnxModel out = model;
    out.nodes.clear();
    out.initializers.clear();
    std::map<std::string, QuantizedWeight> quantized;
    for (const OnnxNode& node : model.nodes) {
        auto weight = node.op == "MatMul" && node.inputs.size() == 2 ? floatMatrices.find(node.inputs[1])
                                                                     : floatMatrices.end();
        if (weight == floatMatrices.end()) {
            out.nodes.push_back(node);
            continue;
        }
        if (!quantized.count(weight->first))
            quantized.emplace(weight->first, quantizeWeight(*weight->second));
        const QuantizedWeight& q = quantized.at(weight->first);
        const std::string base = node.name.empty() ? node.outputs.front() : node.name;
        auto add = [&](const char* op, std::vector<std::string> inputs, std::vector<std::string> outputs,
                       std::vector<OnnxAttribute> attributes = {}) {
            OnnxNode n;
            n.op = op;
            n.name = base + "." + op + "." + std::to_string(out.nodes.size()); // unique, as ONNX requires
            n.inputs = std::move(inputs);
            n.outputs = std::move(outputs);
            n.attributes = std::move(attributes);
            out.nodes.push_back(std::move(n));
        };
        const std::string x = base + ".x_uint8", xScale = base + ".x_scale", xZero = base + ".x_zero_point";
        add("DynamicQuantizeLinear", {node.inputs[0]}, {x, xScale, xZero});
        add("MatMulInteger", {x, q.values.name, xZero, q.zeroPoint.name}, {base + ".int32"});
        add("Cast", {base + ".int32"}, {base + ".float"},
            {OnnxAttribute::integer("to", int64_t(OnnxDataType::Float))});
        add("Mul", {xScale, q.scale.name}, {base + ".scale"});
        add("Mul", {base + ".float", base + ".scale"}, node.outputs);
    }
    // Initializers the quantized graph still reads, then the int8 weights.
    std::set<std::string> used;
    for (const OnnxNode& node : out.nodes)
        used.insert(node.inputs.begin(), node.inputs.end());
    for (const OnnxTensor& t : model.initializers)
        if (used.count(t.name))
            out.initializers.push_back(t);
    for (const auto& [name, q] : quantized)
        for (const OnnxTensor* t : {&q.values, &q.scale, &q.zeroPoint})
            out.initializers.push_back(*t);
    out.metadata.emplace_back("quantization",
                              "dynamic int8 (MatMul weights per column, activations per call)");
    return out;
}

} // namespace hw
