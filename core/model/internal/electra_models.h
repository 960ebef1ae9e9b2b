#pragma once
// Core-internal (includes torch): ElectraModel and the ELECTRA head models, parameter names as in
// transformers' modeling_electra.py.

#include "core/model/internal/encoder_model.h"
#include "core/model/internal/transformer_layers.h"

namespace hw {

// Embeddings at embedding_size, projected to hidden_size when the two differ (embeddings_project).
class ElectraBackboneImpl : public torch::nn::Module {
public:
    explicit ElectraBackboneImpl(const ModelConfig& config);
    torch::Tensor forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                          const torch::Tensor& tokenTypeIds);

    Embeddings embeddings{nullptr};
    torch::nn::Linear embeddingsProject{nullptr};
    Encoder encoder{nullptr};
};
TORCH_MODULE(ElectraBackbone);

// The discriminator: per-token "replaced" logit.
class ElectraForPreTraining : public EncoderModel {
public:
    explicit ElectraForPreTraining(const ModelConfig& config);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    std::string backbonePrefix() const override { return "electra"; }
    torch::nn::Embedding wordEmbeddings() const override { return m_electra->embeddings->wordEmbeddings; }
    ElectraBackbone backbone() const { return m_electra; }

private:
    ElectraBackbone m_electra{nullptr};
    torch::nn::Linear m_dense{nullptr};
    torch::nn::Linear m_densePrediction{nullptr};
    Activation m_activation;
};

// The generator: MLM head at embedding size, output projection tied to the word embeddings (or, with
// tie_word_embeddings false, generator_lm_head.weight of its own).
class ElectraForMaskedLm : public EncoderModel {
public:
    explicit ElectraForMaskedLm(const ModelConfig& config);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor maskedLmLogits(const torch::Tensor& hiddenRows) override;
    std::string backbonePrefix() const override { return "electra"; }
    std::vector<TiedWeight> tiedWeights() const override;
    torch::nn::Embedding wordEmbeddings() const override { return m_electra->embeddings->wordEmbeddings; }
    ElectraBackbone backbone() const { return m_electra; }

private:
    ElectraBackbone m_electra{nullptr};
    torch::nn::Linear m_dense{nullptr};
    torch::nn::LayerNorm m_layerNorm{nullptr};
    torch::Tensor m_lmBias;
    torch::Tensor m_lmWeight; // untied only
};

class ElectraForSequenceClassification : public EncoderModel {
public:
    explicit ElectraForSequenceClassification(const ModelConfig& config);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    std::string backbonePrefix() const override { return "electra"; }
    torch::nn::Embedding wordEmbeddings() const override { return m_electra->embeddings->wordEmbeddings; }

private:
    ElectraBackbone m_electra{nullptr};
    torch::nn::Dropout m_dropout{nullptr};
    torch::nn::Linear m_dense{nullptr};
    torch::nn::Linear m_outProj{nullptr};
};

} // namespace hw
