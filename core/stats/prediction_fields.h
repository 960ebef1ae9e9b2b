#pragma once

#include <QString>

namespace hw::prediction_fields {

// The fields of every prediction file (a fine-tuning seed's predictions.jsonl, `evaluate --predictions`,
// `predict`), each with one meaning: the labels the model chose are `predicted`, the true labels (where
// known) `labels`, as in a labelled set, and each label's probability is under `probabilities`, by label.
inline const QString kText = QStringLiteral("text");
inline const QString kTruth = QStringLiteral("labels");
inline const QString kPredicted = QStringLiteral("predicted");
inline const QString kProbabilities = QStringLiteral("probabilities");

} // namespace hw::prediction_fields
