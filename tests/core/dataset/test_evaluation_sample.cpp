// Pretraining evaluates a fixed sample spread over the whole validation split, not its first blocks: a
// corpus ordered by source would otherwise be scored on its first source alone.
#include "core/dataset/evaluation_sample.h"

#include <QTest>

#include <set>

using namespace hw;

class TestEvaluationSample : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sampleSpreadsOverTheWholeSplit();
    void sameSampleAtEveryEvaluation();
    void allExamplesWhenAskedOrSmall();
    void descriptionSaysWhichExamples();
};

void TestEvaluationSample::sampleSpreadsOverTheWholeSplit() {
    const std::vector<qint64> sample = evaluationSample(10000, 500, 7);
    QCOMPARE(sample.size(), size_t(500));
    QVERIFY(std::is_sorted(sample.begin(), sample.end()));
    QCOMPARE(std::set<qint64>(sample.begin(), sample.end()).size(), size_t(500));
    QVERIFY(sample.front() >= 0 && sample.back() < 10000);
    // Every tenth of the split holds about a tenth of the sample (not the first 500 examples).
    for (int tenth = 0; tenth < 10; ++tenth) {
        const auto inTenth =
            std::count_if(sample.begin(), sample.end(), [&](qint64 i) { return i / 1000 == tenth; });
        QVERIFY2(inTenth >= 25 && inTenth <= 75,
                 qPrintable(QStringLiteral("tenth %1 holds %2").arg(tenth).arg(inTenth)));
    }
}

void TestEvaluationSample::sameSampleAtEveryEvaluation() {
    QCOMPARE(evaluationSample(5000, 300, 11), evaluationSample(5000, 300, 11));
    QVERIFY(evaluationSample(5000, 300, 11) != evaluationSample(5000, 300, 12));
}

void TestEvaluationSample::allExamplesWhenAskedOrSmall() {
    const std::vector<qint64> all{0, 1, 2, 3, 4};
    QCOMPARE(evaluationSample(5, 0, 1), all);    // 0: every example
    QCOMPARE(evaluationSample(5, 2000, 1), all); // more wanted than there are
    QVERIFY(evaluationSample(0, 10, 1).empty());
}

void TestEvaluationSample::descriptionSaysWhichExamples() {
    QCOMPARE(describeEvaluationSample(5230, 5230).toString(), QStringLiteral("all 5230 validation examples"));
    QCOMPARE(describeEvaluationSample(5230, 2000).toString(),
             QStringLiteral("2000 of 5230 validation examples (a fixed seeded sample across the split)"));
}

QTEST_GUILESS_MAIN(TestEvaluationSample)
#include "test_evaluation_sample.moc"
