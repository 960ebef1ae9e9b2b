// Counts on chart ticks: at most three significant digits, never "1000k", the locale's decimal point.
#include "core/util/count_text.h"

#include <QTest>

using namespace hw;

class CountTextTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void threeSignificantDigitsAtMost_data() {
        QTest::addColumn<double>("count");
        QTest::addColumn<QString>("text");
        QTest::newRow("small") << 950.0 << "950";
        QTest::newRow("one") << 1.0 << "1";
        QTest::newRow("a thousand") << 1000.0 << "1k";
        QTest::newRow("1234") << 1234.0 << "1.23k";
        QTest::newRow("1200") << 1200.0 << "1.2k";
        QTest::newRow("48.5k") << 48499.0 << "48.5k";
        QTest::newRow("123k") << 123456.0 << "123k";
        QTest::newRow("rounds up a unit") << 999600.0 << "1M";
        QTest::newRow("just below") << 999.4 << "999";
        QTest::newRow("999.7 is 1k") << 999.7 << "1k";
        QTest::newRow("millions") << 3140000.0 << "3.14M";
        QTest::newRow("billions") << 2.5e9 << "2.5G";
        QTest::newRow("negative") << -48500.0 << "-48.5k";
    }
    void threeSignificantDigitsAtMost() {
        QFETCH(double, count);
        QFETCH(QString, text);
        QCOMPARE(compactCount(count, QLocale::c()), text);
    }

    void theLocalesDecimalPoint() {
        QCOMPARE(compactCount(48500, QLocale(QLocale::German)), QStringLiteral("48,5k"));
    }
};

QTEST_GUILESS_MAIN(CountTextTest)
#include "test_count_text.moc"
