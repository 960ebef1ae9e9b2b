#pragma once
// Core-internal (includes torch): the interface every BERT / ELECTRA head model implements, so loading,
// export, mask-fill, pretraining and fine-tuning treat them alike.

#include "core/model/model_config.h"

#include <torch/nn.h>

#include <string>
#include <vector>

namespace hw {

struct ModelOutputs {
    torch::Tensor logits;                // MLM [B, L, V] | RTD [B, L] | classification [B, labels]
    torch::Tensor seqRelationshipLogits; // BertForPreTraining only: NSP [B, 2]
    torch::Tensor lastHiddenState;       // [B, L, hidden]
};

// A weight that is stored once: `tied` (e.g. cls.predictions.decoder.weight) is `source`'s tensor.
struct TiedWeight {
    std::string tied;
    std::string source;
};

class EncoderModel : public torch::nn::Module {
public:
    explicit EncoderModel(ModelConfig config)
        : m_config(std::move(config)) {}

    const ModelConfig& config() const { return m_config; }

    // Full forward. attentionMask and tokenTypeIds may be undefined (all ones / all zeros).
    virtual ModelOutputs forward(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                 const torch::Tensor& tokenTypeIds) = 0;
    // The backbone alone: last hidden state [B, L, hidden].
    virtual torch::Tensor encode(const torch::Tensor& inputIds, const torch::Tensor& attentionMask,
                                 const torch::Tensor& tokenTypeIds) = 0;
    // The MLM head on selected hidden rows [N, hidden] -> [N, vocab]; only models with an MLM head.
    virtual torch::Tensor maskedLmLogits(const torch::Tensor& hiddenRows);

    // Prefix of the backbone's parameters ("bert" or "electra"); heads live outside it.
    virtual std::string backbonePrefix() const = 0;
    virtual std::vector<TiedWeight> tiedWeights() const { return {}; }
    virtual torch::nn::Embedding wordEmbeddings() const = 0;

protected:
    ModelConfig m_config;
};

} // namespace hw
