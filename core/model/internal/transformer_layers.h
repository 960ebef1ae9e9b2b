#pragma once
// Core-internal (includes torch): the encoder blocks BERT, ELECTRA and RoBERTa share, with transformers'
// module names (embeddings.word_embeddings, encoder.layer.N.attention.self.query, ...), so named_parameters()
// matches the checkpoint keys one for one.

#include "core/model/model_config.h"

#include <torch/nn.h>

#include <functional>

namespace hw {

using Activation = std::function<torch::Tensor(const torch::Tensor&)>;
Activation activationByName(const QString& name); // a name from supportedActivations()

class EmbeddingsImpl : public torch::nn::Module {
public:
    EmbeddingsImpl(const ModelConfig& config, int dim);
    torch::Tensor forward(const torch::Tensor& inputIds, const torch::Tensor& tokenTypeIds);

    torch::nn::Embedding wordEmbeddings{nullptr};
    torch::nn::Embedding positionEmbeddings{nullptr};
    torch::nn::Embedding tokenTypeEmbeddings{nullptr};
    torch::nn::LayerNorm layerNorm{nullptr};
    torch::nn::Dropout dropout{nullptr};

private:
    torch::Tensor positionIds(const torch::Tensor& inputIds) const;

    int64_t m_padTokenId;
    bool m_positionsAfterPadding; // RoBERTa: see countsPositionsAfterPadding
};
TORCH_MODULE(Embeddings);

class SelfAttentionImpl : public torch::nn::Module {
public:
    explicit SelfAttentionImpl(const ModelConfig& config);
    // additiveMask: [batch, 1, 1, length], 0 where attended, the dtype's minimum where masked.
    torch::Tensor forward(const torch::Tensor& hidden, const torch::Tensor& additiveMask);

private:
    torch::Tensor splitHeads(const torch::Tensor& x) const;

    int m_heads;
    int m_headDim;
    double m_dropoutProbability; // applied inside the fused attention, on attention probabilities
    torch::nn::Linear m_query{nullptr}, m_key{nullptr}, m_value{nullptr};
};
TORCH_MODULE(SelfAttention);

// BertSelfOutput / BertOutput: dense, dropout, residual, LayerNorm.
class DenseResidualNormImpl : public torch::nn::Module {
public:
    DenseResidualNormImpl(const ModelConfig& config, int inputDim);
    torch::Tensor forward(const torch::Tensor& x, const torch::Tensor& residual);

private:
    torch::nn::Linear m_dense{nullptr};
    torch::nn::LayerNorm m_layerNorm{nullptr};
    torch::nn::Dropout m_dropout{nullptr};
};
TORCH_MODULE(DenseResidualNorm);

class TransformerLayerImpl : public torch::nn::Module {
public:
    explicit TransformerLayerImpl(const ModelConfig& config);
    torch::Tensor forward(const torch::Tensor& hidden, const torch::Tensor& additiveMask);

private:
    SelfAttention m_selfAttention{nullptr};
    DenseResidualNorm m_attentionOutput{nullptr};
    torch::nn::Linear m_intermediate{nullptr};
    DenseResidualNorm m_output{nullptr};
    Activation m_activation;
};
TORCH_MODULE(TransformerLayer);

class EncoderImpl : public torch::nn::Module {
public:
    explicit EncoderImpl(const ModelConfig& config);
    torch::Tensor forward(torch::Tensor hidden, const torch::Tensor& additiveMask);

private:
    std::vector<TransformerLayer> m_layers;
};
TORCH_MODULE(Encoder);

// transformers' extended attention mask: (1 - mask) * dtype minimum, broadcast over heads and queries.
torch::Tensor additiveAttentionMask(const torch::Tensor& attentionMask, torch::ScalarType dtype);

} // namespace hw
