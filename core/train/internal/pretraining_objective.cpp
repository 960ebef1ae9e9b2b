#include "train/internal/pretraining_objective.h"

#include <torch/torch.h>

namespace hw {

BatchTensors BatchTensors::fromBatch(const TrainingBatch& batch, const torch::Device& device)
{
    auto tensor = [&](const std::vector<int64_t>& data, std::vector<int64_t> shape) {
        // from_blob borrows the vector; clone() owns a copy before the batch goes away.
        return torch::from_blob(const_cast<int64_t*>(data.data()), shape, torch::kLong).clone().to(device);
    };
    BatchTensors t;
    t.inputIds = tensor(batch.inputIds, {batch.rows, batch.length});
    t.attentionMask = tensor(batch.attentionMask, {batch.rows, batch.length});
    t.typeIds = tensor(batch.typeIds, {batch.rows, batch.length});
    t.labels = tensor(batch.labels, {batch.rows, batch.length});
    t.nextSentenceLabels = tensor(batch.nextSentenceLabels, {batch.rows});
    return t;
}

void MetricSums::add(const std::string& name, double sum, double count)
{
    auto& entry = m_sums[name];
    entry.first += sum;
    entry.second += count;
}

std::map<std::string, double> MetricSums::means() const
{
    std::map<std::string, double> out;
    for (const auto& [name, entry] : m_sums)
        out[name] = entry.second > 0 ? entry.first / entry.second : 0.0;
    return out;
}

Expected<std::unique_ptr<PretrainingObjective>> createPretrainingObjective(const PretrainSpec& spec)
{
    return spec.objective == PretrainObjective::Electra ? createElectraObjective(spec) : createMaskedLmObjective(spec);
}

} // namespace hw
