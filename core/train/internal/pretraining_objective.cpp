#include "core/train/internal/pretraining_objective.h"

#include "core/model/internal/host_tensor.h"

#include <torch/torch.h>

namespace hw {

BatchTensors BatchTensors::fromBatch(const TrainingBatch& batch, const torch::Device& device) {
    BatchTensors t;
    t.inputIds = tensorOnDevice(batch.inputIds, {batch.rows, batch.length}, device);
    t.attentionMask = tensorOnDevice(batch.attentionMask, {batch.rows, batch.length}, device);
    t.typeIds = tensorOnDevice(batch.typeIds, {batch.rows, batch.length}, device);
    t.labels = tensorOnDevice(batch.labels, {batch.rows, batch.length}, device);
    t.nextSentenceLabels = tensorOnDevice(batch.nextSentenceLabels, {batch.rows}, device);
    return t;
}

void MetricSums::add(const std::string& name, double sum, double count) {
    auto& entry = m_sums[name];
    entry.first += sum;
    entry.second += count;
}

std::map<std::string, double> MetricSums::means() const {
    std::map<std::string, double> out;
    for (const auto& [name, entry] : m_sums)
        out[name] = entry.second > 0 ? entry.first / entry.second : 0.0;
    return out;
}

torch::Tensor totalLoss(const std::vector<LossTerm>& terms, const std::vector<double>& shares) {
    torch::Tensor total;
    for (size_t i = 0; i < terms.size(); ++i) {
        const double share = shares.empty() ? 1.0 : shares[i];
        if (share == 0 || !terms[i].mean.defined())
            continue; // none of the term's items are here: its mean is not a number, and weighs nothing
        torch::Tensor term = terms[i].weight == 1 ? terms[i].mean : terms[i].mean * terms[i].weight;
        if (share != 1)
            term = term * share;
        total = total.defined() ? total + term : term;
    }
    return total;
}

Expected<std::unique_ptr<PretrainingObjective>> createPretrainingObjective(const PretrainSpec& spec) {
    return spec.objective == PretrainObjective::Electra ? createElectraObjective(spec)
                                                        : createMaskedLmObjective(spec);
}

} // namespace hw
