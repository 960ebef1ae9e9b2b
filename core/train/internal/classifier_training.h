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

class DataParallel;

// Trains, picks the best epoch on validation macro-F1, tunes thresholds, evaluates on test and writes
// `seedDirectory/model/`, `predictions.jsonl` and `metrics.json`. A cancelled run returns a cancellation.
// `run` of `runs` places the seed among all the job's runs, for one overall progress. With `parallel`, each
// rank trains on its share of every batch, and rank 0 alone evaluates, tests and writes: the other ranks'
// results hold the seed and best epoch only.
Expected<FinetuneSeedResult> trainClassifierSeed(const FinetuneSpec& spec, uint64_t seed,
                                                 const ClassifierData& data, const TextTokenizer& tokenizer,
                                                 const QString& seedDirectory, JobContext& context, int run,
                                                 int runs, DataParallel* parallel = nullptr);

} // namespace hw
