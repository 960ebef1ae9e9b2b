#include "core/model/internal/modernbert_models.h"

#include <torch/torch.h>

namespace hw {

namespace {

// transformers' default rope: 1 / theta^(2i / d), computed in float32 as it computes it.
torch::Tensor inverseFrequencies(double theta, int64_t headDim) {
    return 1.0 / torch::pow(theta, torch::arange(0, headDim, 2, torch::kFloat) / double(headDim));
}

// x * cos + rotate_half(x) * sin, in float32 whatever x's type, as transformers applies it.
torch::Tensor rotate(const torch::Tensor& x, const torch::Tensor& cos, const torch::Tensor& sin) {
    const torch::Tensor f = x.to(torch::kFloat);
    const int64_t half = f.size(-1) / 2;
    const torch::Tensor rotated = torch::cat({-f.narrow(-1, half, half), f.narrow(-1, 0, half)}, -1);
    return (f * cos + rotated * sin).to(x.scalar_type());
}

torch::Tensor additiveMask(const torch::Tensor& keep) {
    // Made on the mask's device: no host tensor of [batch, 1, length, length] copied over each step.
    return torch::zeros(keep.sizes(), torch::dtype(torch::kFloat).device(keep.device()))
        .masked_fill(keep.logical_not(), kModernBertMaskedScore);
}

} // namespace

ModernBertNormImpl::ModernBertNormImpl(int dim, double eps, bool withBias)
    : m_dim(dim)
    , m_eps(eps) {
    weight = register_parameter("weight", torch::ones({dim}));
    if (withBias)
        bias = register_parameter("bias", torch::zeros({dim}));
}

torch::Tensor ModernBertNormImpl::forward(const torch::Tensor& x) {
    return torch::layer_norm(x, {m_dim}, weight, bias, m_eps);
}

ModernBertLayerImpl::ModernBertLayerImpl(const ModelConfig& config, int index)
    : m_sliding(config.modernBert.slidingLayers.at(size_t(index)))
    , m_heads(config.numAttentionHeads)
    , m_headDim(config.hiddenSize / config.numAttentionHeads)
    , m_attentionDropout(config.attentionProbsDropoutProb)
    , m_activation(activationByName(config.hiddenAct)) {
    const ModernBertSettings& m = config.modernBert;
    const int h = config.hiddenSize, inner = config.intermediateSize;
    if (index > 0) // the embeddings' norm precedes the first layer
        m_attnNorm = register_module("attn_norm", ModernBertNorm(h, config.layerNormEps, m.normBias));
    auto attn = register_module("attn", std::make_shared<torch::nn::Module>());
    m_wqkv = attn->register_module(
        "Wqkv", torch::nn::Linear(torch::nn::LinearOptions(h, 3 * h).bias(m.attentionBias)));
    m_attnWo =
        attn->register_module("Wo", torch::nn::Linear(torch::nn::LinearOptions(h, h).bias(m.attentionBias)));
    m_attnOutDrop = attn->register_module("out_drop", torch::nn::Dropout(config.attentionProbsDropoutProb));
    m_mlpNorm = register_module("mlp_norm", ModernBertNorm(h, config.layerNormEps, m.normBias));
    auto mlp = register_module("mlp", std::make_shared<torch::nn::Module>());
    m_wi =
        mlp->register_module("Wi", torch::nn::Linear(torch::nn::LinearOptions(h, 2 * inner).bias(m.mlpBias)));
    m_mlpDrop = mlp->register_module("drop", torch::nn::Dropout(config.hiddenDropoutProb));
    m_mlpWo =
        mlp->register_module("Wo", torch::nn::Linear(torch::nn::LinearOptions(inner, h).bias(m.mlpBias)));
}

torch::Tensor ModernBertLayerImpl::attend(const torch::Tensor& x, const torch::Tensor& cos,
                                          const torch::Tensor& sin, const torch::Tensor& mask) {
    const int64_t batch = x.size(0), length = x.size(1);
    // Wqkv's output is [query | key | value], each heads x head_dim.
    const std::vector<torch::Tensor> qkv = m_wqkv(x).view({batch, length, 3, m_heads, m_headDim}).unbind(2);
    const torch::Tensor q = rotate(qkv[0].transpose(1, 2), cos, sin);
    const torch::Tensor k = rotate(qkv[1].transpose(1, 2), cos, sin);
    const torch::Tensor v = qkv[2].transpose(1, 2);
    const torch::Tensor typedMask = mask.scalar_type() == q.scalar_type() ? mask : mask.to(q.scalar_type());
    const double dropout = is_training() ? m_attentionDropout : 0.0;
    const torch::Tensor context = torch::scaled_dot_product_attention(q, k, v, typedMask, dropout);
    return m_attnOutDrop(m_attnWo(context.transpose(1, 2).reshape({batch, length, -1})));
}

torch::Tensor ModernBertLayerImpl::forward(const torch::Tensor& hidden, const torch::Tensor& cos,
                                           const torch::Tensor& sin, const torch::Tensor& mask) {
    const torch::Tensor attended = hidden + attend(m_attnNorm ? m_attnNorm(hidden) : hidden, cos, sin, mask);
    // GeGLU: Wi's output is [input | gate].
    const std::vector<torch::Tensor> parts = m_wi(m_mlpNorm(attended)).chunk(2, -1);
    return attended + m_mlpWo(m_mlpDrop(m_activation(parts[0]) * parts[1]));
}

ModernBertBackboneImpl::ModernBertBackboneImpl(const ModelConfig& config)
    : m_halfWindow(config.modernBert.localAttention / 2) {
    const ModernBertSettings& m = config.modernBert;
    auto embeddings = register_module("embeddings", std::make_shared<torch::nn::Module>());
    tokEmbeddings = embeddings->register_module(
        "tok_embeddings",
        torch::nn::Embedding(
            torch::nn::EmbeddingOptions(config.vocabSize, config.hiddenSize).padding_idx(config.padTokenId)));
    m_embeddingNorm = embeddings->register_module(
        "norm", ModernBertNorm(config.hiddenSize, config.layerNormEps, m.normBias));
    m_embeddingDrop = embeddings->register_module("drop", torch::nn::Dropout(m.embeddingDropout));
    auto layers = register_module("layers", torch::nn::ModuleList());
    for (int i = 0; i < config.numHiddenLayers; ++i) {
        m_layers.push_back(ModernBertLayer(config, i));
        layers->push_back(m_layers.back());
    }
    m_finalNorm =
        register_module("final_norm", ModernBertNorm(config.hiddenSize, config.layerNormEps, m.normBias));
    const int64_t headDim = config.hiddenSize / config.numAttentionHeads;
    m_globalInverseFrequencies = inverseFrequencies(m.globalRopeTheta, headDim);
    m_localInverseFrequencies = inverseFrequencies(m.localRopeTheta, headDim);
}

torch::Tensor ModernBertBackboneImpl::forward(const torch::Tensor& inputIds,
                                              const torch::Tensor& attentionMask) {
    const int64_t batch = inputIds.size(0), length = inputIds.size(1);
    const auto device = inputIds.device();
    torch::Tensor hidden = m_embeddingDrop(m_embeddingNorm(tokEmbeddings(inputIds)));

    // Global layers see every kept token; sliding layers those at most local_attention / 2 away.
    const torch::Tensor kept = attentionMask.defined()
                                   ? attentionMask.to(torch::kBool)
                                   : torch::ones({batch, length}, torch::dtype(torch::kBool).device(device));
    const torch::Tensor keys = kept.view({batch, 1, 1, length});
    const torch::Tensor positions = torch::arange(length, torch::dtype(torch::kLong).device(device));
    const torch::Tensor near = (positions.unsqueeze(1) - positions.unsqueeze(0)).abs().le(m_halfWindow);
    const torch::Tensor globalMask = additiveMask(keys);
    const torch::Tensor slidingMask = additiveMask(keys & near.view({1, 1, length, length}));

    const torch::Tensor angles = positions.to(torch::kFloat).unsqueeze(1);
    auto rotary = [&](const torch::Tensor& inverse) {
        const torch::Tensor frequencies = angles * inverse.to(device).unsqueeze(0);
        const torch::Tensor both = torch::cat({frequencies, frequencies}, -1);
        return std::make_pair(both.cos(), both.sin());
    };
    const auto [globalCos, globalSin] = rotary(m_globalInverseFrequencies);
    const auto [localCos, localSin] = rotary(m_localInverseFrequencies);
    for (ModernBertLayer& layer : m_layers)
        hidden = layer->sliding() ? layer(hidden, localCos, localSin, slidingMask)
                                  : layer(hidden, globalCos, globalSin, globalMask);
    return m_finalNorm(hidden);
}

ModernBertPredictionHeadImpl::ModernBertPredictionHeadImpl(const ModelConfig& config)
    : m_activation(activationByName(config.modernBert.classifierActivation)) {
    const int h = config.hiddenSize;
    m_dense = register_module(
        "dense", torch::nn::Linear(torch::nn::LinearOptions(h, h).bias(config.modernBert.classifierBias)));
    m_norm = register_module("norm", ModernBertNorm(h, config.layerNormEps, config.modernBert.normBias));
}

torch::Tensor ModernBertPredictionHeadImpl::forward(const torch::Tensor& hidden) {
    return m_norm(m_activation(m_dense(hidden)));
}

ModernBertForMaskedLm::ModernBertForMaskedLm(const ModelConfig& config)
    : EncoderModel(config) {
    m_model = register_module("model", ModernBertBackbone(config));
    m_head = register_module("head", ModernBertPredictionHead(config));
    auto decoder = register_module("decoder", std::make_shared<torch::nn::Module>());
    if (!config.tieWordEmbeddings)
        m_decoderWeight =
            decoder->register_parameter("weight", torch::empty({config.vocabSize, config.hiddenSize}));
    if (config.modernBert.decoderBias)
        m_decoderBias = decoder->register_parameter("bias", torch::zeros({config.vocabSize}));
}

torch::Tensor ModernBertForMaskedLm::encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                            const torch::Tensor&) {
    return m_model(inputIds, attentionMask);
}

