// Probabilities keep their significant digits: a small vocabulary's spread (0.0004 against 0.0002) stays
// readable instead of printing 0.000 for both.
#include "core/util/probability_text.h"

#include <QTest>

using namespace hw;

class ProbabilityTextTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void threeSignificantDigits_data() {
        QTest::addColumn<double>("probability");
        QTest::addColumn<QString>("text");
        QTest::newRow("one") << 1.0 << "1.000";
        QTest::newRow("large") << 0.4567 << "0.457";
        QTest::newRow("hundredths") << 0.01234 << "0.0123";
        QTest::newRow("thousandths") << 0.001234 << "0.00123";
        QTest::newRow("below a thousandth") << 0.0004567 << "4.57e-04";
        QTest::newRow("tiny") << 3.2765e-05 << "3.28e-05";
        QTest::newRow("zero") << 0.0 << "0";
    }
    void threeSignificantDigits() {
        QFETCH(double, probability);
        QFETCH(QString, text);
        QCOMPARE(probabilityText(probability), text);
    }

    void twoSmallProbabilitiesStayDistinct() {
        QVERIFY(probabilityText(0.0004) != probabilityText(0.0002));
        QVERIFY(!probabilityText(0.0004).startsWith(QStringLiteral("0.000")));
    }

    void theStudioWritesItsLocalesDigits() {
        QCOMPARE(probabilityText(0.4567, QLocale(QLocale::German)), QStringLiteral("0,457"));
    }
};

QTEST_GUILESS_MAIN(ProbabilityTextTest)
#include "test_probability_text.moc"
