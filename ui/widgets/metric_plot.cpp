#include "ui/widgets/metric_plot.h"

#include "ui/i18n/core_text.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/chart_palette.h"
#include "ui/widgets/series_colours.h"

#include "core/util/atomic_file.h"

#include "ui/widgets/qcustomplot_include.h"
#include "ui/widgets/series_smoothing.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QResizeEvent>
#include <QSlider>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace hw::ui {

namespace {

constexpr int kRedrawIntervalMs = 40; // at most 25 redraws a second
constexpr int kBucketsPerSeries = 1500;

} // namespace

// A chart's title asks for its whole width but shrinks, elided (whole in its tooltip), before the chart, and
// the page holding it, grows wider than the window.
class ChartTitle : public QLabel {
public:
    using QLabel::QLabel;
    void setFullText(const QString& text) {
        m_full = text;
        setToolTip(text);
        fit();
        updateGeometry();
    }
    const QString& fullText() const { return m_full; }
    QSize sizeHint() const override {
        return {fontMetrics().horizontalAdvance(m_full) + 4, QLabel::sizeHint().height()};
    }
    // Short titles stay whole; a longer one keeps about its first fourteen characters.
    QSize minimumSizeHint() const override {
        const int readable = fontMetrics().averageCharWidth() * 14;
        return {std::min(sizeHint().width(), readable), QLabel::minimumSizeHint().height()};
    }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QLabel::resizeEvent(event);
        fit();
    }

private:
    void fit() { setText(fontMetrics().elidedText(m_full, Qt::ElideRight, width())); }
    QString m_full;
};

MetricPlot::MetricPlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_title(new ChartTitle(this))
    , m_smoothing(new QSlider(Qt::Horizontal, this))
    , m_logY(new QCheckBox(this))
    , m_xAxis(new QComboBox(this))
    , m_export(new QToolButton(this)) {
    m_plot->setMinimumHeight(150);
    applyChartPalette(*m_plot, palette());
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setSelectionRectMode(QCP::srmNone);
    m_plot->setFocusPolicy(Qt::StrongFocus);
    m_plot->legend->setVisible(false); // shown once there is a series to name
    m_plot->legend->setFont(font());
    // The legend sits in a row under the plotting area, entries side by side, never over the curves.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    auto* legendRow = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 0, legendRow);
    legendRow->setMargins(QMargins(5, 0, 5, 5));
    legendRow->addElement(0, 0, m_plot->legend);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(3);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->installEventFilter(this);
    m_plot->setMouseTracking(true);
    m_smoothing->setRange(0, 99);
    m_smoothing->setValue(60);
    m_smoothing->setMaximumWidth(120);
    m_smoothing->setMinimumWidth(40); // squeezed further, it reads as a check box
    m_xAxis->addItem(QString(), int(XAxis::Step));
    m_xAxis->addItem(QString(), int(XAxis::RelativeTime));
    m_xAxis->addItem(QString(), int(XAxis::TokensSeen));
    m_export->setPopupMode(QToolButton::InstantPopup);
    // An icon (its text in the tooltip and for screen readers) leaves the chart's title the room to be read.
    setActionIcon(m_export, ActionIcon::Export);
    m_export->setToolButtonStyle(Qt::ToolButtonIconOnly);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("chartTitle"));
    m_smoothing->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_title, 1);
    bar->addWidget(m_smoothing);
    bar->addWidget(m_logY);
    bar->addWidget(m_xAxis);
    bar->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);

    m_redraw.setSingleShot(true);
    m_redraw.setInterval(kRedrawIntervalMs);
    connect(&m_redraw, &QTimer::timeout, this, &MetricPlot::redraw);
    connect(m_smoothing, &QSlider::valueChanged, this, [this] {
        m_allDirty = true;
        scheduleRedraw();
    });
    connect(m_logY, &QCheckBox::toggled, this, &MetricPlot::setLogY);
    connect(m_xAxis, &QComboBox::currentIndexChanged, this,
            [this] { setXAxis(static_cast<XAxis>(m_xAxis->currentData().toInt())); });
    connect(m_export, &QToolButton::clicked, this, &MetricPlot::chooseExport);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] {
        m_follow = true;
        m_plot->rescaleAxes(true);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
    // Moving or zooming by hand stops following new data until a double-click.
    connect(m_plot, &QCustomPlot::mousePress, this, [this] { m_follow = false; });
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this] { m_follow = false; });
    retranslate();
}

