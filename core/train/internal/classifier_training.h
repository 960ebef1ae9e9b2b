#pragma once
// Core-internal (includes torch): training one seed of a sequence classifier.

#include "dataset/classification_batches.h"
#include "model/internal/encoder_model.h"
#include "jobs/job.h"
#include "train/finetune_job.h"

namespace hw {

struct ClassifierData {
    QStringList labels;
    bool multiLabel = false;
    EncodedExamples train, validation, test;
    const LabelledDataset* testSet = nullptr; // texts for the predictions file
};

// Trains, picks the best epoch on validation macro-F1, tunes thresholds, evaluates on test and writes
// `seedDirectory/model/`, `predictions.jsonl` and `metrics.json`. A cancelled run returns what == "cancelled".
Expected<FinetuneSeedResult> trainClassifierSeed(const FinetuneSpec& spec, uint64_t seed, const ClassifierData& data, const TextTokenizer& tokenizer,
                                                 const QString& seedDirectory, JobContext& context, double progressBase, double progressTotal);

// Probabilities per example (softmax, or sigmoid per label), in example order.
std::vector<std::vector<float>> predictProbabilities(EncoderModel& model, const EncodedExamples& examples, int batchSize, int padId,
                                                     const torch::Device& device);
// Argmax (single-label), or every label at or above its threshold (multi-label; 0.5 where none is given).
QVector<QVector<int>> decideLabels(const std::vector<std::vector<float>>& probabilities, bool multiLabel, const QVector<double>& thresholds);
ClassificationMetrics scoreLabels(const std::vector<QVector<int>>& truth, const QVector<QVector<int>>& predicted, const QStringList& labels,
                                  bool multiLabel);

// Per-label thresholds (multi-label): the value in 0.05..0.95 that maximises each label's F1 on `probabilities`,
// ties broken towards 0.5.
QVector<double> tuneThresholds(const std::vector<std::vector<float>>& probabilities, const std::vector<QVector<int>>& truth, int labelCount);

} // namespace hw
