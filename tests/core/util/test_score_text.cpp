// Scores as people compare them: three decimals that line up, spreads over seeds, signed differences, in the
// locale's digits.
#include "core/util/score_text.h"

#include <QTest>

using namespace hw;

class ScoreTextTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scoresLineUp() {
        const QLocale c = QLocale::c();
        QCOMPARE(scoreText(1.0, c), QStringLiteral("1.000"));
        QCOMPARE(scoreText(0.96658, c), QStringLiteral("0.967"));
        QCOMPARE(scoreText(0.0, c), QStringLiteral("0.000"));
        QCOMPARE(scoreText(0.5, QLocale(QLocale::German)), QStringLiteral("0,500"));
    }

    void spreadsAndDifferences() {
        const QLocale c = QLocale::c();
        QCOMPARE(scoreSpreadText(0.98889, 0.01931, c), QStringLiteral("0.989 ± 0.019"));
        QCOMPARE(scoreDifferenceText(0.0123, c), QStringLiteral("+0.012"));
        QCOMPARE(scoreDifferenceText(-0.0123, c), QStringLiteral("-0.012"));
        QCOMPARE(scoreDifferenceText(-0.0004, c), QStringLiteral("+0.000")); // rounds to nothing
        QCOMPARE(scoreDifferenceText(0.0, c), QStringLiteral("+0.000"));
    }
};

QTEST_GUILESS_MAIN(ScoreTextTest)
#include "test_score_text.moc"
