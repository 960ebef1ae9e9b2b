#pragma once

#include <QJsonObject>
#include <QVector>

namespace hw {

// Mean and sample standard deviation (n - 1, as reported for repeated runs; 0 for a single value).
struct MeanAndStd {
    double mean = 0;
    double std = 0;

    QJsonObject toJson() const { return {{QStringLiteral("mean"), mean}, {QStringLiteral("std"), std}}; }
};

MeanAndStd meanAndStd(const QVector<double>& values);

} // namespace hw
