#pragma once
// Core-internal (includes torch): BertModel and the BERT head models, parameter names as in transformers'
// modeling_bert.py.

#include "core/model/internal/encoder_model.h"
#include "core/model/internal/transformer_layers.h"

namespace hw {

class BertBackboneImpl : public torch::nn::Module {
public:
    BertBackboneImpl(const ModelConfig& config, bool withPooler);
    torch::Tensor forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                          const torch::Tensor& tokenTypeIds);
    torch::Tensor pool(const torch::Tensor& hidden); // tanh(dense(h[:, 0]))

    Embeddings embeddings{nullptr};
    Encoder encoder{nullptr};
    torch::nn::Linear poolerDense{nullptr};
};
TORCH_MODULE(BertBackbone);

// cls.predictions: transform (dense, act, LayerNorm), decoder tied to the word embeddings, own bias (or, with
// tie_word_embeddings false, a decoder of its own, decoder.weight and decoder.bias, as transformers 5 has
// it).
class BertLmHeadImpl : public torch::nn::Module {
public:
    BertLmHeadImpl(const ModelConfig& config, torch::nn::Embedding wordEmbeddings);
    torch::Tensor forward(const torch::Tensor& hidden);

    torch::Tensor bias;

private:
    torch::nn::Linear m_transformDense{nullptr};
    torch::nn::LayerNorm m_transformLayerNorm{nullptr};
    Activation m_activation;
    torch::nn::Embedding m_wordEmbeddings;
    torch::Tensor m_decoderWeight, m_decoderBias; // untied only
};
TORCH_MODULE(BertLmHead);

class BertForMaskedLm : public EncoderModel {
public:
    explicit BertForMaskedLm(const ModelConfig& config, bool withNsp = false);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor maskedLmLogits(const torch::Tensor& hiddenRows) override;
    std::string backbonePrefix() const override { return "bert"; }
    std::vector<TiedWeight> tiedWeights() const override;
    torch::nn::Embedding wordEmbeddings() const override { return m_bert->embeddings->wordEmbeddings; }
    bool hasNextSentenceHead() const { return m_withNsp; }
    // BertForPreTraining's NSP logits [B, 2] from the last hidden state.
    torch::Tensor nextSentenceLogits(const torch::Tensor& hidden) {
        return m_seqRelationship(m_bert->pool(hidden));
    }

private:
    bool m_withNsp;
    BertBackbone m_bert{nullptr};
    BertLmHead m_predictions{nullptr};
    torch::nn::Linear m_seqRelationship{nullptr};
};

class BertForSequenceClassification : public EncoderModel {
public:
    explicit BertForSequenceClassification(const ModelConfig& config);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    std::string backbonePrefix() const override { return "bert"; }
    torch::nn::Embedding wordEmbeddings() const override { return m_bert->embeddings->wordEmbeddings; }

private:
    BertBackbone m_bert{nullptr};
    torch::nn::Dropout m_dropout{nullptr};
    torch::nn::Linear m_classifier{nullptr};
};

} // namespace hw
