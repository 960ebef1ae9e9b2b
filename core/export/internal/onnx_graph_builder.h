#pragma once
// Core-internal (includes torch): adds an encoder's ONNX nodes and initializers one by one, finding the
// model's weights by their transformers names.

#include "core/export/onnx_graph.h"
#include "core/model/internal/encoder_model.h"

#include <map>
#include <set>

namespace hw {

// An int64 [batch, sequence] graph input.
OnnxValueInfo tokenInput(const char* name);
// The logits as the model's forward gives them: [batch, labels], [batch, sequence] or [batch, sequence,
// vocab].
OnnxValueInfo logitsOutput(const ModelConfig& config);

class GraphBuilder {
public:
    GraphBuilder(OnnxModel& model, EncoderModel& source, const ModelConfig& config);

    // A node with one output, named after the node; returns that output's name.
    std::string node(const char* op, std::vector<std::string> inputs,
                     std::vector<OnnxAttribute> attributes = {});

    bool hasParameter(const std::string& name) const { return m_parameters.count(name) > 0; }
    // A parameter as an initializer under its own name; `transposed` stores a weight as [in, out] for MatMul.
    std::string parameter(const std::string& name, bool transposed = false);

    std::string int64Constant(const std::string& name, std::vector<int64_t> values, bool scalar = false);
    std::string floatConstant(const std::string& name, float value);
    std::string floatTensor(const std::string& name, const torch::Tensor& values);

    // x W^T (+ b where the model has prefix.bias).
    std::string linear(const std::string& x, const std::string& prefix);
    // Over the last axis with the config's epsilon; a norm without prefix.bias adds zeros.
    std::string layerNorm(const std::string& x, const std::string& prefix);
    std::string activation(const std::string& x, const QString& name);
    // Exact GELU: 0.5 x (1 + erf(x / sqrt 2)); opset 17 has no Gelu operator.
    std::string gelu(const std::string& x);
    std::string firstToken(const std::string& hidden);
    // x[..., begin:end] on the last axis.
    std::string lastAxisSlice(const std::string& x, int64_t begin, int64_t end);
    std::string cast(const std::string& x, OnnxDataType to);
    // The word embeddings (or another [vocab, hidden] matrix) as the output projection of a masked-LM head,
    // stored once and transposed at run time; `bias` may be empty.
    std::string decoder(const std::string& x, const std::string& embeddings, const std::string& bias);

private:
    std::string halfTimesOnePlus(const std::string& x, const std::string& y);
    void addTensor(const std::string& name, OnnxDataType type, const torch::Tensor& t);

    OnnxModel& m_model;
    const ModelConfig& m_config;
    std::map<std::string, torch::Tensor> m_parameters;
    std::set<std::string> m_added;
};

} // namespace hw
