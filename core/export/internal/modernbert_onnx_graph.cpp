#include "core/export/internal/modernbert_onnx_graph.h"

#include "core/export/internal/onnx_graph_builder.h"
#include "core/model/internal/modernbert_models.h"

#include <torch/torch.h>

#include <algorithm>
#include <cmath>

namespace hw {

namespace {

const char* const kBackbone = "model";

OnnxAttribute lastAxis() {
    return OnnxAttribute::integer("axis", -1);
}

// 1 / theta^(2i / d) in float32, the expression the model computes, so the tables are bit for bit its own.
torch::Tensor inverseFrequencies(double theta, int64_t headDim) {
    return 1.0 / torch::pow(theta, torch::arange(0, headDim, 2, torch::kFloat) / double(headDim));
}

std::string positions(GraphBuilder& g) {
    const std::string length =
        g.node("Gather", {g.node("Shape", {"input_ids"}), g.int64Constant("sequence_axis", {1}, true)});
    return g.node("Range", {g.int64Constant("range_start", {0}, true), length,
                            g.int64Constant("range_step", {1}, true)});
}

// cos and sin of position x inverse frequency, duplicated to head_dim: [sequence, head_dim].
struct RotaryTables {
    std::string cos, sin;
};

RotaryTables rotaryTables(GraphBuilder& g, const std::string& positionIds, double theta, int64_t headDim,
                          const std::string& name) {
    const std::string angles = g.node("Unsqueeze", {g.cast(positionIds, OnnxDataType::Float),
                                                    g.int64Constant("rotary.position_axis", {1})});
    const std::string inverse =
        g.floatTensor(name + ".inverse_frequencies", inverseFrequencies(theta, headDim).unsqueeze(0));
    const std::string frequencies = g.node("Mul", {angles, inverse});
    const std::string both = g.node("Concat", {frequencies, frequencies}, {lastAxis()});
    return {g.node("Cos", {both}), g.node("Sin", {both})};
}

// x cos + rotate_half(x) sin, where rotate_half(x) = [-x2, x1] over the halves of the last axis.
std::string rotate(GraphBuilder& g, const std::string& x, const RotaryTables& tables, int64_t headDim) {
    const int64_t half = headDim / 2;
    const std::string rotated =
        g.node("Concat", {g.node("Neg", {g.lastAxisSlice(x, half, headDim)}), g.lastAxisSlice(x, 0, half)},
               {lastAxis()});
    return g.node("Add", {g.node("Mul", {x, tables.cos}), g.node("Mul", {rotated, tables.sin})});
}

// 0 where `keep`, kModernBertMaskedScore elsewhere, as the model adds it to the scores.
std::string additiveMask(GraphBuilder& g, const std::string& keep) {
    return g.node("Where", {keep, g.floatConstant("mask.kept", 0.0f),
                            g.floatConstant("mask.masked", float(kModernBertMaskedScore))});
}

// The keys the attention mask keeps, boolean [batch, 1, 1, sequence].
std::string keptKeys(GraphBuilder& g) {
    return g.node("Unsqueeze",
                  {g.cast("attention_mask", OnnxDataType::Bool), g.int64Constant("mask.axes", {1, 2})});
}

// Kept keys at most local_attention / 2 from the query: boolean [batch, 1, sequence, sequence].
std::string slidingKeys(GraphBuilder& g, const ModelConfig& config, const std::string& keys,
                        const std::string& positionIds) {
    const std::string queries = g.node("Unsqueeze", {positionIds, g.int64Constant("mask.query_axis", {1})});
    const std::string others = g.node("Unsqueeze", {positionIds, g.int64Constant("mask.key_axis", {0})});
    const std::string distance = g.node("Abs", {g.node("Sub", {queries, others})});
    const std::string near =
        g.node("LessOrEqual",
               {distance, g.int64Constant("mask.half_window", {config.modernBert.localAttention / 2}, true)});
    return g.node("And", {keys, near});
}

// What a layer of one attention kind reads: its rotary tables and its additive mask.
struct AttentionKind {
    RotaryTables tables;
    std::string mask;
};

std::string attention(GraphBuilder& g, const ModelConfig& config, const std::string& x,
                      const AttentionKind& kind, const std::string& prefix) {
    const int64_t hidden = config.hiddenSize, heads = config.numAttentionHeads, headDim = hidden / heads;
    // Wqkv's output is [query | key | value], each heads x head_dim.
    const std::string qkv = g.linear(x, prefix + ".Wqkv");
    const std::string splitShape = g.int64Constant("attention.split_shape", {0, 0, heads, headDim});
    auto headsOf = [&](int64_t part) {
        const std::string slice = g.lastAxisSlice(qkv, part * hidden, (part + 1) * hidden);
        return g.node("Transpose", {g.node("Reshape", {slice, splitShape})},
                      {OnnxAttribute::integers("perm", {0, 2, 1, 3})});
    };
    const std::string q = rotate(g, headsOf(0), kind.tables, headDim);
    const std::string k = rotate(g, headsOf(1), kind.tables, headDim);
    const std::string v = headsOf(2);
    const std::string keysT = g.node("Transpose", {k}, {OnnxAttribute::integers("perm", {0, 1, 3, 2})});
    const std::string scores =
        g.node("Mul", {g.node("MatMul", {q, keysT}),
                       g.floatConstant("attention.scale", float(1.0 / std::sqrt(double(headDim))))});
    const std::string weights = g.node("Softmax", {g.node("Add", {scores, kind.mask})}, {lastAxis()});
    const std::string context = g.node("Transpose", {g.node("MatMul", {weights, v})},
                                       {OnnxAttribute::integers("perm", {0, 2, 1, 3})});
    const std::string merged =
        g.node("Reshape", {context, g.int64Constant("attention.merge_shape", {0, 0, hidden})});
    return g.linear(merged, prefix + ".Wo");
}

// GeGLU: Wi's output is [input | gate]; act(input) * gate, then Wo.
std::string feedForward(GraphBuilder& g, const ModelConfig& config, const std::string& x,
                        const std::string& prefix) {
    const int64_t inner = config.intermediateSize;
    const std::string parts = g.linear(x, prefix + ".Wi");
    const std::string gated = g.node("Mul", {g.activation(g.lastAxisSlice(parts, 0, inner), config.hiddenAct),
                                             g.lastAxisSlice(parts, inner, 2 * inner)});
    return g.linear(gated, prefix + ".Wo");
}

// Pre-norm: the first layer has no attention norm, the embeddings' norm precedes it.
std::string layer(GraphBuilder& g, const ModelConfig& config, const std::string& hidden,
                  const AttentionKind& kind, int index) {
    const std::string prefix = std::string(kBackbone) + ".layers." + std::to_string(index);
    const std::string normed = index > 0 ? g.layerNorm(hidden, prefix + ".attn_norm") : hidden;
    const std::string attended =
        g.node("Add", {hidden, attention(g, config, normed, kind, prefix + ".attn")});
    const std::string mlp =
        feedForward(g, config, g.layerNorm(attended, prefix + ".mlp_norm"), prefix + ".mlp");
    return g.node("Add", {attended, mlp});
}

// The backbone's last hidden state: embeddings, norm, the layers, the final norm.
std::string backbone(GraphBuilder& g, const ModelConfig& config) {
    const std::string model = kBackbone;
    const std::vector<bool>& sliding = config.modernBert.slidingLayers;
    const int64_t headDim = config.hiddenSize / config.numAttentionHeads;
    std::string hidden =
        g.layerNorm(g.node("Gather", {g.parameter(model + ".embeddings.tok_embeddings.weight"), "input_ids"}),
                    model + ".embeddings.norm");
    const std::string positionIds = positions(g);
    const std::string keys = keptKeys(g);
    // Only the kinds some layer uses, so the graph carries no dead nodes.
    AttentionKind global, local;
    if (std::find(sliding.begin(), sliding.end(), false) != sliding.end())
        global = {rotaryTables(g, positionIds, config.modernBert.globalRopeTheta, headDim, "rotary.global"),
                  additiveMask(g, keys)};
    if (std::find(sliding.begin(), sliding.end(), true) != sliding.end())
        local = {rotaryTables(g, positionIds, config.modernBert.localRopeTheta, headDim, "rotary.local"),
                 additiveMask(g, slidingKeys(g, config, keys, positionIds))};
    for (int i = 0; i < config.numHiddenLayers; ++i)
        hidden = layer(g, config, hidden, sliding.at(size_t(i)) ? local : global, i);
    return g.layerNorm(hidden, model + ".final_norm");
}

// dense, classifier_activation, norm.
std::string predictionHead(GraphBuilder& g, const ModelConfig& config, const std::string& x) {
    return g.layerNorm(g.activation(g.linear(x, "head.dense"), config.modernBert.classifierActivation),
                       "head.norm");
}

// The first token, or the mean over the tokens the attention mask keeps.
std::string pooled(GraphBuilder& g, const ModelConfig& config, const std::string& hidden) {
    if (config.modernBert.classifierPooling != QLatin1String("mean"))
        return g.firstToken(hidden);
    const std::string kept = g.node("Unsqueeze", {g.cast("attention_mask", OnnxDataType::Float),
                                                  g.int64Constant("pooling.feature_axis", {-1})});
    const std::string sequenceAxis = g.int64Constant("pooling.sequence_axis", {1});
    const OnnxAttribute dropAxis = OnnxAttribute::integer("keepdims", 0);
    const std::string sum = g.node("ReduceSum", {g.node("Mul", {hidden, kept}), sequenceAxis}, {dropAxis});
    return g.node("Div", {sum, g.node("ReduceSum", {kept, sequenceAxis}, {dropAxis})});
}

std::string headLogits(GraphBuilder& g, const ModelConfig& config, const std::string& hidden) {
    if (isSequenceClassifier(config.architecture))
        return g.linear(predictionHead(g, config, pooled(g, config, hidden)), "classifier");
    const std::string embeddings = config.tieWordEmbeddings
                                       ? std::string(kBackbone) + ".embeddings.tok_embeddings.weight"
                                       : "decoder.weight";
    return g.decoder(predictionHead(g, config, hidden), embeddings,
                     g.hasParameter("decoder.bias") ? "decoder.bias" : "");
}

} // namespace

OnnxModel modernBertOnnxModel(EncoderModel& model) {
    const ModelConfig& config = model.config();
    OnnxModel onnx;
    onnx.graphName = architectureName(config.architecture).toStdString();
    onnx.inputs = {tokenInput("input_ids"), tokenInput("attention_mask")};
    onnx.outputs = {logitsOutput(config)};
    GraphBuilder g(onnx, model, config);
    headLogits(g, config, backbone(g, config));
    onnx.nodes.back().outputs = {"logits"}; // the head's last node gives the graph's output
    return onnx;
}

} // namespace hw
