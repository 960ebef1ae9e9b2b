#include "core/model/internal/bert_models.h"

#include <torch/torch.h>

namespace hw {

namespace {

torch::Tensor onesIfUndefined(const torch::Tensor& t, const torch::Tensor& like) {
    return t.defined() ? t : torch::ones_like(like);
}

torch::Tensor zerosIfUndefined(const torch::Tensor& t, const torch::Tensor& like) {
    return t.defined() ? t : torch::zeros_like(like);
}

} // namespace

torch::Tensor EncoderModel::maskedLmLogits(const torch::Tensor&) {
    throw std::logic_error(architectureName(m_config.architecture).toStdString() + " has no masked-LM head");
}

BertBackboneImpl::BertBackboneImpl(const ModelConfig& config, bool withPooler) {
    embeddings = register_module("embeddings", Embeddings(config, config.hiddenSize));
    encoder = register_module("encoder", Encoder(config));
    if (withPooler) {
        auto pooler = register_module("pooler", std::make_shared<torch::nn::Module>());
        poolerDense =
            pooler->register_module("dense", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
    }
}

torch::Tensor BertBackboneImpl::forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                        const torch::Tensor& tokenTypeIds) {
    torch::Tensor hidden = embeddings(inputIds, zerosIfUndefined(tokenTypeIds, inputIds));
    return encoder(hidden,
                   additiveAttentionMask(onesIfUndefined(attentionMask, inputIds), hidden.scalar_type()));
}

torch::Tensor BertBackboneImpl::pool(const torch::Tensor& hidden) {
    return torch::tanh(poolerDense(hidden.select(1, 0)));
}

BertLmHeadImpl::BertLmHeadImpl(const ModelConfig& config, torch::nn::Embedding wordEmbeddings)
    : m_activation(activationByName(config.hiddenAct))
    , m_wordEmbeddings(std::move(wordEmbeddings)) {
    auto transform = register_module("transform", std::make_shared<torch::nn::Module>());
    m_transformDense =
        transform->register_module("dense", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
    m_transformLayerNorm = transform->register_module(
        "LayerNorm",
        torch::nn::LayerNorm(torch::nn::LayerNormOptions({config.hiddenSize}).eps(config.layerNormEps)));
    bias = register_parameter("bias", torch::zeros({config.vocabSize}));
    if (!config.tieWordEmbeddings) {
        auto decoder = register_module("decoder", std::make_shared<torch::nn::Module>());
        m_decoderWeight =
            decoder->register_parameter("weight", torch::empty({config.vocabSize, config.hiddenSize}));
        m_decoderBias = decoder->register_parameter("bias", torch::zeros({config.vocabSize}));
    }
}

torch::Tensor BertLmHeadImpl::forward(const torch::Tensor& hidden) {
    const torch::Tensor h = m_transformLayerNorm(m_activation(m_transformDense(hidden)));
    if (m_decoderWeight.defined())
        return torch::nn::functional::linear(h, m_decoderWeight, m_decoderBias);
    return torch::nn::functional::linear(h, m_wordEmbeddings->weight, bias);
}

BertForMaskedLm::BertForMaskedLm(const ModelConfig& config, bool withNsp)
    : EncoderModel(config)
    , m_withNsp(withNsp) {
    m_bert = register_module("bert", BertBackbone(config, withNsp));
    auto cls = register_module("cls", std::make_shared<torch::nn::Module>());
    m_predictions =
        cls->register_module("predictions", BertLmHead(config, m_bert->embeddings->wordEmbeddings));
    if (withNsp)
        m_seqRelationship = cls->register_module("seq_relationship", torch::nn::Linear(config.hiddenSize, 2));
}

torch::Tensor BertForMaskedLm::encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                      const torch::Tensor& tokenTypeIds) {
    return m_bert(inputIds, attentionMask, tokenTypeIds);
}

ModelOutputs BertForMaskedLm::forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                      const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    out.logits = m_predictions(out.lastHiddenState);
    if (m_withNsp)
        out.seqRelationshipLogits = m_seqRelationship(m_bert->pool(out.lastHiddenState));
    return out;
}

torch::Tensor BertForMaskedLm::maskedLmLogits(const torch::Tensor& hiddenRows) {
    return m_predictions(hiddenRows);
}

std::vector<TiedWeight> BertForMaskedLm::tiedWeights() const {
    if (!m_config.tieWordEmbeddings)
        return {};
    return {{"cls.predictions.decoder.weight", "bert.embeddings.word_embeddings.weight"}};
}

BertForSequenceClassification::BertForSequenceClassification(const ModelConfig& config)
    : EncoderModel(config) {
    m_bert = register_module("bert", BertBackbone(config, true));
    m_dropout = register_module("dropout", torch::nn::Dropout(config.effectiveClassifierDropout()));
    m_classifier = register_module("classifier", torch::nn::Linear(config.hiddenSize, config.numLabels()));
}

torch::Tensor BertForSequenceClassification::encode(const torch::Tensor& inputIds,
                                                    const torch::Tensor& attentionMask,
                                                    const torch::Tensor& tokenTypeIds) {
    return m_bert(inputIds, attentionMask, tokenTypeIds);
}

ModelOutputs BertForSequenceClassification::forward(const torch::Tensor& inputIds,
                                                    const torch::Tensor& attentionMask,
                                                    const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    out.logits = m_classifier(m_dropout(m_bert->pool(out.lastHiddenState)));
    return out;
}

} // namespace hw
