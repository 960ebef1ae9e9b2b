#pragma once

#include "core/model/model_config.h"
#include "core/util/expected.h"

#include <QString>

namespace hw {

// What a training run sizes its batches with, and the settings that set them (named in the refusal).
struct TrainingShape {
    int batchSize = 16;
    int seqLength = 128;
    QString precision = QStringLiteral("fp32");
    QString device = QStringLiteral("cpu");
    QString batchSetting = QStringLiteral("batch-size"), lengthSetting = QStringLiteral("seq-len");
};

// Refuses a run whose estimated memory (weights, gradients, AdamW's moments and one batch's activations)
// exceeds the device's, before anything is allocated: the figures and what to lower, instead of an allocation
// that grows until the machine swaps or libtorch aborts.
Expected<bool> checkTrainingFitsDevice(const ModelConfig& config, const TrainingShape& shape);

// The memory of a device named "cpu" or "cuda:N" in bytes; 0 when unknown.
qint64 deviceMemoryBytes(const QString& device);

} // namespace hw
