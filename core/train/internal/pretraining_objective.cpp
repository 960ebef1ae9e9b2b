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

Expected<std::unique_ptr<PretrainingObjective>> createPretrainingObjective(const PretrainSpec& spec) {
    return spec.objective == PretrainObjective::Electra ? createElectraObjective(spec)
                                                        : createMaskedLmObjective(spec);
}

} // namespace hw
