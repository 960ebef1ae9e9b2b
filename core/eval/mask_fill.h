#pragma once

#include "util/expected.h"

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
    int position = 0; // index in the encoded ids
    QVector<MaskPrediction> predictions; // best first
};

struct MaskFillResult {
    QString model;
    QStringList tokens; // the encoded input
    QVector<MaskPosition> masks;
};

// Top-k predictions for every [MASK] in `text`, as transformers' fill-mask pipeline computes them
// (the model's own tokenizer, softmax over the MLM logits at each mask position).
Expected<MaskFillResult> fillMasks(const QString& modelDirectory, const QString& text, int topK);

} // namespace hw
