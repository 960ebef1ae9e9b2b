#pragma once
// Core-internal (includes torch): training one seed of a sequence classifier.

#include "dataset/classification_batches.h"
#include "jobs/job.h"
#include "model/internal/classifier_prediction.h"
#include "model/internal/encoder_model.h"
#include "stats/label_decisions.h"
#include "train/finetune_job.h"

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