void MetricPlot::setTitle(const QString& title) {
    m_title->setFullText(title);
    m_plot->setAccessibleName(title);
    setAccessibleName(title);
    updateDescription();
}

MetricPlot::Series& MetricPlot::series(const QString& name, int colourIndex) {
    for (Series& s : m_series)
        if (s.name == name)
            return s;
    Series s;
    s.name = name;
    s.colour = colourIndex;
    QColor faint = seriesColour(colourIndex);
    faint.setAlpha(60);
    s.raw = m_plot->addGraph();
    s.raw->setPen(QPen(faint, 1));
    s.raw->removeFromLegend();
    // Several metrics of one run share its colour and differ by line style.
    const auto sameColour = std::count_if(m_series.begin(), m_series.end(),
                                          [&](const Series& other) { return other.colour == colourIndex; });
    const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    s.smooth = m_plot->addGraph();
    s.smooth->setPen(QPen(QBrush(seriesColour(colourIndex)), 2, styles[sameColour % 4]));
    s.smooth->setName(name);
    m_series.append(s);
    applyPens();
    fitLegendNames();
    return m_series.back();
}

// Legend names share the plot's width in up to three columns: as many as let every name stay whole or at
// least kLegendMinChars characters long (more columns keep the legend short, so the curves keep the height).
// A name longer than its column would be cut off at the column's edge, and the names of one model's seeds
// would all read alike. So a "run · metric" name keeps its metric whole and shortens the run's name, and any
// other name is elided in the middle, keeping its start and its end (the seed). The full names are in the
// tooltip and the chart's description.
void MetricPlot::fitLegendNames() {
    constexpr int kLegendMaxColumns = 3;
    constexpr int kLegendMinChars = 18;
    // An item's margins and the spacing between columns, as QCPLegend draws them.
    constexpr int kItemMargins = 16;
    QCPLegend* legend = m_plot->legend;
    const QFontMetrics metrics(legend->font());
    const auto textWidthFor = [&](int columns) {
        return (m_plot->width() - 20) / columns - legend->iconSize().width() - legend->iconTextPadding() -
               kItemMargins;
    };
    int longest = 0;
    for (const Series& s : m_series)
        longest = std::max(longest, metrics.horizontalAdvance(s.name));
    const int readable = std::min(longest, metrics.averageCharWidth() * kLegendMinChars);
    int columns = std::max(1, std::min(kLegendMaxColumns, int(m_series.size())));
    while (columns > 1 && textWidthFor(columns) < readable)
        --columns;
    legend->setWrap(columns);
    const int width = std::max(textWidthFor(columns), 40);
    const auto fitted = [&](const QString& name) {
        const qsizetype separator = name.lastIndexOf(QStringLiteral(" · "));
        if (separator <= 0)
            return metrics.elidedText(name, Qt::ElideMiddle, width);
        const QString metric = name.mid(separator);
        const int room = std::max(width - metrics.horizontalAdvance(metric), metrics.horizontalAdvance(u'…'));
        return metrics.elidedText(name.left(separator), Qt::ElideRight, room) + metric;
    };
    for (Series& s : m_series) // a plot not shown yet has no width to fit: full names until it is resized
        s.smooth->setName(m_plot->isVisible() ? fitted(s.name) : s.name);
}

// Each run in its colour; with a run highlighted, it is drawn bold and the others faint.
void MetricPlot::applyPens() {
    int highlightedColour = -1;
    for (const Series& s : m_series)
        if (s.name == m_highlighted)
            highlightedColour = s.colour;
    for (const Series& s : m_series) {
        QPen pen = s.smooth->pen();
        QColor colour = seriesColour(s.colour);
        if (highlightedColour >= 0 && s.colour != highlightedColour)
            colour.setAlpha(70);
        pen.setColor(colour);
        pen.setWidthF(highlightedColour >= 0 && s.colour == highlightedColour ? 3.5 : 2);
        s.smooth->setPen(pen);
    }
}

