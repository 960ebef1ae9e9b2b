#pragma once

#include "core/corpus/labelled_dataset.h"
#include "core/eval/finetune_run_results.h"
#include "core/stats/classification_metrics.h"

#include <optional>

namespace hw {

struct ClassifierEvaluation {
    ClassificationMetrics metrics;
    QVector<QVector<int>> predictions;      // label ids per example
    QVector<QVector<double>> probabilities; // per example, per label
};

// Runs a fine-tuned sequence classifier (its id2label, and thresholds.json for multi-label models when
// present) over labelled examples whose label names match the model's.
Expected<ClassifierEvaluation> evaluateClassifier(const QString& modelDirectory,
                                                  const LabelledReadOptions& read, const QString& dataFile,
                                                  int maxLength, int batchSize,
                                                  const QString& device = QStringLiteral("cpu"));

// The label set a classifier predicted for every one of two or more examples (sorted; multi-label: possibly
// no label), when it predicted the same for all of them; nothing when its predictions differ. Such a
// classifier has learnt a constant answer, whatever its accuracy says.
std::optional<QStringList> sameAnswerForEvery(const QVector<QStringList>& predicted);
// Label ids per example as label names.
QVector<QStringList> predictedLabelNames(const QVector<QVector<int>>& predicted, const QStringList& labels);

// The warning shown beside a model's test metrics (the CLI's summaries, the studio's results) when a seed of
// it (each seed's predicted label sets per test example) predicted one answer for every test example; an
// empty Text otherwise.
Text sameAnswerWarning(const QString& model, const QVector<QVector<QStringList>>& predictedBySeed);
// The same for a model of a fine-tuning run read back from a project, from its seeds' predictions files (a
// file that cannot be read is left out: the results page reports it where it shows the file).
Text sameAnswerWarning(const FinetunedModelResults& model);

} // namespace hw
