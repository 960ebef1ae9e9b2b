#include "core/export/internal/encoder_onnx_graph.h"

#include "core/export/internal/modernbert_onnx_graph.h"
#include "core/export/internal/onnx_graph_builder.h"

#include <torch/torch.h>

#include <cmath>
#include <limits>

namespace hw {

namespace {

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
    case Architecture::ModernBertForMaskedLM:
    case Architecture::ModernBertForSequenceClassification:
        break; // a graph of its own: modernbert_onnx_graph.cpp
    }
    throw std::logic_error("no ONNX form for this architecture");
}

} // namespace

OnnxModel encoderOnnxModel(EncoderModel& model) {
    const ModelConfig& config = model.config();
    if (config.family() == ModelFamily::ModernBert)
        return modernBertOnnxModel(model);
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