void MetricPlot::highlightSeries(const QString& name) {
    if (name == m_highlighted)
        return;
    m_highlighted = name;
    applyPens();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void MetricPlot::renameSeries(const QString& from, const QString& to) {
    for (Series& s : m_series)
        if (s.name == from)
            s.name = to;
    fitLegendNames();
    if (m_highlighted == from)
        m_highlighted = to;
    updateDescription();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void MetricPlot::addStepTokens(int colourIndex, const QVector<std::pair<qint64, double>>& stepTokens) {
    QMap<qint64, double>& tokens = m_stepTokens[colourIndex];
    for (const auto& [step, seen] : stepTokens)
        tokens.insert(step, seen);
    if (xAxis() == XAxis::TokensSeen) {
        m_allDirty = true;
        scheduleRedraw();
    }
}

MetricPlot::XAxis MetricPlot::xAxis() const {
    return static_cast<XAxis>(m_xAxis->currentData().toInt());
}

// Steps, seconds, or tokens seen: read at the step, or between the two nearest known steps in proportion.
QVector<double> MetricPlot::keysOf(const Series& s, XAxis axis) const {
    if (axis == XAxis::Step)
        return s.steps;
    if (axis == XAxis::RelativeTime)
        return s.seconds;
    const QMap<qint64, double> tokens = m_stepTokens.value(s.colour);
    if (tokens.isEmpty())
        return {};
    QVector<double> keys;
    keys.reserve(s.steps.size());
    for (double step : s.steps) {
        auto after = tokens.lowerBound(qint64(step));
        if (after != tokens.end() && after.key() == qint64(step)) {
            keys.append(after.value());
            continue;
        }
        const auto before = after == tokens.begin() ? tokens.end() : std::prev(after);
        if (before == tokens.end())
            keys.append(after.value() * step / double(std::max<qint64>(1, after.key())));
        else if (after == tokens.end())
            keys.append(before.value() * step / double(std::max<qint64>(1, before.key())));
        else
            keys.append(before.value() + (after.value() - before.value()) * (step - double(before.key())) /
                                             double(after.key() - before.key()));
    }
    return keys;
}

QVector<double> MetricPlot::xValues(const QString& name) const {
    for (const Series& s : m_series)
        if (s.name == name)
            return keysOf(s, xAxis());
    return {};
}

void MetricPlot::addPoints(const QString& name, int colourIndex, const QVector<MetricPoint>& points) {
    Series& s = series(name, colourIndex);
    for (const MetricPoint& p : points) {
        if (s.firstWallMs == 0)
            s.firstWallMs = p.wallTimeMs;
        // A resumed run reports steps again from its checkpoint: the newer values replace the older ones.
        while (!s.steps.isEmpty() && s.steps.back() >= double(p.step)) {
            s.steps.removeLast();
            s.seconds.removeLast();
            s.values.removeLast();
        }
        s.steps.append(double(p.step));
        s.seconds.append((p.wallTimeMs - s.firstWallMs) / 1000.0);
        s.values.append(p.value);
    }
    s.dirty = true;
    scheduleRedraw();
}

void MetricPlot::clear() {
    m_plot->clearGraphs();
    m_series.clear();
    m_stepTokens.clear();
    m_highlighted.clear();
    m_follow = true;
    m_plot->legend->setVisible(false);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    updateDescription();
}

void MetricPlot::scheduleRedraw() {
    if (!m_redraw.isActive())
        m_redraw.start();
}

double MetricPlot::redrawNow() {
    m_redraw.stop();
    QElapsedTimer clock;
    clock.start();
    redraw();
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
    return clock.nsecsElapsed() / 1e6;
}

void MetricPlot::redraw() {
    const double weight = smoothing();
    for (Series& s : m_series) {
        if (!s.dirty && !m_allDirty)
            continue;
        const QVector<double> keys = keysOf(s, xAxis());
        const bool drawn = keys.size() == s.values.size();
        s.smooth->setVisible(drawn);
        if (!drawn) { // no tokens known for this run
            s.raw->setVisible(false);
            s.dirty = false;
            continue;
        }
        const QVector<double> smooth = smoothDebiased(s.values, weight);
        // Draw at most a few points per pixel; the data kept (and exported) is every point.
        const QVector<int> picks = decimatedIndexes(s.values, kBucketsPerSeries);
        QVector<double> x(picks.size()), raw(picks.size()), smoothed(picks.size());
        for (int i = 0; i < picks.size(); ++i) {
            x[i] = keys[picks[i]];
            raw[i] = s.values[picks[i]];
            smoothed[i] = smooth[picks[i]];
        }
        s.raw->setData(x, raw, true);
        s.smooth->setData(x, smoothed, true);
        // One point makes no line: it is drawn as a dot.
        s.smooth->setScatterStyle(x.size() == 1 ? QCPScatterStyle(QCPScatterStyle::ssDisc, 7)
                                                : QCPScatterStyle());
        s.raw->setVisible(weight > 0);
        s.dirty = false;
    }
    m_allDirty = false;
    m_plot->legend->setVisible(!m_series.isEmpty());
    if (m_follow)
        m_plot->rescaleAxes(true);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    ++m_replots;
    updateDescription();
}

void MetricPlot::updateDescription() {
    QStringList parts;
    for (const Series& s : m_series)
        if (!s.values.isEmpty())
            parts << tr("%1: %2 at step %3")
                         .arg(s.name)
                         .arg(s.values.back(), 0, 'g', 5)
                         .arg(qint64(s.steps.back()));
    const QString description = parts.isEmpty() ? tr("no data yet") : parts.join(QStringLiteral("; "));
    m_plot->setAccessibleDescription(description);
    setAccessibleDescription(description);
}

void MetricPlot::setSmoothing(double weight) {
    m_smoothing->setValue(int(std::lround(std::clamp(weight, 0.0, 0.99) * 100)));
}

double MetricPlot::smoothing() const {
    return m_smoothing->value() / 100.0;
}

void MetricPlot::setLogY(bool logY) {
    if (m_logY->isChecked() != logY) {
        m_logY->setChecked(logY);
        return;
    }
    m_plot->yAxis->setScaleType(logY ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    m_plot->yAxis->setTicker(logY ? QSharedPointer<QCPAxisTicker>(new QCPAxisTickerLog)
                                  : QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    m_allDirty = true;
    scheduleRedraw();
}

void MetricPlot::setXAxis(XAxis axis) {
    const int index = m_xAxis->findData(int(axis));
    if (m_xAxis->currentIndex() != index) {
        m_xAxis->setCurrentIndex(index);
        return;
    }
    m_plot->xAxis->setLabel(axisLabel(axis));
    m_follow = true;
    m_allDirty = true;
    scheduleRedraw();
}

QStringList MetricPlot::seriesNames() const {
    QStringList out;
    for (const Series& s : m_series)
        out << s.name;
    return out;
}

qint64 MetricPlot::pointCount(const QString& name) const {
    for (const Series& s : m_series)
        if (s.name == name)
            return s.values.size();
    return 0;
}

QColor MetricPlot::colour(const QString& name) const {
    for (const Series& s : m_series)
        if (s.name == name)
            return seriesColour(s.colour);
    return QColor();
}

QVector<double> MetricPlot::smoothedValues(const QString& name) const {
    for (const Series& s : m_series)
        if (s.name == name)
            return smoothDebiased(s.values, smoothing());
    return {};
}

bool MetricPlot::exportCsv(const QString& path, QString* error) const {
    AtomicFileWriter file(path);
    file.write("series,step,seconds,value\n");
    for (const Series& s : m_series) {
        QByteArray name = s.name.toUtf8();
        if (name.contains(',') || name.contains('"'))
            name = '"' + name.replace("\"", "\"\"") + '"';
        for (int i = 0; i < s.values.size(); ++i)
            file.write(name + ',' + QByteArray::number(qint64(s.steps[i])) + ',' +
                       QByteArray::number(s.seconds[i], 'g', 10) + ',' +
                       QByteArray::number(s.values[i], 'g', 17) + '\n');
    }
    Expected<bool> written = file.commit();
    if (!written) {
        *error = shown(written.error().what);
        return false;
    }
    return true;
}

bool MetricPlot::exportImage(const QString& path) {
    redrawNow();
    return path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) ? m_plot->savePdf(path)
                                                                     : m_plot->savePng(path, 0, 0, 2.0);
}

void MetricPlot::chooseExport() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the chart"), m_title->fullText(),
        tr("PNG image (*.png);;PDF document (*.pdf);;CSV data, every point (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ? exportCsv(path, &error)
                                                                              : exportImage(path);
    if (!ok)
        QToolTip::showText(m_export->mapToGlobal(QPoint()), tr("Cannot write %1 %2").arg(path, error),
                           m_export);
}

bool MetricPlot::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_plot && event->type() == QEvent::MouseMove)
        showValuesAt(static_cast<QMouseEvent*>(event));
    if (watched == m_plot && event->type() == QEvent::Leave)
        highlightSeries(QString());
    if (watched == m_plot && event->type() == QEvent::Resize)
        fitLegendNames();
    return QWidget::eventFilter(watched, event);
}

// The crosshair's tooltip: every series' value at the step under the cursor.
void MetricPlot::showValuesAt(QMouseEvent* event) {
    if (m_series.isEmpty())
        return;
    const double key = m_plot->xAxis->pixelToCoord(event->position().x());
    QStringList lines;
    // The run whose line is nearest the cursor (within a few pixels) is drawn bold.
    QString nearest;
    double nearestDistance = 8;
    for (const Series& s : m_series) {
        if (!s.smooth->visible())
            continue;
        const double distance = s.smooth->selectTest(event->position(), false);
        if (distance >= 0 && distance < nearestDistance) {
            nearestDistance = distance;
            nearest = s.name;
        }
    }
    highlightSeries(nearest);
    for (const Series& s : m_series) {
        const QVector<double> keys = keysOf(s, xAxis());
        if (keys.isEmpty() || keys.size() != s.values.size())
            continue;
        const auto at = std::lower_bound(keys.begin(), keys.end(), key);
        int i = int(std::clamp<qsizetype>(at - keys.begin(), 0, keys.size() - 1));
        if (i > 0 && std::abs(keys[i - 1] - key) < std::abs(keys[i] - key))
            --i;
        lines << tr("%1: %2 (step %3)").arg(s.name).arg(s.values[i], 0, 'g', 5).arg(qint64(s.steps[i]));
    }
    QToolTip::showText(event->globalPosition().toPoint(), lines.join(QLatin1Char('\n')), m_plot);
}

QString MetricPlot::axisLabel(XAxis axis) const {
    switch (axis) {
    case XAxis::Step:
        return tr("step");
    case XAxis::RelativeTime:
        return tr("seconds since the first point");
    case XAxis::TokensSeen:
        return tr("tokens seen");
    }
    return QString();
}

void MetricPlot::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        applyChartPalette(*m_plot, palette());
    QWidget::changeEvent(event);
}

void MetricPlot::retranslate() {
    m_logY->setText(tr("Log"));
    m_xAxis->setItemText(0, tr("Step"));
    m_xAxis->setItemText(1, tr("Time"));
    m_xAxis->setItemText(2, tr("Tokens"));
    m_export->setText(tr("Export…"));
    m_smoothing->setAccessibleName(tr("Smoothing"));
    m_smoothing->setToolTip(tr("Smoothing (exponential moving average, as TensorBoard)"));
    m_logY->setAccessibleName(tr("Logarithmic y axis"));
    m_xAxis->setAccessibleName(tr("Horizontal axis"));
    m_export->setAccessibleName(tr("Export the chart as PNG, PDF or CSV"));
    m_export->setToolTip(m_export->accessibleName());
    m_plot->xAxis->setLabel(axisLabel(xAxis()));
    updateDescription();
}

} // namespace hw::ui
