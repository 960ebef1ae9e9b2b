#pragma once

#include "core/util/expected.h"

#include <optional>

namespace hw {

// How much masked-language pretraining a model directory has had, written beside its weights
// (headwater_pretraining.json) by new-model (none) and by every pretraining run (the base's plus its own).
// Models from elsewhere have none: their pretraining is unknown.
struct PretrainingRecord {
    qint64 steps = 0;
    qint64 tokens = 0;
};

std::optional<PretrainingRecord> readPretrainingRecord(const QString& modelDirectory);
Expected<bool> writePretrainingRecord(const QString& modelDirectory, const PretrainingRecord& record);

// Fine-tuning a model with little pretraining at a BERT-style learning rate (2e-5) moves it too little to
// learn the task: the warning to give, or empty when the pretraining is unknown or ample or the rate is
// already high.
Text shortPretrainingWarning(const PretrainingRecord& record, double learningRate);

} // namespace hw
