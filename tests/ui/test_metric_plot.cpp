#include "ui/widgets/metric_plot.h"
#include "ui/widgets/qcustomplot_include.h"
#include "ui/widgets/series_smoothing.h"

#include <QApplication>
#include <QFile>
#include <QFontMetrics>
#include <QLabel>
#include <QMouseEvent>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace hw;
using namespace hw::ui;

namespace {

QVector<MetricPoint> points(int from, int count, double (*value)(int)) {
    QVector<MetricPoint> out;
    for (int i = from; i < from + count; ++i)
        out.append({i, QStringLiteral("loss"), value(i), 1, 1000LL * i});
    return out;
}

} // namespace

class MetricPlotTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void smoothingIsTensorBoardsDebiasedAverage() {
        const QVector<double> x{4, 2, NAN, 8, 6};
        const double w = 0.6;
        // By hand: last = 0.4*4 = 1.6, /(1-0.6) = 4; last = 0.96+0.8 = 1.76, /(1-0.36) = 2.75; NaN passes;
        // last = 1.056+3.2 = 4.256, /(1-0.216) = 5.428571...; last = 2.5536+2.4 = 4.9536, /(1-0.1296)
        // = 5.691176...
        const QVector<double> y = smoothDebiased(x, w);
        QCOMPARE(y[0], 4.0);
        QVERIFY(std::abs(y[1] - 2.75) < 1e-12);
        QVERIFY(std::isnan(y[2]));
        QVERIFY(std::abs(y[3] - 4.256 / 0.784) < 1e-12);
        QVERIFY(std::abs(y[4] - 4.9536 / 0.8704) < 1e-12);
        QCOMPARE(smoothDebiased(x, 0).at(3), 8.0);

