// Bar labels stay legible at any width: level when they fit, slanted when a few do not, else every k-th;
// the accessible description still names every bar, and the axis the bars stand on has a title.
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/qcustomplot_include.h"

#include <QApplication>
#include <QTest>

using namespace hw::ui;

namespace {

int tickCount(const BarChart& chart) {
    auto ticker = chart.plot()->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    return ticker ? int(ticker->ticks().size()) : -1;
}

QStringList bucketLabels(int n) {
    QStringList labels;
    for (int i = 0; i < n; ++i)
        labels << QStringLiteral("≥%1k").arg(i * 5);
    return labels;
}

} // namespace

class BarChartTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void labelsThatWouldOverlapAreThinned() {
        BarChart chart;
        chart.resize(420, 220);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setBars(bucketLabels(40), QVector<double>(40, 3.0), QStringLiteral("documents"));
        chart.setKeyAxisLabel(QStringLiteral("document length (characters)"));
        const int narrow = tickCount(chart);
        QVERIFY2(narrow > 1 && narrow < 20, qPrintable(QString::number(narrow)));
        QCOMPARE(chart.plot()->xAxis->tickLabelRotation(), 0.0);
        QCOMPARE(chart.plot()->xAxis->label(), QStringLiteral("document length (characters)"));
        // Every bar is still read out.
        QVERIFY(chart.accessibleDescription().contains(QStringLiteral("≥195k: 3")));
        // Wider, more labels fit.
        chart.resize(1800, 220);
        QTRY_VERIFY(tickCount(chart) > narrow);
    }

    // A narrow horizontal chart of differences: few enough numbers on its value axis that none run together,
    // at least two, and a long title elided to the axis (whole in the tooltip).
    void aNarrowValueAxisKeepsItsNumbersApart() {
        BarChart chart;
        chart.setHorizontal(true);
        chart.resize(260, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const QString title = QStringLiteral("F1 of debian-descriptions-mlm minus F1 of demo-base");
        chart.setBars({QStringLiteral("multimedia"), QStringLiteral("games"), QStringLiteral("desktop")},
                      {0.11, 0.0, -0.19}, title);
        chart.plot()->replot();
        const QCPAxis* values = chart.plot()->xAxis;
        QVERIFY2(values->tickVector().size() >= 2 && values->tickVector().size() <= 4,
                 qPrintable(QString::number(values->tickVector().size())));
        QVERIFY2(values->label().size() < title.size() && values->label().contains(QStringLiteral("…")),
                 qPrintable(values->label()));
        QCOMPARE(chart.plot()->toolTip(), title);
        // Given its bars while hidden (a tab not shown yet), it fits the title when it is shown.
        BarChart hidden;
        hidden.setHorizontal(true);
        hidden.resize(260, 400);
        hidden.setBars({QStringLiteral("games")}, {0.1}, title);
        QCOMPARE(hidden.plot()->xAxis->label(), title);
        hidden.show();
        QVERIFY(QTest::qWaitForWindowExposed(&hidden));
        QVERIFY2(hidden.plot()->xAxis->label().contains(QStringLiteral("…")),
                 qPrintable(hidden.plot()->xAxis->label()));
        chart.resize(1200, 400);
        QTRY_COMPARE(chart.plot()->xAxis->label(), title); // room enough: whole
        chart.plot()->replot();
        QVERIFY(chart.plot()->xAxis->tickVector().size() > 4);
    }

    void aFewLabelsAllShow() {
        BarChart chart;
        chart.resize(420, 220);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setBars({QStringLiteral("Hangul"), QStringLiteral("Latin"), QStringLiteral("Han"),
                       QStringLiteral("Other")},
                      {0.5, 0.4, 0.05, 0.05});
        QCOMPARE(tickCount(chart), 4);
        QCOMPARE(chart.plot()->xAxis->tickLabelRotation(), 0.0);
        // Long names that do not fit level are slanted, every one still shown.
        chart.setBars({QStringLiteral("klue-roberta-base adapted"), QStringLiteral("klue-roberta-base"),
                       QStringLiteral("bert-base-multilingual-cased"), QStringLiteral("a tiny model")},
                      {5.1, 6.3, 7.0, 20.0});
        QCOMPARE(tickCount(chart), 4);
        QCOMPARE(chart.plot()->xAxis->tickLabelRotation(), 45.0);
    }

    // A dark desktop gets a dark chart: background, axes and labels from the palette, not black on white.
    void followsTheDesktopsPalette() {
        BarChart chart;
        chart.setBars({QStringLiteral("a"), QStringLiteral("b")}, {1, 2}, QStringLiteral("count"));
        QPalette dark = chart.palette();
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
        dark.setColor(QPalette::Highlight, QColor(80, 140, 220));
        chart.setPalette(dark);
        QCOMPARE(chart.plot()->axisRect()->backgroundBrush().color(), QColor(30, 30, 30));
        QCOMPARE(chart.plot()->yAxis->labelColor(), QColor(230, 230, 230));
        QCOMPARE(chart.plot()->xAxis->tickLabelColor(), QColor(230, 230, 230));
        auto* bars = qobject_cast<QCPBars*>(chart.plot()->plottable(0));
        QVERIFY(bars);
        QCOMPARE(bars->brush().color(), QColor(80, 140, 220));
    }
};

QTEST_MAIN(BarChartTest)
#include "test_bar_chart.moc"
