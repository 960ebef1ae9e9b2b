#pragma once
// Core-internal (includes torch): training one seed of a sequence classifier.

#include "core/dataset/classification_batches.h"
#include "core/jobs/job.h"
#include "core/model/internal/classifier_prediction.h"
#include "core/model/internal/encoder_model.h"
#include "core/stats/label_decisions.h"
#include "core/train/finetune_job.h"

namespace hw {

struct ClassifierData {
    QStringList labels;
    bool multiLabel = false;
    EncodedExamples train, validation, test;
    const LabelledDataset* testSet = nullptr;       // texts for the predictions file
    const LabelledDataset* validationSet = nullptr; // and for the validation predictions
};

// Trains, picks the best epoch on validation macro-F1, tunes thresholds, evaluates on test and writes
// `seedDirectory/model/`, `predictions.jsonl` and `metrics.json`. A cancelled run returns what ==
// "cancelled".
Expected<FinetuneSeedResult> trainClassifierSeed(const FinetuneSpec& spec, uint64_t seed,
                                                 const ClassifierData& data, const TextTokenizer& tokenizer,
                                                 const QString& seedDirectory, JobContext& context,
                                                 double progressBase, double progressTotal);

} // namespace hw
