#pragma once

#include "core/stats/classification_metrics.h"

#include <vector>

namespace hw {

// Turning a classifier's probabilities into labels and scores, without torch: fine-tuning, evaluation and a
// threshold moved in the studio decide the same way.
// Argmax (single-label), or every label at or above its threshold (multi-label; 0.5 where none is given).
QVector<QVector<int>> decideLabels(const std::vector<std::vector<float>>& probabilities, bool multiLabel,
                                   const QVector<double>& thresholds);
ClassificationMetrics scoreLabels(const std::vector<QVector<int>>& truth,
                                  const QVector<QVector<int>>& predicted, const QStringList& labels,
                                  bool multiLabel);

// Per-label thresholds (multi-label): the value in 0.05..0.95 that maximises each label's F1 on
// `probabilities`, ties broken towards 0.5.
QVector<double> tuneThresholds(const std::vector<std::vector<float>>& probabilities,
                               const std::vector<QVector<int>>& truth, int labelCount);

} // namespace hw
