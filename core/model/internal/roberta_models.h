#pragma once
// Core-internal (includes torch): RoBERTa's head models, parameter names as in transformers'
// modeling_roberta.py. XLM-RoBERTa is the same network; only config.json's names differ.

#include "core/model/internal/bert_models.h"

namespace hw {

// lm_head: dense, exact GELU, layer_norm, then the word embeddings and lm_head.bias (which transformers ties
// to lm_head.decoder.bias); with tie_word_embeddings false, a decoder of its own, weight and bias, as
// transformers 5 has it.
class RobertaLmHeadImpl : public torch::nn::Module {
public:
    RobertaLmHeadImpl(const ModelConfig& config, torch::nn::Embedding wordEmbeddings);
    torch::Tensor forward(const torch::Tensor& hidden);

private:
    torch::nn::Linear m_dense{nullptr};
    torch::nn::LayerNorm m_layerNorm{nullptr};
    torch::nn::Embedding m_wordEmbeddings;
    torch::Tensor m_bias;
    torch::Tensor m_decoderWeight, m_decoderBias; // untied only
};
TORCH_MODULE(RobertaLmHead);

class RobertaForMaskedLm : public EncoderModel {
public:
    explicit RobertaForMaskedLm(const ModelConfig& config);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor maskedLmLogits(const torch::Tensor& hiddenRows) override;
    std::string backbonePrefix() const override { return "roberta"; }
    std::vector<TiedWeight> tiedWeights() const override;
    torch::nn::Embedding wordEmbeddings() const override { return m_roberta->embeddings->wordEmbeddings; }

private:
    BertBackbone m_roberta{nullptr};
    RobertaLmHead m_lmHead{nullptr};
};

// classifier: the first token (<s>) through dropout, dense, tanh, dropout and out_proj; no pooler.
class RobertaForSequenceClassification : public EncoderModel {
public:
    explicit RobertaForSequenceClassification(const ModelConfig& config);
    ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                         const torch::Tensor& tokenTypeIds) override;
    std::string backbonePrefix() const override { return "roberta"; }
    torch::nn::Embedding wordEmbeddings() const override { return m_roberta->embeddings->wordEmbeddings; }

private:
    BertBackbone m_roberta{nullptr};
    torch::nn::Dropout m_dropout{nullptr};
    torch::nn::Linear m_dense{nullptr};
    torch::nn::Linear m_outProj{nullptr};
};

} // namespace hw
