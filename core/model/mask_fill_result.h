#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace hw {

struct MaskPrediction {
    QString token;
    int id = 0;
    double score = 0; // softmax probability over the vocabulary
};

struct MaskPosition {
    int position = 0;                    // index in the encoded ids
    QVector<MaskPrediction> predictions; // best first
};

struct MaskFillResult {
    QString model;
    QStringList tokens; // the encoded input
    QVector<MaskPosition> masks;
};

} // namespace hw
