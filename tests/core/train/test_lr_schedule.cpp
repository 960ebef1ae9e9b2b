// Learning-rate schedules as transformers' get_*_schedule_with_warmup compute them.
#include "core/train/lr_schedule.h"

#include <QTest>

#include <cmath>

using namespace hw;

class LrScheduleTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void linearWarmupThenDecay();
    void cosineAndConstant();
    void namesRoundTrip();
};

void LrScheduleTest::linearWarmupThenDecay() {
    QCOMPARE(learningRateAt(0, 100, 10, 1.0, LrDecay::Linear), 0.0);
    QCOMPARE(learningRateAt(5, 100, 10, 1.0, LrDecay::Linear), 0.5);
    QCOMPARE(learningRateAt(10, 100, 10, 1.0, LrDecay::Linear), 1.0);
    QCOMPARE(learningRateAt(55, 100, 10, 1.0, LrDecay::Linear), 0.5);
    QCOMPARE(learningRateAt(100, 100, 10, 1.0, LrDecay::Linear), 0.0);
    QCOMPARE(learningRateAt(150, 100, 10, 1.0, LrDecay::Linear), 0.0); // never negative past the end
    QCOMPARE(learningRateAt(0, 100, 0, 2e-5, LrDecay::Linear), 2e-5);
}

void LrScheduleTest::cosineAndConstant() {
    QCOMPARE(learningRateAt(10, 110, 10, 1.0, LrDecay::Cosine), 1.0);
    QVERIFY(std::abs(learningRateAt(60, 110, 10, 1.0, LrDecay::Cosine) - 0.5) < 1e-12);
    QVERIFY(std::abs(learningRateAt(35, 110, 10, 1.0, LrDecay::Cosine) - 0.5 * (1 + std::cos(M_PI * 0.25))) <
            1e-12);
    QCOMPARE(learningRateAt(2, 100, 4, 1.0, LrDecay::Constant), 0.5);
    QCOMPARE(learningRateAt(90, 100, 4, 1.0, LrDecay::Constant), 1.0);
}

void LrScheduleTest::namesRoundTrip() {
    for (LrDecay d : {LrDecay::Linear, LrDecay::Cosine, LrDecay::Constant})
        QCOMPARE(lrDecayFromName(lrDecayName(d)).value(), d);
    QVERIFY(!lrDecayFromName(QStringLiteral("polynomial")).ok());
}

QTEST_GUILESS_MAIN(LrScheduleTest)
#include "test_lr_schedule.moc"
