#pragma once

#include "core/eval/mask_fill.h"

#include <QSet>

namespace hw {

// Several models' mask-fill predictions for one text, with the tokens that every model has in its top-k
// at the same mask (by mask order, so models with different tokenizers still line up).
struct MaskFillComparison {
    QString text;
    QVector<MaskFillResult> models;
    QVector<QSet<QString>> sharedTokens; // per mask

    bool isShared(int mask, const QString& token) const {
        return mask < sharedTokens.size() && sharedTokens[mask].contains(token);
    }
};

MaskFillComparison compareMaskFills(const QString& text, const QVector<MaskFillResult>& models);

// One row per prediction: text, mask, model, rank, token, score, in_all_models (RFC 4180 quoting).
QString maskFillCsv(const QVector<MaskFillComparison>& comparisons);

} // namespace hw