        MetricPlot plot;
        plot.setSmoothing(0.6);
        QVector<MetricPoint> p;
        for (int i = 0; i < x.size(); ++i)
            p.append({i + 1, QStringLiteral("loss"), x[i], 1, 0});
        plot.addPoints(QStringLiteral("run 1 · loss"), 0, p);
        QCOMPARE(plot.smoothedValues(QStringLiteral("run 1 · loss")).at(4), y[4]);
    }

    void pointsArriveInBatchesAndRedrawsAreRationed() {
        MetricPlot plot;
        plot.setTitle(QStringLiteral("Training loss"));
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        for (int batch = 0; batch < 500; ++batch)
            plot.addPoints(QStringLiteral("loss"), 0,
                           points(batch * 2 + 1, 2, [](int i) { return 10.0 / i; }));
        // One redraw is due once the event loop runs; the rest of the batches must not have queued more.
        QTRY_VERIFY(plot.replotCount() >= 1);
        QCOMPARE(plot.pointCount(QStringLiteral("loss")), 1000LL);
        QVERIFY2(plot.replotCount() >= 1 && plot.replotCount() <= 10,
                 qPrintable(QString::number(plot.replotCount())));
        QVERIFY2(plot.accessibleDescription().contains(QStringLiteral("at step 1000")),
                 qPrintable(plot.accessibleDescription()));
        QCOMPARE(plot.plot()->accessibleName(), QStringLiteral("Training loss"));
    }

    // Six series: the legend sits outside the plotting area, so no entry covers a curve; a run of one point
    // is drawn as a dot, since it makes no line.
    void theLegendNeverCoversTheCurvesAndOnePointShows() {
        MetricPlot plot;
        plot.resize(500, 300);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        for (int run = 0; run < 6; ++run) {
            QVector<MetricPoint> curve = points(1, 20, [](int i) { return 1.0 / i; });
            for (MetricPoint& p : curve)
                p.value += run;
            plot.addPoints(QStringLiteral("run %1 · loss").arg(run), run, curve);
        }
        plot.addPoints(QStringLiteral("single"), 6, points(5, 1, [](int) { return 2.0; }));
        plot.redrawNow();
        plot.plot()->replot();
        QCustomPlot& custom = *plot.plot();
        QVERIFY(custom.legend->visible());
        QVERIFY(custom.legend->itemCount() >= 7);
        QVERIFY2(!custom.legend->outerRect().intersects(custom.axisRect()->rect()),
                 "the legend overlaps the plotting area");
        bool dotted = false;
        for (int g = 0; g < custom.graphCount(); ++g)
            if (custom.graph(g)->name() == QStringLiteral("single"))
                dotted = custom.graph(g)->scatterStyle().shape() != QCPScatterStyle::ssNone;
        QVERIFY(dotted);
    }

    // Long run names are elided in the middle to fit their legend column: each keeps its seed at the end, so
    // the seeds of one model still read apart, and the next column is not overwritten.
    void longNamesAreElidedToTheirColumnKeepingTheirEnd() {
        MetricPlot plot;
        plot.resize(600, 260);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QStringList names;
        for (const char* model : {"demo-base", "debian-descriptions-mlm"})
            for (int seed = 42; seed < 45; ++seed)
                names << QStringLiteral("%1/seed%2").arg(QLatin1String(model)).arg(seed);
        for (int i = 0; i < names.size(); ++i)
            plot.addPoints(names[i], i / 3, points(1, 5, [](int i) { return 1.0 / i; }));
        plot.redrawNow();
        QCustomPlot& custom = *plot.plot();
        custom.replot();
        QStringList shown;
        for (int g = 0; g < custom.graphCount(); ++g)
            if (custom.legend->hasItemWithPlottable(custom.graph(g)))
                shown << custom.graph(g)->name();
        QCOMPARE(shown.size(), names.size());
        QCOMPARE(QSet<QString>(shown.begin(), shown.end()).size(), names.size()); // all read apart
        const QFontMetrics metrics(custom.legend->font());
        const int column = custom.legend->outerRect().width() / custom.legend->wrap();
        for (int i = 0; i < shown.size(); ++i) {
            QVERIFY2(shown[i].endsWith(names[i].right(2)), qPrintable(shown[i]));
            QVERIFY2(metrics.horizontalAdvance(shown[i]) < column, qPrintable(shown[i]));
        }
        QVERIFY(shown.contains(QStringLiteral("demo-base/seed42"))); // short enough: whole
        QVERIFY(!shown.contains(names.last()));                      // too long: elided
        QCOMPARE(plot.seriesNames(), names);                         // the series keep their names

        // A narrower chart takes fewer columns rather than cutting the names down to a few letters.
        plot.resize(380, 260);
        QTRY_VERIFY(custom.width() < 390);
        plot.redrawNow();
        QCOMPARE(custom.legend->wrap(), 2);
        for (int g = 0; g < custom.graphCount(); ++g)
            if (custom.legend->hasItemWithPlottable(custom.graph(g)))
                QVERIFY2(custom.graph(g)->name().size() >= 15 || names.contains(custom.graph(g)->name()),
                         qPrintable(custom.graph(g)->name()));

        // A run's metric keeps the metric whole; the run's name is shortened.
        plot.clear();
        plot.addPoints(QStringLiteral("debian-package-descriptions-mlm-2026 · training loss"), 0,
                       points(1, 5, [](int i) { return 1.0 / i; }));
        plot.addPoints(QStringLiteral("debian-package-descriptions-mlm-2026 · validation loss"), 0,
                       points(1, 5, [](int i) { return 2.0 / i; }));
        plot.resize(330, 260);
        QTRY_VERIFY(plot.plot()->width() < 340);
        plot.redrawNow();
        QStringList kept;
        for (int g = 0; g < custom.graphCount(); ++g)
            if (custom.legend->hasItemWithPlottable(custom.graph(g)))
                kept << custom.graph(g)->name();
        QCOMPARE(kept.size(), 2);
        QVERIFY2(kept[0].endsWith(QStringLiteral("… · training loss")), qPrintable(kept[0]));
        QVERIFY2(kept[1].endsWith(QStringLiteral("… · validation loss")), qPrintable(kept[1]));
    }

    // A long title is elided to the chart's width (whole in its tooltip and accessible name): it never makes
    // the chart, and the page holding two of them side by side, wider than the window.
    void aLongTitleIsElidedNotWidening() {
        MetricPlot plot;
        plot.setTitle(QStringLiteral("Validation macro-F1 per epoch"));
        const int minimumWidth = plot.minimumSizeHint().width();
        const QString title = QStringLiteral("Validation macro-F1 per epoch of every model and seed");
        plot.setTitle(title);
        QCOMPARE(plot.minimumSizeHint().width(), minimumWidth);
        plot.resize(minimumWidth + 20, 220);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        auto* label = plot.findChild<QLabel*>(QStringLiteral("chartTitle"));
        QVERIFY(label);
        QTRY_VERIFY2(label->text().endsWith(u'…'), qPrintable(label->text()));
        QVERIFY(label->fontMetrics().horizontalAdvance(label->text()) <= label->width());
        QCOMPARE(label->toolTip(), title);
        QCOMPARE(plot.accessibleName(), title);
        // Where there is room, the layout gives the title its whole width before the other controls grow.
        QVERIFY(plot.sizeHint().width() > label->fontMetrics().horizontalAdvance(title));
        plot.resize(900, 220);
        QTRY_COMPARE(label->text(), title);
    }

    void aResumedRunReplacesTheStepsItRepeats() {
        MetricPlot plot;
        plot.addPoints(QStringLiteral("loss"), 0, points(1, 10, [](int) { return 1.0; }));
        plot.addPoints(QStringLiteral("loss"), 0,
                       points(8, 5, [](int) { return 2.0; })); // resumed from step 7
        QCOMPARE(plot.pointCount(QStringLiteral("loss")), 12LL);
    }

    void csvExportHoldsEveryPoint() {
        MetricPlot plot;
        plot.addPoints(QStringLiteral("run 1, loss"), 0,
                       points(1, 50000, [](int i) { return std::sin(i * 0.01); }));
        plot.addPoints(QStringLiteral("lr"), 1, points(1, 10, [](int i) { return i * 1e-5; }));
        plot.redrawNow();
        QTemporaryDir dir;
        QString error;
        QVERIFY(plot.exportCsv(dir.filePath(QStringLiteral("curves.csv")), &error));
        QFile csv(dir.filePath(QStringLiteral("curves.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 1 + 50000 + 10);
        QCOMPARE(lines[1], QByteArray("\"run 1, loss\",1,0,0.0099998333341666645"));
        QVERIFY(plot.exportImage(dir.filePath(QStringLiteral("curves.png"))));
        QVERIFY(QFile(dir.filePath(QStringLiteral("curves.png"))).size() > 1000);
    }

    void decimationKeepsSpikesForDrawing() {
        QVector<double> values(1000000, 1.0);
        values[654321] = 50.0;
        const QVector<int> picks = decimatedIndexes(values, 1500);
        QVERIFY(picks.size() <= 6000);
        QVERIFY(picks.contains(654321));
        QVERIFY(std::is_sorted(picks.begin(), picks.end()));
        MetricPlot plot;
        QVector<MetricPoint> many;
        many.reserve(1000000);
        for (int i = 0; i < 1000000; ++i)
            many.append({i, QStringLiteral("loss"), values[i], 1, i});
        plot.addPoints(QStringLiteral("loss"), 0, many);
        plot.resize(800, 400);
        plot.show();
        const double ms = plot.redrawNow();
        qInfo("redraw with 1M points: %.1f ms", ms);
        QCOMPARE(plot.pointCount(QStringLiteral("loss")), 1000000LL);
    }

    // On the tokens-seen axis each run's points sit at the tokens it had seen (between two known steps in
    // proportion); a run without token counts is not drawn there.
    void tokensSeenAxisPlacesEachRunsPoints() {
        MetricPlot plot;
        plot.addPoints(QStringLiteral("a · loss"), 0, points(1, 10, [](int i) { return 10.0 - i; }));
        plot.addPoints(QStringLiteral("b · loss"), 1, points(1, 10, [](int i) { return 9.0 - i; }));
        plot.addStepTokens(0, {{2, 2048}, {4, 4096}, {10, 10240}});
        plot.setXAxis(MetricPlot::XAxis::TokensSeen);
        plot.redrawNow();
        const QVector<double> x = plot.xValues(QStringLiteral("a · loss"));
        QCOMPARE(x.size(), 10);
        QCOMPARE(x[0], 1024.0); // before the first known step: in proportion to it
        QCOMPARE(x[1], 2048.0);
        QCOMPARE(x[2], 3072.0);
        QCOMPARE(x[9], 10240.0);
        QVERIFY(plot.xValues(QStringLiteral("b · loss")).isEmpty());
        QCOMPARE(plot.plot()->xAxis->label(), QStringLiteral("tokens seen"));
        plot.setXAxis(MetricPlot::XAxis::Step);
        QCOMPARE(plot.xValues(QStringLiteral("b · loss")).last(), 10.0);
    }

    // The run under the mouse is drawn bold, the others faint, and all alike once the mouse leaves.
    void hoveringARunHighlightsIt() {
        MetricPlot plot;
        plot.resize(600, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.setSmoothing(0);
        plot.addPoints(QStringLiteral("a · loss"), 0, points(0, 50, [](int) { return 1.0; }));
        plot.addPoints(QStringLiteral("b · loss"), 1, points(0, 50, [](int) { return 2.0; }));
        plot.addPoints(QStringLiteral("c · loss"), 2, points(0, 50, [](int) { return 3.0; }));
        plot.redrawNow();
        QCustomPlot* p = plot.plot();
        const QPoint onB(int(p->xAxis->coordToPixel(25)), int(p->yAxis->coordToPixel(2.0)));
        QMouseEvent move(QEvent::MouseMove, onB, p->mapToGlobal(onB), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(p, &move);
        QCOMPARE(plot.highlightedSeries(), QStringLiteral("b · loss"));
        QCPGraph* a = nullptr;
        QCPGraph* b = nullptr;
        for (int i = 0; i < p->graphCount(); ++i) {
            if (p->graph(i)->name() == QStringLiteral("a · loss"))
                a = p->graph(i);
            if (p->graph(i)->name() == QStringLiteral("b · loss"))
                b = p->graph(i);
        }
        QVERIFY(a && b);
        QVERIFY(b->pen().widthF() > a->pen().widthF());
        QVERIFY(a->pen().color().alpha() < 255);
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(p, &leave);
        QVERIFY(plot.highlightedSeries().isEmpty());
        QCOMPARE(a->pen().widthF(), b->pen().widthF());
        QCOMPARE(a->pen().color().alpha(), 255);
    }
};

QTEST_MAIN(MetricPlotTest)
#include "test_metric_plot.moc"
