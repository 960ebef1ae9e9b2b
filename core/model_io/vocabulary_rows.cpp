#include "core/model_io/internal/vocabulary_rows.h"

#include "core/model/internal/model_factory.h"

#include <torch/torch.h>

namespace hw {

namespace {

bool isVocabularyRow(const std::string& name) {
    return name.find("embeddings.word_embeddings.weight") != std::string::npos ||
           name == "cls.predictions.bias" || name == "generator_lm_head.bias" ||
           name == "cls.predictions.decoder.weight" || name == "cls.predictions.decoder.bias" ||
           name == "generator_lm_head.weight" || // untied heads
           name == "lm_head.bias" || name == "lm_head.decoder.weight" || name == "lm_head.decoder.bias" ||
           name == "model.embeddings.tok_embeddings.weight" || name == "decoder.weight" || // ModernBERT
           name == "decoder.bias";
}

} // namespace

std::shared_ptr<EncoderModel> rebuildVocabularyRows(const LoadedModel& loaded, const ModelConfig& config,
                                                    const std::vector<std::vector<int64_t>>& sources,
                                                    int64_t oldTokens) {
    std::shared_ptr<EncoderModel> rebuilt = createModel(config);
    torch::NoGradGuard noGrad;
    auto oldParameters = loaded.model->named_parameters(true);
    for (auto& p : rebuilt->named_parameters(true)) {
        const torch::Tensor old = oldParameters[p.key()];
        if (!isVocabularyRow(p.key())) {
            p.value().copy_(old);
            continue;
        }
        const torch::Tensor mean = old.narrow(0, 0, std::min(oldTokens, old.size(0))).mean(0);
        for (int64_t id = 0; id < p.value().size(0); ++id) {
            if (id < int64_t(sources.size())) {
                const std::vector<int64_t>& rows = sources[size_t(id)];
                p.value()[id].copy_(rows.empty() ? mean : old.index_select(0, torch::tensor(rows)).mean(0));
            } else if (id < old.size(0)) {
                p.value()[id].copy_(old[id]);
            }
        }
    }
    rebuilt->eval();
    return rebuilt;
}

} // namespace hw
