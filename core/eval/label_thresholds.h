#pragma once

#include "core/stats/classification_metrics.h"
#include "core/util/expected.h"

#include <vector>

namespace hw {

// A multi-label model's validation predictions, as thresholds are tried against them.
struct ValidationPredictions {
    QStringList labels;
    std::vector<std::vector<float>> probabilities; // per example, per label
    std::vector<QVector<int>> truth;               // label ids per example
};

// Reads a seed's validation_predictions.jsonl with the labels in the model's order.
Expected<ValidationPredictions> readValidationPredictions(const QString& path, const QStringList& labels);

// The validation metrics the model would have with these per-label thresholds.
ClassificationMetrics scoreWithThresholds(const ValidationPredictions& predictions,
                                          const QVector<double>& thresholds);

// A model's per-label decision thresholds (thresholds.json beside its weights: a JSON array of one number
// from 0 to 1 per label; 0.5 each when it has none), and writing new ones there (atomically), which every
// later evaluation of the model uses. The one reader of thresholds.json: a file that is there but is not such
// an array (damaged, another length, NaN, text, an object) is refused by name, never read as 0.5s.
Expected<QVector<double>> readThresholds(const QString& modelDirectory, int labelCount);
Expected<bool> saveThresholds(const QString& modelDirectory, const QVector<double>& thresholds);

} // namespace hw
