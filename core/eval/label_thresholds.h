#pragma once

#include "core/model_io/thresholds_file.h"
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

} // namespace hw
