#include "core/export/internal/encoder_onnx_graph.h"

#include "core/export/internal/onnx_tensors.h"

#include <torch/torch.h>

#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace hw {

namespace {

// Adds nodes and initializers with fresh names; the model's parameters are found by their transformers names.
class GraphBuilder {
public:
    GraphBuilder(OnnxModel& model, EncoderModel& source, const ModelConfig& config)
        : m_model(model)
        , m_config(config) {
        for (const auto& item : source.named_parameters())
            m_parameters.emplace(item.key(), item.value().detach().to(torch::kCPU, torch::kFloat32));
    }

    std::string node(const char* op, std::vector<std::string> inputs,
                     std::vector<OnnxAttribute> attributes = {}) {
        OnnxNode n;
        n.op = op;
        n.inputs = std::move(inputs);
        n.attributes = std::move(attributes);
        n.name = std::string(op) + "_" + std::to_string(m_model.nodes.size());
        n.outputs = {n.name + "_out"};
        m_model.nodes.push_back(n);
        return n.outputs.front();
    }

    // A parameter as an initializer under its own name; `transposed` stores a weight as [in, out] for MatMul.
    std::string parameter(const std::string& name, bool transposed = false) {
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

    std::string int64Constant(const std::string& name, std::vector<int64_t> values, bool scalar = false) {
        torch::Tensor t = torch::tensor(values, torch::kLong);
        if (scalar)
            t = t.reshape({});
        addTensor(name, OnnxDataType::Int64, t);
        return name;
    }

    std::string floatConstant(const std::string& name, float value) {
        addTensor(name, OnnxDataType::Float, torch::tensor(value, torch::kFloat32).reshape({}));
        return name;
    }

    std::string linear(const std::string& x, const std::string& prefix) {
        return node("Add",
                    {node("MatMul", {x, parameter(prefix + ".weight", true)}), parameter(prefix + ".bias")});
    }

    std::string layerNorm(const std::string& x, const std::string& prefix) {
        return node("LayerNormalization", {x, parameter(prefix + ".weight"), parameter(prefix + ".bias")},
                    {OnnxAttribute::integer("axis", -1),
                     OnnxAttribute::real("epsilon", float(m_config.layerNormEps))});
    }

    std::string activation(const std::string& x, const QString& name) {
        if (name == QLatin1String("gelu"))
            return gelu(x);
        if (name == QLatin1String("gelu_new") || name == QLatin1String("gelu_fast")) {
            // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
            const std::string cube = node("Mul", {x, node("Mul", {x, x})});
            const std::string inner =
                node("Add", {x, node("Mul", {cube, floatConstant("gelu_new.coefficient", 0.044715f)})});
            const std::string t =
                node("Tanh",
                     {node("Mul", {inner, floatConstant("gelu_new.scale", float(std::sqrt(2.0 / M_PI)))})});
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

    // Exact GELU: 0.5 x (1 + erf(x / sqrt 2)); opset 17 has no Gelu operator.
    std::string gelu(const std::string& x) {
        const std::string e =
            node("Erf", {node("Mul", {x, floatConstant("gelu.inverse_sqrt2", float(M_SQRT1_2))})});
        return halfTimesOnePlus(x, e);
    }

    std::string firstToken(const std::string& hidden) {
        return node("Gather", {hidden, int64Constant("first_token", {0}, true)},
                    {OnnxAttribute::integer("axis", 1)});
    }

    // The word embeddings as the output projection of a masked-LM head, stored once (transposed at run time).
    std::string decoder(const std::string& x, const std::string& embeddings, const std::string& bias) {
        const std::string weightT =
            node("Transpose", {parameter(embeddings)}, {OnnxAttribute::integers("perm", {1, 0})});
        return node("Add", {node("MatMul", {x, weightT}), parameter(bias)});
    }

private:
    std::string halfTimesOnePlus(const std::string& x, const std::string& y) {
        const std::string onePlus = node("Add", {y, floatConstant("one", 1.0f)});
        return node("Mul", {node("Mul", {x, floatConstant("half", 0.5f)}), onePlus});
    }

    void addTensor(const std::string& name, OnnxDataType type, const torch::Tensor& t) {
        if (m_added.insert(name).second)
            m_model.initializers.push_back(onnxTensorOf(name, type, t));
    }

    OnnxModel& m_model;
    const ModelConfig& m_config;
    std::map<std::string, torch::Tensor> m_parameters;
    std::set<std::string> m_added;
};

// Position ids: 0, 1, 2, ... for BERT; for RoBERTa, pad_token_id on padding and pad_token_id + 1, + 2, ...
// over the other tokens, as the model computes them.
std::string positionIds(GraphBuilder& g, const ModelConfig& config) {
    if (!countsPositionsAfterPadding(config.family())) {
        const std::string length =
            g.node("Gather", {g.node("Shape", {"input_ids"}), g.int64Constant("sequence_axis", {1}, true)});
        return g.node("Range", {g.int64Constant("range_start", {0}, true), length,
                                g.int64Constant("range_step", {1}, true)});
    }
    const std::string pad = g.int64Constant("pad_token_id", {config.padTokenId}, true);
    const std::string kept = g.node("Cast", {g.node("Not", {g.node("Equal", {"input_ids", pad})})},
                                    {OnnxAttribute::integer("to", int64_t(OnnxDataType::Int64))});
    const std::string counted = g.node("CumSum", {kept, g.int64Constant("sequence_axis", {1}, true)});
    return g.node("Add", {g.node("Mul", {counted, kept}), pad});
}

std::string embeddings(GraphBuilder& g, const ModelConfig& config, const std::string& prefix) {
    const std::string words =
        g.node("Gather", {g.parameter(prefix + ".word_embeddings.weight"), "input_ids"});
    const std::string types =
        g.node("Gather", {g.parameter(prefix + ".token_type_embeddings.weight"), "token_type_ids"});
    const std::string placed =
        g.node("Gather", {g.parameter(prefix + ".position_embeddings.weight"), positionIds(g, config)});
    return g.layerNorm(g.node("Add", {g.node("Add", {words, types}), placed}), prefix + ".LayerNorm");
}

// (1 - mask) * lowest, shaped [batch, 1, 1, sequence] to add to the attention scores, as the model does.
std::string additiveMask(GraphBuilder& g) {
    const std::string mask =
        g.node("Cast", {"attention_mask"}, {OnnxAttribute::integer("to", int64_t(OnnxDataType::Float))});
    const std::string masked = g.node("Sub", {g.floatConstant("one", 1.0f), mask});
    const std::string scaled =
        g.node("Mul", {masked, g.floatConstant("mask.lowest", std::numeric_limits<float>::lowest())});
    return g.node("Unsqueeze", {scaled, g.int64Constant("mask.axes", {1, 2})});
}

std::string selfAttention(GraphBuilder& g, const ModelConfig& config, const std::string& hidden,
                          const std::string& mask, const std::string& prefix) {
    const int64_t heads = config.numAttentionHeads, headDim = config.hiddenSize / config.numAttentionHeads;
    const std::string splitShape = g.int64Constant("attention.split_shape", {0, 0, heads, headDim});
    auto split = [&](const char* name, std::vector<int64_t> perm) {
        const std::string projected = g.linear(hidden, prefix + ".self." + name);
        return g.node("Transpose", {g.node("Reshape", {projected, splitShape})},
                      {OnnxAttribute::integers("perm", std::move(perm))});
    };
    const std::string q = split("query", {0, 2, 1, 3});
    const std::string k = split("key", {0, 2, 3, 1}); // [batch, heads, head_dim, sequence]
    const std::string v = split("value", {0, 2, 1, 3});
    const std::string scores =
        g.node("Mul", {g.node("MatMul", {q, k}),
                       g.floatConstant("attention.scale", float(1.0 / std::sqrt(double(headDim))))});
    const std::string weights =
        g.node("Softmax", {g.node("Add", {scores, mask})}, {OnnxAttribute::integer("axis", -1)});
    const std::string context = g.node("Transpose", {g.node("MatMul", {weights, v})},
                                       {OnnxAttribute::integers("perm", {0, 2, 1, 3})});
    return g.node("Reshape", {context, g.int64Constant("attention.merge_shape", {0, 0, config.hiddenSize})});
}

std::string encoderLayers(GraphBuilder& g, const ModelConfig& config, std::string hidden,
                          const std::string& prefix) {
    const std::string mask = additiveMask(g);
    for (int i = 0; i < config.numHiddenLayers; ++i) {
        const std::string layer = prefix + ".encoder.layer." + std::to_string(i);
        const std::string attended = selfAttention(g, config, hidden, mask, layer + ".attention");
        const std::string attentionOut =
            g.layerNorm(g.node("Add", {g.linear(attended, layer + ".attention.output.dense"), hidden}),
                        layer + ".attention.output.LayerNorm");
        const std::string inner =
            g.activation(g.linear(attentionOut, layer + ".intermediate.dense"), config.hiddenAct);
        hidden = g.layerNorm(g.node("Add", {g.linear(inner, layer + ".output.dense"), attentionOut}),
                             layer + ".output.LayerNorm");
    }
    return hidden;
}

std::string headLogits(GraphBuilder& g, const ModelConfig& config, const std::string& hidden) {
    switch (config.architecture) {
    case Architecture::BertForMaskedLM:
    case Architecture::BertForPreTraining: {
        const std::string t =
            g.layerNorm(g.activation(g.linear(hidden, "cls.predictions.transform.dense"), config.hiddenAct),
                        "cls.predictions.transform.LayerNorm");
        return g.decoder(t,
                         config.tieWordEmbeddings ? "bert.embeddings.word_embeddings.weight"
                                                  : "cls.predictions.decoder.weight",
                         config.tieWordEmbeddings ? "cls.predictions.bias" : "cls.predictions.decoder.bias");
    }
    case Architecture::BertForSequenceClassification: {
        const std::string pooled = g.node("Tanh", {g.linear(g.firstToken(hidden), "bert.pooler.dense")});
        return g.linear(pooled, "classifier");
    }
    case Architecture::ElectraForPreTraining: {
        const std::string x =
            g.activation(g.linear(hidden, "discriminator_predictions.dense"), config.hiddenAct);
        return g.node("Squeeze", {g.linear(x, "discriminator_predictions.dense_prediction"),
                                  g.int64Constant("last_axis", {-1})});
    }
    case Architecture::ElectraForMaskedLM: {
        // transformers' generator head uses exact GELU whatever hidden_act says.
        const std::string t = g.layerNorm(g.gelu(g.linear(hidden, "generator_predictions.dense")),
                                          "generator_predictions.LayerNorm");
        return g.decoder(t,
                         config.tieWordEmbeddings ? "electra.embeddings.word_embeddings.weight"
                                                  : "generator_lm_head.weight",
                         "generator_lm_head.bias");
    }
    case Architecture::ElectraForSequenceClassification: {
        const std::string x = g.gelu(g.linear(g.firstToken(hidden), "classifier.dense"));
        return g.linear(x, "classifier.out_proj");
    }
    case Architecture::RobertaForMaskedLM:
    case Architecture::XLMRobertaForMaskedLM: {
        // Exact GELU whatever hidden_act says, as transformers' RobertaLMHead.
        const std::string t = g.layerNorm(g.gelu(g.linear(hidden, "lm_head.dense")), "lm_head.layer_norm");
        return g.decoder(t,
                         config.tieWordEmbeddings ? "roberta.embeddings.word_embeddings.weight"
                                                  : "lm_head.decoder.weight",
                         "lm_head.bias");
    }
    case Architecture::RobertaForSequenceClassification:
    case Architecture::XLMRobertaForSequenceClassification: {
        const std::string x = g.node("Tanh", {g.linear(g.firstToken(hidden), "classifier.dense")});
        return g.linear(x, "classifier.out_proj");
    }
    }
    throw std::logic_error("no ONNX form for this architecture");
}

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

} // namespace

OnnxModel encoderOnnxModel(EncoderModel& model) {
    const ModelConfig& config = model.config();
    OnnxModel onnx;
    onnx.graphName = architectureName(config.architecture).toStdString();
    onnx.inputs = {tokenInput("input_ids"), tokenInput("attention_mask"), tokenInput("token_type_ids")};
    onnx.outputs = {logitsOutput(config)};
    GraphBuilder g(onnx, model, config);
    const std::string prefix = model.backbonePrefix();
    std::string hidden = embeddings(g, config, prefix + ".embeddings");
    if (config.family() == ModelFamily::Electra && config.embeddingSize != config.hiddenSize)
        hidden = g.linear(hidden, prefix + ".embeddings_project");
    hidden = encoderLayers(g, config, hidden, prefix);
    headLogits(g, config, hidden);
    onnx.nodes.back().outputs = {"logits"}; // the head's last node gives the graph's output
    return onnx;
}

} // namespace hw
