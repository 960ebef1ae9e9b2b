// Classification metrics against hand-worked cases (scikit-learn's definitions and documented examples),
// the mask-fill comparison and its CSV.
#include "core/eval/mask_fill_comparison.h"
#include "core/stats/classification_metrics.h"

#include <QJsonArray>
#include <QTest>

using namespace hw;

namespace {

bool near(double a, double b) {
    return std::abs(a - b) < 1e-9;
}

} // namespace

class ClassificationMetricsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void singleLabelMatchesSklearnExample();
    void labelNeverPredictedAndEmptyClass();
    void multiLabelMatchesSklearnExample();
    void multiLabelEmptyLabelCountsInMacro();
    void maskFillSharedTokensAndCsv();
    void aConstantGuessIsNamed();
};

void ClassificationMetricsTest::singleLabelMatchesSklearnExample() {
    // sklearn's f1_score docs: y_true [0,1,2,0,1,2], y_pred [0,2,1,0,0,1] -> macro 0.2667, micro 0.3333,
    // weighted 0.2667.
    const ClassificationMetrics m =
        computeSingleLabelMetrics({0, 1, 2, 0, 1, 2}, {0, 2, 1, 0, 0, 1}, {"a", "b", "c"});
    QVERIFY(near(m.macroF1, 0.8 / 3));
    QVERIFY(near(m.microF1, 1.0 / 3));
    QVERIFY(near(m.weightedF1, 0.8 / 3));
    QVERIFY(near(m.accuracy, 1.0 / 3));
    QVERIFY(near(m.perClass[0].precision, 2.0 / 3));
    QVERIFY(near(m.perClass[0].recall, 1.0));
    QCOMPARE(m.perClass[1].f1, 0.0);
    QCOMPARE(m.perClass[2].support, qint64(2));
    QCOMPARE(m.confusion[1][0], qint64(1)); // one "b" predicted as "a"
    QCOMPARE(m.confusion[2][1], qint64(2));
}

void ClassificationMetricsTest::labelNeverPredictedAndEmptyClass() {
    // "y" is never predicted (precision 0/0 -> 0); "z" appears nowhere and is left out of the averages, as
    // sklearn leaves out labels absent from both y_true and y_pred.
    const ClassificationMetrics m = computeSingleLabelMetrics({0, 0, 1, 1}, {0, 0, 0, 0}, {"x", "y", "z"});
    QVERIFY(near(m.perClass[0].f1, 2.0 / 3));
    QCOMPARE(m.perClass[1].precision, 0.0);
    QCOMPARE(m.perClass[1].recall, 0.0);
    QCOMPARE(m.perClass[1].predicted, qint64(0));
    QCOMPARE(m.perClass[2].support, qint64(0));
    QCOMPARE(m.averagedLabels, QVector<int>({0, 1}));
    QVERIFY(near(m.macroF1, 1.0 / 3));
    QVERIFY(near(m.microF1, 0.5));
    QVERIFY(near(m.weightedF1, (2.0 / 3 * 2) / 4));
    QVERIFY(near(m.macroPrecision, 0.25));
    QCOMPARE(m.confusion.size(), 3); // the matrix keeps every label
}

void ClassificationMetricsTest::multiLabelMatchesSklearnExample() {
    // sklearn's f1_score docs: per-label [0.667, 1, 0.667] for these indicator rows.
    const ClassificationMetrics m = computeMultiLabelMetrics(
        {{0, 0, 0}, {1, 1, 1}, {0, 1, 1}}, {{0, 0, 0}, {1, 1, 1}, {1, 1, 0}}, {"a", "b", "c"});
    QVERIFY(near(m.perClass[0].f1, 2.0 / 3));
    QVERIFY(near(m.perClass[1].f1, 1.0));
    QVERIFY(near(m.perClass[2].f1, 2.0 / 3));
    QVERIFY(near(m.macroF1, (2.0 / 3 + 1 + 2.0 / 3) / 3));
    QVERIFY(near(m.microF1, 0.8));      // tp 4, fp 1, fn 1
    QVERIFY(near(m.accuracy, 2.0 / 3)); // subset accuracy
    QVERIFY(near(m.hammingLoss, 2.0 / 9));
    QVERIFY(near(m.weightedF1, (2.0 / 3 * 1 + 1.0 * 2 + 2.0 / 3 * 2) / 5));
}

