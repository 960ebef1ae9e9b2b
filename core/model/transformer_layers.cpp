#include "core/model/internal/transformer_layers.h"

#include <torch/torch.h>

#include <cmath>

namespace hw {

namespace {

torch::nn::LayerNorm makeLayerNorm(const ModelConfig& config, int dim) {
    return torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim}).eps(config.layerNormEps));
}

torch::Tensor geluTanh(const torch::Tensor& x) {
    const double c = std::sqrt(2.0 / M_PI);
    return 0.5 * x * (1.0 + torch::tanh(c * (x + 0.044715 * torch::pow(x, 3))));
}

} // namespace

Activation activationByName(const QString& name) {
    if (name == QLatin1String("gelu"))
        return
            [](const torch::Tensor& x) { return torch::gelu(x); }; // exact erf form, as transformers' "gelu"
    if (name == QLatin1String("gelu_new") || name == QLatin1String("gelu_fast"))
        return geluTanh;
    if (name == QLatin1String("relu"))
        return [](const torch::Tensor& x) { return torch::relu(x); };
    if (name == QLatin1String("tanh"))
        return [](const torch::Tensor& x) { return torch::tanh(x); };
    if (name == QLatin1String("silu") || name == QLatin1String("swish"))
        return [](const torch::Tensor& x) { return torch::silu(x); };
    throw std::invalid_argument("unsupported activation " + name.toStdString());
}

torch::Tensor additiveAttentionMask(const torch::Tensor& attentionMask, torch::ScalarType dtype) {
    const double lowest = dtype == torch::kFloat16    ? -65504.0
                          : dtype == torch::kBFloat16 ? -3.3895313892515355e38
                          : dtype == torch::kFloat64  ? std::numeric_limits<double>::lowest()
                                                      : double(std::numeric_limits<float>::lowest());
    return (1.0 - attentionMask.unsqueeze(1).unsqueeze(2).to(dtype)) * lowest;
}

EmbeddingsImpl::EmbeddingsImpl(const ModelConfig& config, int dim)
    : m_padTokenId(config.padTokenId)
    , m_positionsAfterPadding(countsPositionsAfterPadding(config.family())) {
    wordEmbeddings = register_module(
        "word_embeddings",
        torch::nn::Embedding(
            torch::nn::EmbeddingOptions(config.vocabSize, dim).padding_idx(config.padTokenId)));
    torch::nn::EmbeddingOptions positions(config.maxPositionEmbeddings, dim);
    if (m_positionsAfterPadding) // the padding position gets no gradient, as in transformers
        positions.padding_idx(config.padTokenId);
    positionEmbeddings = register_module("position_embeddings", torch::nn::Embedding(positions));
    tokenTypeEmbeddings =
        register_module("token_type_embeddings", torch::nn::Embedding(config.typeVocabSize, dim));
    layerNorm = register_module("LayerNorm", makeLayerNorm(config, dim));
    dropout = register_module("dropout", torch::nn::Dropout(config.hiddenDropoutProb));
}

torch::Tensor EmbeddingsImpl::positionIds(const torch::Tensor& inputIds) const {
    if (!m_positionsAfterPadding)
        return torch::arange(inputIds.size(1), inputIds.options()).unsqueeze(0);
    // fairseq's make_positions: padding keeps pad_token_id, every other token counts on from it.
    const torch::Tensor kept = inputIds.ne(m_padTokenId).to(torch::kLong);
    return torch::cumsum(kept, 1) * kept + m_padTokenId;
}

torch::Tensor EmbeddingsImpl::forward(const torch::Tensor& inputIds, const torch::Tensor& tokenTypeIds) {
    // A model with one token type (RoBERTa) reads a second segment as the first, as its tokenizer writes it.
    const torch::Tensor types =
        tokenTypeEmbeddings->options.num_embeddings() == 1 ? torch::zeros_like(tokenTypeIds) : tokenTypeIds;
    torch::Tensor e =
        wordEmbeddings(inputIds) + tokenTypeEmbeddings(types) + positionEmbeddings(positionIds(inputIds));
    return dropout(layerNorm(e));
}

