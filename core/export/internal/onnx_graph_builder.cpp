#include "core/export/internal/onnx_graph_builder.h"

#include "core/export/internal/onnx_tensors.h"

#include <torch/torch.h>

#include <cmath>

namespace hw {

OnnxValueInfo tokenInput(const char* name) {
    return {name, OnnxDataType::Int64, {OnnxDim{-1, "batch"}, OnnxDim{-1, "sequence"}}};
}

OnnxValueInfo logitsOutput(const ModelConfig& config) {
    OnnxValueInfo out{"logits", OnnxDataType::Float, {OnnxDim{-1, "batch"}}};
    if (isSequenceClassifier(config.architecture))
        out.dims.push_back(OnnxDim{config.numLabels(), {}});
    else
        out.dims.push_back(OnnxDim{-1, "sequence"});
    if (hasMaskedLmHead(config.architecture))
        out.dims.push_back(OnnxDim{config.vocabSize, {}});
    return out;
}

GraphBuilder::GraphBuilder(OnnxModel& model, EncoderModel& source, const ModelConfig& config)
    : m_model(model)
    , m_config(config) {
    for (const auto& item : source.named_parameters())
        m_parameters.emplace(item.key(), item.value().detach().to(torch::kCPU, torch::kFloat32));
}

std::string GraphBuilder::node(const char* op, std::vector<std::string> inputs,
                               std::vector<OnnxAttribute> attributes) {
    OnnxNode n;
    n.op = op;
    n.inputs = std::move(inputs);
    n.attributes = std::move(attributes);
    n.name = std::string(op) + "_" + std::to_string(m_model.nodes.size());
    n.outputs = {n.name + "_out"};
    m_model.nodes.push_back(n);
    return n.outputs.front();
}

std::string GraphBuilder::parameter(const std::string& name, bool transposed) {
    const std::string stored = transposed ? name + ".transposed" : name;
    if (m_added.count(stored))
        return stored;
    auto found = m_parameters.find(name);
    if (found == m_parameters.end())
        throw std::logic_error("the model has no parameter " + name);
    torch::Tensor t = transposed ? found->second.t().contiguous() : found->second.contiguous();
    addTensor(stored, OnnxDataType::Float, t);
    return stored;
}

std::string GraphBuilder::int64Constant(const std::string& name, std::vector<int64_t> values, bool scalar) {
    torch::Tensor t = torch::tensor(values, torch::kLong);
    if (scalar)
        t = t.reshape({});
    addTensor(name, OnnxDataType::Int64, t);
    return name;
}

std::string GraphBuilder::floatConstant(const std::string& name, float value) {
    addTensor(name, OnnxDataType::Float, torch::tensor(value, torch::kFloat32).reshape({}));
    return name;
}

std::string GraphBuilder::floatTensor(const std::string& name, const torch::Tensor& values) {
    addTensor(name, OnnxDataType::Float, values.to(torch::kFloat32).contiguous());
    return name;
}

std::string GraphBuilder::linear(const std::string& x, const std::string& prefix) {
    const std::string product = node("MatMul", {x, parameter(prefix + ".weight", true)});
    if (!hasParameter(prefix + ".bias"))
        return product;
    return node("Add", {product, parameter(prefix + ".bias")});
}

std::string GraphBuilder::layerNorm(const std::string& x, const std::string& prefix) {
    const std::string weight = parameter(prefix + ".weight");
    // LayerNormalization's bias is optional, but a zeros bias keeps every runtime on its common path.
    const std::string bias =
        hasParameter(prefix + ".bias")
            ? parameter(prefix + ".bias")
            : floatTensor("zeros." + std::to_string(m_parameters.at(prefix + ".weight").numel()),
                          torch::zeros_like(m_parameters.at(prefix + ".weight")));
    return node(
        "LayerNormalization", {x, weight, bias},
        {OnnxAttribute::integer("axis", -1), OnnxAttribute::real("epsilon", float(m_config.layerNormEps))});
}

std::string GraphBuilder::activation(const std::string& x, const QString& name) {
    if (name == QLatin1String("gelu"))
        return gelu(x);
    if (name == QLatin1String("gelu_new") || name == QLatin1String("gelu_fast")) {
        // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
        const std::string cube = node("Mul", {x, node("Mul", {x, x})});
        const std::string inner =
            node("Add", {x, node("Mul", {cube, floatConstant("gelu_new.coefficient", 0.044715f)})});
        const std::string t = node(
            "Tanh", {node("Mul", {inner, floatConstant("gelu_new.scale", float(std::sqrt(2.0 / M_PI)))})});
        return halfTimesOnePlus(x, t);
    }
    if (name == QLatin1String("relu"))
        return node("Relu", {x});
    if (name == QLatin1String("tanh"))
        return node("Tanh", {x});
    if (name == QLatin1String("silu") || name == QLatin1String("swish"))
        return node("Mul", {x, node("Sigmoid", {x})});
    throw std::logic_error("no ONNX form for activation " + name.toStdString());
}

std::string GraphBuilder::gelu(const std::string& x) {
    const std::string e =
        node("Erf", {node("Mul", {x, floatConstant("gelu.inverse_sqrt2", float(M_SQRT1_2))})});
    return halfTimesOnePlus(x, e);
}

std::string GraphBuilder::firstToken(const std::string& hidden) {
    return node("Gather", {hidden, int64Constant("first_token", {0}, true)},
                {OnnxAttribute::integer("axis", 1)});
}

std::string GraphBuilder::lastAxisSlice(const std::string& x, int64_t begin, int64_t end) {
    return node("Slice", {x, int64Constant("slice.at." + std::to_string(begin), {begin}),
                          int64Constant("slice.at." + std::to_string(end), {end}),
                          int64Constant("slice.last_axis", {-1})});
}

std::string GraphBuilder::cast(const std::string& x, OnnxDataType to) {
    return node("Cast", {x}, {OnnxAttribute::integer("to", int64_t(to))});
}

std::string GraphBuilder::decoder(const std::string& x, const std::string& embeddings,
                                  const std::string& bias) {
    const std::string weightT =
        node("Transpose", {parameter(embeddings)}, {OnnxAttribute::integers("perm", {1, 0})});
    const std::string product = node("MatMul", {x, weightT});
    return bias.empty() ? product : node("Add", {product, parameter(bias)});
}

std::string GraphBuilder::halfTimesOnePlus(const std::string& x, const std::string& y) {
    const std::string onePlus = node("Add", {y, floatConstant("one", 1.0f)});
    return node("Mul", {node("Mul", {x, floatConstant("half", 0.5f)}), onePlus});
}

void GraphBuilder::addTensor(const std::string& name, OnnxDataType type, const torch::Tensor& t) {
    if (m_added.insert(name).second)
        m_model.initializers.push_back(onnxTensorOf(name, type, t));
}

} // namespace hw
