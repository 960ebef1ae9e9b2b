#include "core/export/internal/export_verification.h"

#include <torch/torch.h>

namespace hw {

std::vector<SampleBatch> exportSampleBatches(const ModelConfig& config) {
    torch::manual_seed(20261204);
    std::vector<SampleBatch> batches;
    for (const auto& [batch, length] :
         {std::pair<int64_t, int64_t>{3, 7}, {1, std::min(64, config.maxInputTokens())}}) {
        SampleBatch b;
        b.inputIds = torch::randint(config.vocabSize, {batch, length}, torch::kLong);
        b.attentionMask = torch::ones({batch, length}, torch::kLong);
        if (batch > 1) { // padding at the end of one row, where RoBERTa's positions stop counting
            b.attentionMask.index_put_({batch - 1, torch::indexing::Slice(length - 2)}, 0);
            b.inputIds.index_put_({batch - 1, torch::indexing::Slice(length - 2)}, config.padTokenId);
        }
        b.tokenTypeIds = torch::zeros({batch, length}, torch::kLong);
        if (config.typeVocabSize > 1) // a second segment, as sentence pairs have
            b.tokenTypeIds.index_put_({torch::indexing::Slice(), torch::indexing::Slice(length / 2)}, 1);
        batches.push_back(b);
    }
    return batches;
}

torch::Tensor modelLogits(EncoderModel& model, const SampleBatch& batch) {
    torch::NoGradGuard noGrad;
    model.eval();
    return model.forward(batch.inputIds, batch.attentionMask, batch.tokenTypeIds).logits;
}

LogitComparison compareLogits(EncoderModel& source, const LogitFunction& candidate) {
    LogitComparison out;
    for (const SampleBatch& batch : exportSampleBatches(source.config())) {
        const torch::Tensor expected = modelLogits(source, batch);
        const torch::Tensor got = candidate(batch);
        const bool sourceFinite = torch::isfinite(expected).all().item<bool>();
        const bool candidateFinite = !got.defined() || torch::isfinite(got).all().item<bool>();
        out.sourceNonFinite |= !sourceFinite;
        out.candidateNonFinite |= !candidateFinite;
        // std::max would keep the earlier figure over a NaN: a non-finite side is an infinite difference.
        const double difference =
            got.defined() && expected.sizes() == got.sizes() && sourceFinite && candidateFinite
                ? (expected - got).abs().max().item<double>()
                : std::numeric_limits<double>::infinity();
        out.maxAbsDifference = std::max(out.maxAbsDifference, difference);
        out.samples += int(batch.inputIds.size(0));
    }
    return out;
}

std::optional<UserError> nonFiniteLogits(const LogitComparison& compared, const Text& exported,
                                         const QString& where) {
    if (compared.sourceNonFinite)
        return UserError{
            Text::tr("the model computes NaN or infinite logits on the sample inputs, so its export "
                     "cannot be checked: its weights are damaged"),
            where, Text::tr("nothing was written; export an earlier checkpoint of the model")};
    if (compared.candidateNonFinite)
        return UserError{
            Text::tr("the %1 computes NaN or infinite logits where the source's are finite").arg(exported),
            where, Text::tr("nothing was written; report this model")};
    return std::nullopt;
}

} // namespace hw