SelfAttentionImpl::SelfAttentionImpl(const ModelConfig& config)
    : m_heads(config.numAttentionHeads)
    , m_headDim(config.hiddenSize / config.numAttentionHeads)
    , m_dropoutProbability(config.attentionProbsDropoutProb) {
    m_query = register_module("query", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
    m_key = register_module("key", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
    m_value = register_module("value", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
}

torch::Tensor SelfAttentionImpl::splitHeads(const torch::Tensor& x) const {
    return x.view({x.size(0), x.size(1), m_heads, m_headDim}).permute({0, 2, 1, 3});
}

torch::Tensor SelfAttentionImpl::forward(const torch::Tensor& hidden, const torch::Tensor& additiveMask) {
    const torch::Tensor q = splitHeads(m_query(hidden));
    const torch::Tensor k = splitHeads(m_key(hidden));
    const torch::Tensor v = splitHeads(m_value(hidden));
    // Fused attention (flash / memory-efficient kernels where the device has them): softmax(qk^T/sqrt(d) +
    // mask) v.
    const double dropout = is_training() ? m_dropoutProbability : 0.0;
    // Under autocast q is half precision while the mask was built in float32: the kernel wants one dtype.
    const torch::Tensor mask =
        additiveMask.scalar_type() == q.scalar_type() ? additiveMask : additiveMask.to(q.scalar_type());
    torch::Tensor context =
        torch::scaled_dot_product_attention(q, k, v, mask, dropout).permute({0, 2, 1, 3}).contiguous();
    return context.view({hidden.size(0), hidden.size(1), -1});
}

DenseResidualNormImpl::DenseResidualNormImpl(const ModelConfig& config, int inputDim) {
    m_dense = register_module("dense", torch::nn::Linear(inputDim, config.hiddenSize));
    m_layerNorm = register_module("LayerNorm", makeLayerNorm(config, config.hiddenSize));
    m_dropout = register_module("dropout", torch::nn::Dropout(config.hiddenDropoutProb));
}

torch::Tensor DenseResidualNormImpl::forward(const torch::Tensor& x, const torch::Tensor& residual) {
    return m_layerNorm(m_dropout(m_dense(x)) + residual);
}

TransformerLayerImpl::TransformerLayerImpl(const ModelConfig& config)
    : m_activation(activationByName(config.hiddenAct)) {
    // transformers nests these as attention.self, attention.output, intermediate.dense and output.
    auto attention = register_module("attention", std::make_shared<torch::nn::Module>());
    m_selfAttention = attention->register_module("self", SelfAttention(config));
    m_attentionOutput = attention->register_module("output", DenseResidualNorm(config, config.hiddenSize));
    auto intermediate = register_module("intermediate", std::make_shared<torch::nn::Module>());
    m_intermediate =
        intermediate->register_module("dense", torch::nn::Linear(config.hiddenSize, config.intermediateSize));
    m_output = register_module("output", DenseResidualNorm(config, config.intermediateSize));
}

torch::Tensor TransformerLayerImpl::forward(const torch::Tensor& hidden, const torch::Tensor& additiveMask) {
    const torch::Tensor attended = m_attentionOutput(m_selfAttention(hidden, additiveMask), hidden);
    return m_output(m_activation(m_intermediate(attended)), attended);
}

EncoderImpl::EncoderImpl(const ModelConfig& config) {
    auto list = register_module("layer", torch::nn::ModuleList());
    for (int i = 0; i < config.numHiddenLayers; ++i) {
        m_layers.push_back(TransformerLayer(config));
        list->push_back(m_layers.back());
    }
}

torch::Tensor EncoderImpl::forward(torch::Tensor hidden, const torch::Tensor& additiveMask) {
    for (TransformerLayer& layer : m_layers)
        hidden = layer(hidden, additiveMask);
    return hidden;
}

} // namespace hw
