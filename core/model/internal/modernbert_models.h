#pragma once
// Core-internal (includes torch): ModernBERT's backbone and head models, parameter names as in transformers'
// modeling_modernbert.py: rotary positions (a theta for global and one for sliding-window layers), pre-norm
// layers whose first has no attention norm, a GeGLU feed-forward, optionally bias-free linear layers and
// norms, and a final norm.

#include "core/model/internal/encoder_model.h"
#include "core/model/internal/transformer_layers.h"

namespace hw {

// Added to masked attention scores: finite in every float type (float16's lowest), so a padded row whose
// window holds no kept token averages instead of dividing by zero; exp() of it is 0 in float32. The ONNX
// graph adds the same, so exports match on padding too.
inline constexpr double kModernBertMaskedScore = -65504.0;

// LayerNorm whose bias exists only where norm_bias says so.
class ModernBertNormImpl : public torch::nn::Module {
public:
    ModernBertNormImpl(int dim, double eps, bool withBias);
    torch::Tensor forward(const torch::Tensor& x);

    torch::Tensor weight, bias; // bias undefined without norm_bias

private:
    int64_t m_dim;
    double m_eps;
};
TORCH_MODULE(ModernBertNorm);

class ModernBertLayerImpl : public torch::nn::Module {
public:
    ModernBertLayerImpl(const ModelConfig& config, int index);
    // cos, sin: [L, head_dim] for this layer's kind; mask: boolean [B, 1, L, L], true where attended.
    torch::Tensor forward(const torch::Tensor& hidden, const torch::Tensor& cos, const torch::Tensor& sin,
                          const torch::Tensor& mask);
    bool sliding() const { return m_sliding; }

private:
    torch::Tensor attend(const torch::Tensor& x, const torch::Tensor& cos, const torch::Tensor& sin,
                         const torch::Tensor& mask);

    bool m_sliding;
    int64_t m_heads, m_headDim;
    double m_attentionDropout;
    ModernBertNorm m_attnNorm{nullptr}; // none in the first layer
    torch::nn::Linear m_wqkv{nullptr}, m_attnWo{nullptr};
    torch::nn::Dropout m_attnOutDrop{nullptr};
    ModernBertNorm m_mlpNorm{nullptr};
    torch::nn::Linear m_wi{nullptr}, m_mlpWo{nullptr};
    torch::nn::Dropout m_mlpDrop{nullptr};
    Activation m_activation;
};
TORCH_MODULE(ModernBertLayer);

// ModernBertModel, registered as "model".
class ModernBertBackboneImpl : public torch::nn::Module {
public:
    explicit ModernBertBackboneImpl(const ModelConfig& config);
    torch::Tensor forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask);

    torch::nn::Embedding tokEmbeddings{nullptr};

private:
    ModernBertNorm m_embeddingNorm{nullptr};
    torch::nn::Dropout m_embeddingDrop{nullptr};
    std::vector<ModernBertLayer> m_layers;
    ModernBertNorm m_finalNorm{nullptr};
    torch::Tensor m_globalInverseFrequencies, m_localInverseFrequencies; // rotary, [head_dim / 2]
    int64_t m_halfWindow;
};
TORCH_MODULE(ModernBertBackbone);

// head: dense (classifier_bias), classifier_activation, norm.
class ModernBertPredictionHeadImpl : public torch::nn::Module {
public:
    explicit ModernBertPredictionHeadImpl(const ModelConfig& config);
    torch::Tensor forward(const torch::Tensor& hidden);

private:
    torch::nn::Linear m_dense{nullptr};
    ModernBertNorm m_norm{nullptr};
    Activation m_activation;
};
TORCH_MODULE(ModernBertPredictionHead);

// head, then decoder: the word embeddings (or, untied, a matrix of its own) with decoder_bias.
class ModernBertForMaskedLm : public EncoderModel {
public:
    explicit ModernBertForMaskedLm(const ModelConfig& config);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor maskedLmLogits(const torch::Tensor& hiddenRows) override;
    std::string backbonePrefix() const override { return "model"; }
    std::vector<TiedWeight> tiedWeights() const override;
    torch::nn::Embedding wordEmbeddings() const override { return m_model->tokEmbeddings; }

private:
    ModernBertBackbone m_model{nullptr};
    ModernBertPredictionHead m_head{nullptr};
    torch::Tensor m_decoderWeight, m_decoderBias; // weight untied only, bias with decoder_bias only
};

// classifier_pooling (the first token, or the mean over kept tokens), head, dropout, classifier.
class ModernBertForSequenceClassification : public EncoderModel {
public:
    explicit ModernBertForSequenceClassification(const ModelConfig& config);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    std::string backbonePrefix() const override { return "model"; }
    torch::nn::Embedding wordEmbeddings() const override { return m_model->tokEmbeddings; }

private:
    torch::Tensor pool(const torch::Tensor& hidden, const torch::Tensor& attentionMask) const;

    ModernBertBackbone m_model{nullptr};
    ModernBertPredictionHead m_head{nullptr};
    torch::nn::Dropout m_drop{nullptr};
    torch::nn::Linear m_classifier{nullptr};
};

} // namespace hw
