// A classifier that predicts one answer for every test example is recognised from its predictions (for
// multi-label: the same label set, in any order) and warned about; one that tells examples apart is not.
#include "core/eval/classifier_evaluation.h"

#include <QTest>

using namespace hw;

class TestSameAnswer : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void singleLabel() {
        const QStringList labels{QStringLiteral("health"), QStringLiteral("sports")};
        const QVector<QStringList> constant = predictedLabelNames({{1}, {1}, {1}, {1}}, labels);
        QCOMPARE(sameAnswerForEvery(constant), std::optional<QStringList>(QStringList{"sports"}));
        QVERIFY(!sameAnswerForEvery(predictedLabelNames({{1}, {0}, {1}, {1}}, labels)));
        QVERIFY(!sameAnswerForEvery(predictedLabelNames({{1}}, labels))); // one example proves nothing
        const QString warning = sameAnswerWarning(QStringLiteral("base"), {constant}).toString();
        QVERIFY2(warning.contains(QStringLiteral("base predicts “sports” for every test example")),
                 qPrintable(warning));
        QVERIFY(
            sameAnswerWarning(QStringLiteral("base"), {predictedLabelNames({{1}, {0}}, labels)}).isEmpty());
    }

    void multiLabelSameSetInAnyOrder() {
        const QVector<QStringList> sets{{"a", "b"}, {"b", "a"}, {"a", "b"}};
        QCOMPARE(sameAnswerForEvery(sets), std::optional<QStringList>(QStringList{"a", "b"}));
        QVERIFY(!sameAnswerForEvery({{"a", "b"}, {"a"}}));
        QCOMPARE(sameAnswerForEvery({{}, {}}), std::optional<QStringList>(QStringList{}));
        QVERIFY(sameAnswerWarning(QStringLiteral("m"), {{{}, {}}})
                    .toString()
                    .contains(QStringLiteral("no label")));
    }

    void seedsAreCounted() {
        const QVector<QStringList> constant{{"x"}, {"x"}, {"x"}}, varied{{"x"}, {"y"}, {"x"}};
        const QString warning =
            sameAnswerWarning(QStringLiteral("adapted"), {varied, constant, varied}).toString();
        QVERIFY2(warning.contains(QStringLiteral("in 1 of its 3 seeds")), qPrintable(warning));
        QVERIFY(sameAnswerWarning(QStringLiteral("adapted"), {varied, varied}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSameAnswer)
#include "test_same_answer.moc"
