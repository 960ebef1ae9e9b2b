#include "core/model/internal/electra_models.h"

#include <torch/torch.h>

namespace hw {

ElectraBackboneImpl::ElectraBackboneImpl(const ModelConfig& config) {
    embeddings = register_module("embeddings", Embeddings(config, config.embeddingSize));
    if (config.embeddingSize != config.hiddenSize)
        embeddingsProject =
            register_module("embeddings_project", torch::nn::Linear(config.embeddingSize, config.hiddenSize));
    encoder = register_module("encoder", Encoder(config));
}

torch::Tensor ElectraBackboneImpl::forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                           const torch::Tensor& tokenTypeIds) {
    torch::Tensor hidden =
        embeddings(inputIds, tokenTypeIds.defined() ? tokenTypeIds : torch::zeros_like(inputIds));
    if (embeddingsProject)
        hidden = embeddingsProject(hidden);
    const torch::Tensor mask = attentionMask.defined() ? attentionMask : torch::ones_like(inputIds);
    return encoder(hidden, additiveAttentionMask(mask, hidden.scalar_type()));
}

ElectraForPreTraining::ElectraForPreTraining(const ModelConfig& config)
    : EncoderModel(config)
    , m_activation(activationByName(config.hiddenAct)) {
    m_electra = register_module("electra", ElectraBackbone(config));
    auto head = register_module("discriminator_predictions", std::make_shared<torch::nn::Module>());
    m_dense = head->register_module("dense", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
    m_densePrediction = head->register_module("dense_prediction", torch::nn::Linear(config.hiddenSize, 1));
}

torch::Tensor ElectraForPreTraining::encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                            const torch::Tensor& tokenTypeIds) {
    return m_electra(inputIds, attentionMask, tokenTypeIds);
}

ModelOutputs ElectraForPreTraining::forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                            const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    out.logits = m_densePrediction(m_activation(m_dense(out.lastHiddenState))).squeeze(-1);
    return out;
}

ElectraForMaskedLm::ElectraForMaskedLm(const ModelConfig& config)
    : EncoderModel(config) {
    m_electra = register_module("electra", ElectraBackbone(config));
    auto head = register_module("generator_predictions", std::make_shared<torch::nn::Module>());
    m_layerNorm = head->register_module(
        "LayerNorm",
        torch::nn::LayerNorm(torch::nn::LayerNormOptions({config.embeddingSize}).eps(config.layerNormEps)));
    m_dense = head->register_module("dense", torch::nn::Linear(config.hiddenSize, config.embeddingSize));
    auto lmHead = register_module("generator_lm_head", std::make_shared<torch::nn::Module>());
    m_lmBias = lmHead->register_parameter("bias", torch::zeros({config.vocabSize}));
    if (!config.tieWordEmbeddings)
        m_lmWeight =
            lmHead->register_parameter("weight", torch::empty({config.vocabSize, config.embeddingSize}));
}

torch::Tensor ElectraForMaskedLm::encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                         const torch::Tensor& tokenTypeIds) {
    return m_electra(inputIds, attentionMask, tokenTypeIds);
}

torch::Tensor ElectraForMaskedLm::maskedLmLogits(const torch::Tensor& hiddenRows) {
    // transformers' generator head always uses exact GELU, whatever hidden_act says.
    const torch::Tensor h = m_layerNorm(torch::gelu(m_dense(hiddenRows)));
    return torch::nn::functional::linear(
        h, m_lmWeight.defined() ? m_lmWeight : m_electra->embeddings->wordEmbeddings->weight, m_lmBias);
}

ModelOutputs ElectraForMaskedLm::forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                         const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    out.logits = maskedLmLogits(out.lastHiddenState);
    return out;
}

std::vector<TiedWeight> ElectraForMaskedLm::tiedWeights() const {
    if (!m_config.tieWordEmbeddings)
        return {};
    return {{"generator_lm_head.weight", "electra.embeddings.word_embeddings.weight"}};
}

ElectraForSequenceClassification::ElectraForSequenceClassification(const ModelConfig& config)
    : EncoderModel(config) {
    m_electra = register_module("electra", ElectraBackbone(config));
    auto head = register_module("classifier", std::make_shared<torch::nn::Module>());
    m_dropout = head->register_module("dropout", torch::nn::Dropout(config.effectiveClassifierDropout()));
    m_dense = head->register_module("dense", torch::nn::Linear(config.hiddenSize, config.hiddenSize));
    m_outProj = head->register_module("out_proj", torch::nn::Linear(config.hiddenSize, config.numLabels()));
}

torch::Tensor ElectraForSequenceClassification::encode(const torch::Tensor& inputIds,
                                                       const torch::Tensor& attentionMask,
                                                       const torch::Tensor& tokenTypeIds) {
    return m_electra(inputIds, attentionMask, tokenTypeIds);
}

ModelOutputs ElectraForSequenceClassification::forward(const torch::Tensor& inputIds,
                                                       const torch::Tensor& attentionMask,
                                                       const torch::Tensor& tokenTypeIds) {
    ModelOutputs out;
    out.lastHiddenState = encode(inputIds, attentionMask, tokenTypeIds);
    torch::Tensor x = m_dropout(out.lastHiddenState.select(1, 0));
    x = m_dropout(torch::gelu(m_dense(x))); // transformers' ElectraClassificationHead uses exact GELU
    out.logits = m_outProj(x);
    return out;
}

} // namespace hw