torch::Tensor ModernBertForMaskedLm::maskedLmLogits(const torch::Tensor& hiddenRows) {
    const torch::Tensor weight = m_decoderWeight.defined() ? m_decoderWeight : m_model->tokEmbeddings->weight;
    return torch::nn::functional::linear(m_head(hiddenRows), weight, m_decoderBias);
}

ModelOutputs ModernBertForMaskedLm::forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                            const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    out.logits = maskedLmLogits(out.lastHiddenState);
    return out;
}

std::vector<TiedWeight> ModernBertForMaskedLm::tiedWeights() const {
    if (!m_config.tieWordEmbeddings)
        return {};
    return {{"decoder.weight", "model.embeddings.tok_embeddings.weight"}};
}

ModernBertForSequenceClassification::ModernBertForSequenceClassification(const ModelConfig& config)
    : EncoderModel(config) {
    m_model = register_module("model", ModernBertBackbone(config));
    m_head = register_module("head", ModernBertPredictionHead(config));
    m_drop = register_module("drop", torch::nn::Dropout(config.effectiveClassifierDropout()));
    m_classifier = register_module("classifier", torch::nn::Linear(config.hiddenSize, config.numLabels()));
}

torch::Tensor ModernBertForSequenceClassification::encode(const torch::Tensor& inputIds,
                                                          const torch::Tensor& attentionMask,
                                                          const torch::Tensor&) {
    return m_model(inputIds, attentionMask);
}

torch::Tensor ModernBertForSequenceClassification::pool(const torch::Tensor& hidden,
                                                        const torch::Tensor& attentionMask) const {
    if (m_config.modernBert.classifierPooling != QLatin1String("mean"))
        return hidden.select(1, 0);
    if (!attentionMask.defined())
        return hidden.mean(1);
    const torch::Tensor kept = attentionMask.to(hidden.scalar_type()).unsqueeze(-1);
    return (hidden * kept).sum(1) / kept.sum(1);
}

ModelOutputs ModernBertForSequenceClassification::forward(const torch::Tensor& inputIds,
                                                          const torch::Tensor& attentionMask,
                                                          const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    out.logits = m_classifier(m_drop(m_head(pool(out.lastHiddenState, attentionMask))));
    return out;
}

} // namespace hw