void ClassificationMetricsTest::multiLabelEmptyLabelCountsInMacro() {
    // A label with no true and no predicted example scores 0 and still counts in the macro average.
    const ClassificationMetrics m =
        computeMultiLabelMetrics({{1, 0}, {1, 0}}, {{1, 0}, {0, 0}}, {"joy", "anger"});
    QVERIFY(near(m.perClass[0].f1, 2.0 / 3));
    QCOMPARE(m.perClass[1].f1, 0.0);
    QVERIFY(near(m.macroF1, 1.0 / 3));
    QVERIFY(near(m.microF1, 2.0 / 3));
    QVERIFY(near(m.accuracy, 0.5));
    const QJsonObject json = m.toJson();
    QVERIFY(json.contains("hamming_loss") && json.contains("subset_accuracy") &&
            !json.contains("confusion_matrix"));
}

// A classifier that answers every example alike is named with its answer, single- and multi-label; one
// that varies is not, and neither is a single example.
void ClassificationMetricsTest::aConstantGuessIsNamed() {
    const QStringList labels{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    const ClassificationMetrics constant = computeSingleLabelMetrics({0, 1, 2, 1}, {1, 1, 1, 1}, labels);
    QCOMPARE(constant.constantPrediction, std::optional<QStringList>(QStringList{QStringLiteral("b")}));
    QCOMPARE(constant.toJson().value(QStringLiteral("constant_prediction")).toArray().size(), 1);
    const QString warning =
        constantPredictionWarning(*constant.constantPrediction, constant.examples).toString();
    QVERIFY2(warning.contains(QStringLiteral("“b” for every one of the 4 test examples")),
             qPrintable(warning));
    QVERIFY(!computeSingleLabelMetrics({0, 1, 2, 1}, {1, 1, 2, 1}, labels).constantPrediction);
    QVERIFY(!computeSingleLabelMetrics({0}, {1}, labels).constantPrediction);
    QVERIFY(!computeSingleLabelMetrics({0, 1, 2, 1}, {1, 1, 2, 1}, labels)
                 .toJson()
                 .contains(QStringLiteral("constant_prediction")));

    const QVector<QVector<uint8_t>> truth{{1, 0, 0}, {0, 1, 1}, {0, 0, 1}};
    const ClassificationMetrics sameSet =
        computeMultiLabelMetrics(truth, {{1, 0, 1}, {1, 0, 1}, {1, 0, 1}}, labels);
    QCOMPARE(sameSet.constantPrediction,
             std::optional<QStringList>(QStringList{QStringLiteral("a"), QStringLiteral("c")}));
    const ClassificationMetrics nothing =
        computeMultiLabelMetrics(truth, {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}, labels);
    QCOMPARE(nothing.constantPrediction, std::optional<QStringList>(QStringList{}));
    QVERIFY(constantPredictionWarning({}, 3).toString().contains(QStringLiteral("“no label”")));
    QVERIFY(!computeMultiLabelMetrics(truth, {{1, 0, 1}, {1, 0, 0}, {1, 0, 1}}, labels).constantPrediction);
}

void ClassificationMetricsTest::maskFillSharedTokensAndCsv() {
    auto result = [](const QString& model, QStringList tokens) {
        MaskFillResult r;
        r.model = model;
        MaskPosition p;
        p.position = 5;
        for (const QString& t : tokens)
            p.predictions.append({t, 0, 0.25});
        r.masks.append(p);
        return r;
    };
    const MaskFillComparison c =
        compareMaskFills("the \"virus\", [MASK]", {result("base", {"spread", "is", "was"}),
                                                   result("covid", {"spread", "was", "mutated"})});
    QVERIFY(c.isShared(0, "spread") && c.isShared(0, "was"));
    QVERIFY(!c.isShared(0, "is") && !c.isShared(0, "mutated"));
    const QStringList rows = maskFillCsv({c}).trimmed().split('\n');
    QCOMPARE(rows.size(), 7);
    QCOMPARE(rows[0], QStringLiteral("text,mask,position,model,rank,token,score,in_all_models"));
    QCOMPARE(rows[1],
             QStringLiteral("\"the \"\"virus\"\", [MASK]\",1,5,base,1,spread,0.25,1")); // first mask, token 5
    QVERIFY(rows[2].endsWith(",is,0.25,0"));
    // One model alone shares nothing with anyone.
    QVERIFY(!compareMaskFills("x", {result("base", {"a"})}).isShared(0, "a"));
}

QTEST_GUILESS_MAIN(ClassificationMetricsTest)
#include "test_classification_metrics.moc"
