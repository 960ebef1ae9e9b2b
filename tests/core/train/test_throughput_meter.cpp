// The tokens/s on pretraining lines is a moving average over recent steps, not one step's figure.
#include "core/train/throughput_meter.h"

#include <QTest>

using namespace hw;

class TestThroughputMeter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void averagesOverTheWindow() {
        ThroughputMeter meter(4);
        QCOMPARE(meter.tokensPerSecond(), 0.0);
        meter.add(1000, 1.0);
        QCOMPARE(meter.tokensPerSecond(), 1000.0);
        meter.add(1000, 0.1); // one fast step does not make the figure jump tenfold
        QCOMPARE(meter.tokensPerSecond(), 2000.0 / 1.1);
        for (int i = 0; i < 4; ++i)
            meter.add(500, 0.5); // the old steps leave the window
        QCOMPARE(meter.tokensPerSecond(), 1000.0);
    }
};

QTEST_GUILESS_MAIN(TestThroughputMeter)
#include "test_throughput_meter.moc"
