#pragma once

#include "core/util/text.h"

#include <QJsonObject>
#include <QStringList>
#include <QVector>

#include <optional>

namespace hw {

struct ClassMetrics {
    QString label;
    double precision = 0, recall = 0, f1 = 0;
    qint64 support = 0; // true examples of the class
    qint64 predicted = 0;
};

// One label's true positives, false positives and false negatives: what its scores are made of.
struct LabelCounts {
    qint64 tp = 0, fp = 0, fn = 0;
};

// The label's F1 as scikit-learn gives it: 2tp / (2tp + fp + fn), 0 where there is nothing to divide by.
double f1Score(const LabelCounts& counts);

// Metrics with scikit-learn's definitions (zero_division = 0: a ratio with an empty denominator is 0).
struct ClassificationMetrics {
    bool multiLabel = false;
    qint64 examples = 0;
    double accuracy = 0; // single-label: accuracy_score; multi-label: subset accuracy (every label right)
    double macroF1 = 0, microF1 = 0, weightedF1 = 0;
    double macroPrecision = 0, macroRecall = 0;
    double hammingLoss = 0;             // multi-label only
    QVector<ClassMetrics> perClass;     // every label, in id order
    QVector<int> averagedLabels;        // the labels the averages run over (see computeSingleLabelMetrics)
    QVector<QVector<qint64>> confusion; // single-label: [true][predicted] over every label
    // The label set predicted for every example, when the classifier gave all of them (two or more) the same
    // answer: its metrics then describe a constant guess, not a classifier. Empty otherwise.
    std::optional<QStringList> constantPrediction;

    QJsonObject toJson() const;
};

// The warning shown wherever the metrics of a classifier that gave every one of `examples` examples the
// label set `predicted` are shown.
Text constantPredictionWarning(const QStringList& predicted, qint64 examples);

// Single-label: `truth` and `predicted` are label ids. As sklearn's f1_score without `labels=`, the macro and
// weighted averages run over the labels present in the truth or the predictions; a label present in the
// truth but never predicted counts with F1 0.
ClassificationMetrics computeSingleLabelMetrics(const QVector<int>& truth, const QVector<int>& predicted,
                                                const QStringList& labels);

// Multi-label: rows of 0/1 per label. As sklearn does for indicator matrices, the averages run over every
// label, including labels with no true and no predicted example (F1 0 there).
ClassificationMetrics computeMultiLabelMetrics(const QVector<QVector<uint8_t>>& truth,
                                               const QVector<QVector<uint8_t>>& predicted,
                                               const QStringList& labels);

} // namespace hw
