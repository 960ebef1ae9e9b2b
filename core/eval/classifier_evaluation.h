#pragma once

#include "core/corpus/labelled_dataset.h"
#include "core/stats/classification_metrics.h"

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

} // namespace hw
