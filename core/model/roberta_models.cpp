#include "core/model/internal/roberta_models.h"

#include <torch/torch.h>

namespace hw {

RobertaLmHeadImpl::RobertaLmHeadImpl(const ModelConfig& config, torch::nn::Embedding wordEmbeddings)
    : m_wordEmbeddings(std::move(wordEmbeddings)) {
    m_dense = register_module("dense", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
    m_layerNorm = register_module(
        "layer_norm",
        torch::nn::LayerNorm(torch::nn::LayerNormOptions({config.hiddenSize}).eps(config.layerNormEps)));
    m_bias = register_parameter("bias", torch::zeros({config.vocabSize}));
    if (!config.tieWordEmbeddings) {
        auto decoder = register_module("decoder", std::make_shared<torch::nn::Module>());
        m_decoderWeight =
            decoder->register_parameter("weight", torch::empty({config.vocabSize, config.hiddenSize}));
        m_decoderBias = decoder->register_parameter("bias", torch::zeros({config.vocabSize}));
    }
}

torch::Tensor RobertaLmHeadImpl::forward(const torch::Tensor& hidden) {
    // transformers' RobertaLMHead applies exact GELU whatever hidden_act says.
    const torch::Tensor h = m_layerNorm(torch::gelu(m_dense(hidden)));
    if (m_decoderWeight.defined())
        return torch::nn::functional::linear(h, m_decoderWeight, m_decoderBias);
    return torch::nn::functional::linear(h, m_wordEmbeddings->weight, m_bias);
}

RobertaForMaskedLm::RobertaForMaskedLm(const ModelConfig& config)
    : EncoderModel(config) {
    m_roberta = register_module("roberta", BertBackbone(config, false));
    m_lmHead = register_module("lm_head", RobertaLmHead(config, m_roberta->embeddings->wordEmbeddings));
}

torch::Tensor RobertaForMaskedLm::encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                         const torch::Tensor& tokenTypeIds) {
    return m_roberta(inputIds, attentionMask, tokenTypeIds);
}

ModelOutputs RobertaForMaskedLm::forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                         const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    out.logits = m_lmHead(out.lastHiddenState);
    return out;
}

torch::Tensor RobertaForMaskedLm::maskedLmLogits(const torch::Tensor& hiddenRows) {
    return m_lmHead(hiddenRows);
}

std::vector<TiedWeight> RobertaForMaskedLm::tiedWeights() const {
    if (!m_config.tieWordEmbeddings)
        return {};
    return {{"lm_head.decoder.weight", "roberta.embeddings.word_embeddings.weight"}};
}

RobertaForSequenceClassification::RobertaForSequenceClassification(const ModelConfig& config)
    : EncoderModel(config) {
    m_roberta = register_module("roberta", BertBackbone(config, false));
    auto classifier = register_module("classifier", std::make_shared<torch::nn::Module>());
    m_dense = classifier->register_module("dense", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
    m_dropout =
        classifier->register_module("dropout", torch::nn::Dropout(config.effectiveClassifierDropout()));
    m_outProj =
        classifier->register_module("out_proj", torch::nn::Linear(config.hiddenSize, config.numLabels()));
}

torch::Tensor RobertaForSequenceClassification::encode(const torch::Tensor& inputIds,
                                                       const torch::Tensor& attentionMask,
                                                       const torch::Tensor& tokenTypeIds) {
    return m_roberta(inputIds, attentionMask, tokenTypeIds);
}

ModelOutputs RobertaForSequenceClassification::forward(const torch::Tensor& inputIds,
                                                       const torch::Tensor& attentionMask,
                                                       const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    const torch::Tensor first = m_dropout(out.lastHiddenState.select(1, 0));
    out.logits = m_outProj(m_dropout(torch::tanh(m_dense(first))));
    return out;
}

} // namespace hw
