#include "core/model/internal/model_factory.h"

#include "core/model/internal/bert_models.h"
#include "core/model/internal/electra_models.h"
#include "core/model/internal/modernbert_models.h"
#include "core/model/internal/roberta_models.h"

#include <ATen/CPUGeneratorImpl.h>
#include <torch/torch.h>

namespace hw {

std::shared_ptr<EncoderModel> createModel(const ModelConfig& config) {
    switch (config.architecture) {
    case Architecture::BertForMaskedLM:
        return std::make_shared<BertForMaskedLm>(config, false);
    case Architecture::BertForPreTraining:
        return std::make_shared<BertForMaskedLm>(config, true);
    case Architecture::BertForSequenceClassification:
        return std::make_shared<BertForSequenceClassification>(config);
    case Architecture::ElectraForPreTraining:
        return std::make_shared<ElectraForPreTraining>(config);
    case Architecture::ElectraForMaskedLM:
        return std::make_shared<ElectraForMaskedLm>(config);
    case Architecture::ElectraForSequenceClassification:
        return std::make_shared<ElectraForSequenceClassification>(config);
    case Architecture::RobertaForMaskedLM:
    case Architecture::XLMRobertaForMaskedLM:
        return std::make_shared<RobertaForMaskedLm>(config);
    case Architecture::RobertaForSequenceClassification:
    case Architecture::XLMRobertaForSequenceClassification:
        return std::make_shared<RobertaForSequenceClassification>(config);
    case Architecture::ModernBertForMaskedLM:
        return std::make_shared<ModernBertForMaskedLm>(config);
    case Architecture::ModernBertForSequenceClassification:
        return std::make_shared<ModernBertForSequenceClassification>(config);
    }
    throw std::logic_error("unknown architecture");
}

void initializeWeights(EncoderModel& model, uint64_t seed) {
    torch::NoGradGuard noGrad;
    // A private generator keeps initialisation reproducible without touching the global RNG.
    auto generator = at::detail::createCPUGenerator(seed);
    const double std = model.config().initializerRange;
    for (const auto& item : model.named_modules()) {
        torch::nn::Module* m = item.value().get();
        if (auto* linear = dynamic_cast<torch::nn::LinearImpl*>(m)) {
            linear->weight.normal_(0.0, std, generator);
            if (linear->bias.defined())
                linear->bias.zero_();
        } else if (auto* embedding = dynamic_cast<torch::nn::EmbeddingImpl*>(m)) {
            embedding->weight.normal_(0.0, std, generator);
            if (embedding->options.padding_idx())
                embedding->weight[*embedding->options.padding_idx()].zero_();
        } else if (auto* norm = dynamic_cast<torch::nn::LayerNormImpl*>(m)) {
            norm->weight.fill_(1.0);
            norm->bias.zero_();
        } else if (auto* modernNorm = dynamic_cast<ModernBertNormImpl*>(m)) {
            modernNorm->weight.fill_(1.0);
            if (modernNorm->bias.defined())
                modernNorm->bias.zero_();
        }
    }
    // Loose biases (cls.predictions.bias, generator_lm_head.bias, lm_head.bias, decoder.bias) and untied
    // output matrices belong to no Linear: initialised as transformers initialises its decoder Linear.
    for (const auto& p : model.named_parameters()) {
        if (p.key() == "cls.predictions.bias" || p.key() == "cls.predictions.decoder.bias" ||
            p.key() == "generator_lm_head.bias" || p.key() == "lm_head.bias" ||
            p.key() == "lm_head.decoder.bias" || p.key() == "decoder.bias")
            p.value().zero_();
        else if (p.key() == "cls.predictions.decoder.weight" || p.key() == "generator_lm_head.weight" ||
                 p.key() == "lm_head.decoder.weight" || p.key() == "decoder.weight")
            p.value().normal_(0.0, std, generator);
    }
}

} // namespace hw
