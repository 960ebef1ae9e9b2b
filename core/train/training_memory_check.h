#pragma once

#include "core/model/model_config.h"
#include "core/system/device.h"
#include "core/util/expected.h"

#include <QString>

namespace hw {

// What a training run sizes its batches with, and the settings that set them (named in the refusal).
struct TrainingShape {
    int batchSize = 16;
    int seqLength = 128;
    QString precision = QStringLiteral("fp32");
    QString device = QStringLiteral("cpu"); // parsed by the check: "cuda" is "cuda:0"
    QString batchSetting = QStringLiteral("batch-size"), lengthSetting = QStringLiteral("seq-len");
};

// Refuses a run whose estimated memory (weights, gradients, AdamW's moments and one batch's activations)
// exceeds the device's, before anything is allocated: the figures and what to lower, instead of an allocation
// that grows until the machine swaps or libtorch aborts. A device that is not one, or that this machine
// lacks, is refused first (naming --device), so every spelling of a device gets the same answer.
Expected<bool> checkTrainingFitsDevice(const ModelConfig& config, const TrainingShape& shape);

// The fit alone, against `availableBytes` of `device` (0: unknown, which fits).
Expected<bool> checkTrainingFits(const ModelConfig& config, const TrainingShape& shape, const Device& device,
                                 qint64 availableBytes);

} // namespace hw
