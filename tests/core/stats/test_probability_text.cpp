// Probabilities print with 3 significant digits, small ones in scientific notation: none reads 0.000.
#include "core/stats/probability_text.h"

#include <QTest>

using namespace hw;

class TestProbabilityText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void threeSignificantDigits() {
        QCOMPARE(probabilityText(1.0), QStringLiteral("1.00"));
        QCOMPARE(probabilityText(0.5), QStringLiteral("0.500"));
        QCOMPARE(probabilityText(0.31249), QStringLiteral("0.312"));
        QCOMPARE(probabilityText(0.0456), QStringLiteral("0.0456"));
        QCOMPARE(probabilityText(0.001234), QStringLiteral("0.00123"));
        QCOMPARE(probabilityText(0.09996), QStringLiteral("0.100")); // rounding carries a digit
    }

    void smallOnesInScientificNotation() {
        QCOMPARE(probabilityText(0.000456), QStringLiteral("4.56e-04"));
        QCOMPARE(probabilityText(3.2e-9), QStringLiteral("3.20e-09"));
        QCOMPARE(probabilityText(0.0), QStringLiteral("0"));
        for (double p = 1e-12; p < 1; p *= 1.37) // nothing positive reads as zero
            QVERIFY2(probabilityText(p).toDouble() > 0, qPrintable(probabilityText(p)));
    }
};

QTEST_GUILESS_MAIN(TestProbabilityText)
#include "test_probability_text.moc"
