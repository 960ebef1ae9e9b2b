#pragma once

#include <QVector>

namespace hw::ui {

// TensorBoard's debiased exponential moving average: for each finite value x,
// last = last * w + (1 - w) * x; n += 1; y = last / (1 - w^n). Non-finite values pass through unsmoothed
// and do not disturb the average. w = 0 returns the values as they are.
QVector<double> smoothDebiased(const QVector<double>& values, double weight);

// Indexes of the points to draw when a series has far more points than pixels: for each of `buckets`
// equal runs of points, its first, lowest, highest and last, in order (so spikes survive). All points
// when there are few.
QVector<int> decimatedIndexes(const QVector<double>& values, int buckets);

} // namespace hw::ui
