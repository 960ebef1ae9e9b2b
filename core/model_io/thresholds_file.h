#pragma once

#include "core/util/expected.h"

#include <QVector>

namespace hw {

// A model's per-label decision thresholds (thresholds.json beside its weights: a JSON array of one number
// from 0 to 1 per label; 0.5 each when it has none), and writing new ones there (atomically), which every
// later evaluation of the model uses. The one reader of thresholds.json: a file that is there but is not such
// an array (damaged, another length, NaN, text, an object) is refused by name, never read as 0.5s.
Expected<QVector<double>> readThresholds(const QString& modelDirectory, int labelCount);
Expected<bool> saveThresholds(const QString& modelDirectory, const QVector<double>& thresholds);

} // namespace hw
