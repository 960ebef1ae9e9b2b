#pragma once

#include "core/util/expected.h"

#include <QHash>
#include <QStringList>
#include <QVector>

namespace hw {

// One test example as a fine-tuned classifier saw it (a line of a seed's predictions.jsonl).
struct PredictionRecord {
    QString text;
    QStringList truth;
    QStringList predicted;
    QHash<QString, double> probabilities; // by label

    bool isCorrect() const;
    // The probability the model gave its (first) predicted label; for multi-label, the lowest among them.
    double confidence() const;
};

Expected<QVector<PredictionRecord>> readPredictionRecords(const QString& path);

// The examples the model got wrong; with `label`, only those whose truth or prediction holds it.
QVector<PredictionRecord> misclassified(const QVector<PredictionRecord>& records,
                                        const QString& label = QString());

} // namespace hw
