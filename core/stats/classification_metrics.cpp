#include "core/stats/classification_metrics.h"

#include <QJsonArray>

#include <algorithm>

namespace hw {

namespace {

double ratio(double numerator, double denominator) {
    return denominator > 0 ? numerator / denominator : 0.0;
}

// Per-label scores and the macro / micro / weighted averages over `averaged`.
void summarize(ClassificationMetrics& m, const QVector<LabelCounts>& counts, const QStringList& labels) {
    LabelCounts total;
    double weightedSum = 0, supportSum = 0;
    for (int l = 0; l < labels.size(); ++l) {
        const LabelCounts& c = counts[l];
        ClassMetrics cm;
        cm.label = labels[l];
        cm.precision = ratio(double(c.tp), double(c.tp + c.fp));
        cm.recall = ratio(double(c.tp), double(c.tp + c.fn));
        cm.f1 = f1Score(c);
        cm.support = c.tp + c.fn;
        cm.predicted = c.tp + c.fp;
        m.perClass.append(cm);
    }
    for (int l : m.averagedLabels) {
        const ClassMetrics& cm = m.perClass[l];
        m.macroF1 += cm.f1;
        m.macroPrecision += cm.precision;
        m.macroRecall += cm.recall;
        weightedSum += cm.f1 * double(cm.support);
        supportSum += double(cm.support);
        total.tp += counts[l].tp;
        total.fp += counts[l].fp;
        total.fn += counts[l].fn;
    }
    const double n = double(std::max<qsizetype>(1, m.averagedLabels.size()));
    m.macroF1 /= n;
    m.macroPrecision /= n;
    m.macroRecall /= n;
    m.weightedF1 = ratio(weightedSum, supportSum);
    m.microF1 = ratio(2.0 * double(total.tp), double(2 * total.tp + total.fp + total.fn));
}

} // namespace

double f1Score(const LabelCounts& c) {
    return ratio(2.0 * double(c.tp), double(2 * c.tp + c.fp + c.fn));
}

ClassificationMetrics computeSingleLabelMetrics(const QVector<int>& truth, const QVector<int>& predicted,
                                                const QStringList& labels) {
    ClassificationMetrics m;
    m.examples = truth.size();
    const int n = int(labels.size());
    QVector<LabelCounts> counts(n);
    m.confusion = QVector<QVector<qint64>>(n, QVector<qint64>(n, 0));
    QVector<bool> present(n, false);
    qint64 correct = 0;
    for (int i = 0; i < truth.size(); ++i) {
        const int t = truth[i], p = predicted[i];
        present[t] = present[p] = true;
        ++m.confusion[t][p];
        if (t == p) {
            ++correct;
            ++counts[t].tp;
        } else {
            ++counts[p].fp;
            ++counts[t].fn;
        }
    }
    m.accuracy = ratio(double(correct), double(truth.size()));
    for (int l = 0; l < n; ++l)
        if (present[l])
            m.averagedLabels.append(l);
    summarize(m, counts, labels);
    if (predicted.size() >= 2 &&
        std::all_of(predicted.begin(), predicted.end(), [&](int p) { return p == predicted.first(); }))
        m.constantPrediction = QStringList{labels.value(predicted.first())};
    return m;
}

ClassificationMetrics computeMultiLabelMetrics(const QVector<QVector<uint8_t>>& truth,
                                               const QVector<QVector<uint8_t>>& predicted,
                                               const QStringList& labels) {
    ClassificationMetrics m;
    m.multiLabel = true;
    m.examples = truth.size();
    const int n = int(labels.size());
    QVector<LabelCounts> counts(n);
    qint64 exact = 0, wrongCells = 0;
    for (int i = 0; i < truth.size(); ++i) {
        bool allRight = true;
        for (int l = 0; l < n; ++l) {
            const bool t = truth[i][l], p = predicted[i][l];
            counts[l].tp += t && p;
            counts[l].fp += !t && p;
            counts[l].fn += t && !p;
            if (t != p) {
                allRight = false;
                ++wrongCells;
            }
        }
        exact += allRight;
    }
    m.accuracy = ratio(double(exact), double(truth.size()));
    m.hammingLoss = ratio(double(wrongCells), double(truth.size()) * n);
    for (int l = 0; l < n; ++l)
        m.averagedLabels.append(l);
    summarize(m, counts, labels);
    if (predicted.size() >= 2 &&
        std::all_of(predicted.begin(), predicted.end(),
                    [&](const QVector<uint8_t>& p) { return p == predicted.first(); })) {
        QStringList set;
        for (int l = 0; l < n; ++l)
            if (predicted.first().value(l))
                set << labels.value(l);
        m.constantPrediction = set;
    }
    return m;
}

Text constantPredictionWarning(const QStringList& predicted, qint64 examples) {
    return Text::tr(
               "it predicts “%1” for every one of the %2 test examples: these metrics describe a constant "
               "guess; train longer, try another learning rate or check the labels' balance")
        .arg(predicted.isEmpty() ? Text::tr("no label") : Text(predicted.join(QStringLiteral(", "))))
        .arg(examples);
}

QJsonObject ClassificationMetrics::toJson() const {
    QJsonArray classes;
    for (const ClassMetrics& c : perClass)
        classes.append(QJsonObject{{QStringLiteral("label"), c.label},
                                   {QStringLiteral("precision"), c.precision},
                                   {QStringLiteral("recall"), c.recall},
                                   {QStringLiteral("f1"), c.f1},
                                   {QStringLiteral("support"), c.support},
                                   {QStringLiteral("predicted"), c.predicted}});
    QJsonObject o{{QStringLiteral("examples"), examples},
                  {multiLabel ? QStringLiteral("subset_accuracy") : QStringLiteral("accuracy"), accuracy},
                  {QStringLiteral("f1_macro"), macroF1},
                  {QStringLiteral("f1_micro"), microF1},
                  {QStringLiteral("f1_weighted"), weightedF1},
                  {QStringLiteral("precision_macro"), macroPrecision},
                  {QStringLiteral("recall_macro"), macroRecall},
                  {QStringLiteral("per_class"), classes}};
    if (constantPrediction)
        o.insert(QStringLiteral("constant_prediction"), QJsonArray::fromStringList(*constantPrediction));
    if (multiLabel) {
        o.insert(QStringLiteral("hamming_loss"), hammingLoss);
    } else {
        QJsonArray rows;
        for (const auto& row : confusion) {
            QJsonArray r;
            for (qint64 v : row)
                r.append(v);
            rows.append(r);
        }
        o.insert(QStringLiteral("confusion_matrix"), rows);
    }
    return o;
}

} // namespace hw
