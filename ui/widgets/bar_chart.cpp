#include "ui/widgets/bar_chart.h"
#include "ui/widgets/chart_palette.h"

#include <QEvent>
#include <QFontMetrics>
#include <QVBoxLayout>

#include "ui/widgets/qcustomplot_include.h"

#include <algorithm>

namespace hw::ui {

BarChart::BarChart(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_valueText([](double v) { return QLocale().toString(v, 'g', 4); }) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumHeight(160);
    m_plot->setFocusPolicy(Qt::StrongFocus);
    applyChartPalette(*m_plot, palette());
}

void BarChart::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartPalette(*m_plot, palette());
        if (m_barColours.isEmpty())
            for (QCPBars* bars : m_barSets)
                bars->setBrush(palette().color(QPalette::Highlight));
    }
}

void BarChart::setBars(const QStringList& labels, const QVector<double>& values,
                       const QString& valueAxisLabel, const QVector<double>& errors) {
    m_labels = labels;
    m_values = values;
    m_errors = errors.size() == values.size() ? errors : QVector<double>();
    m_plot->clearPlottables();
    QCPAxis* keyAxis = m_horizontal ? m_plot->yAxis : m_plot->xAxis;
    QCPAxis* valueAxis = m_horizontal ? m_plot->xAxis : m_plot->yAxis;
    // One set of bars in the highlight colour, or one set per bar when each has its own colour.
    m_barSets.clear();
    const bool perBar = !values.isEmpty() && m_barColours.size() == values.size();
    for (int set = 0; set < (perBar ? int(values.size()) : 1); ++set) {
        auto* bars = new QCPBars(keyAxis, valueAxis);
        QVector<double> keys, shown, errorValues;
        for (int i = 0; i < values.size(); ++i)
            if (!perBar || i == set) {
                keys << i + 1;
                shown << values[i];
                errorValues << m_errors.value(i);
            }
        bars->setData(keys, shown, true);
        bars->setWidth(0.7);
        bars->setPen(Qt::NoPen);
        bars->setBrush(perBar ? m_barColours[set] : palette().color(QPalette::Highlight));
        if (!m_errors.isEmpty()) {
            auto* errorBars = new QCPErrorBars(keyAxis, valueAxis);
            errorBars->setDataPlottable(bars);
            errorBars->setData(errorValues);
            errorBars->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
        }
        m_barSets << bars;
    }
    placeKeyLabels();
    keyAxis->setRange(0.3, labels.size() + 0.7);
    if (m_horizontal)
        keyAxis->setRangeReversed(true); // the first label on top, as in a list
    m_valueAxisLabel = valueAxisLabel;
    fitValueAxis();
    double top = 0, bottom = 0;
    for (int i = 0; i < values.size(); ++i) {
        const double error = m_errors.value(i);
        top = std::max(top, values[i] + error);
        bottom = std::min(bottom, values[i] - error);
    }
    const double span = top - bottom > 0 ? top - bottom : 1;
    // All values at or below zero (differences that are all losses) keep a small margin above zero, not 1.
    valueAxis->setRange(bottom < 0 ? bottom - span * 0.08 : 0,
                        top > 0 ? top + span * 0.08 : (bottom < 0 ? span * 0.08 : 1));
    if (m_horizontal)
        m_plot->setMinimumHeight(std::max(160, int(labels.size()) * 18 + 40));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    describe();
}

QColor BarChart::barColour(int index) const {
    const int set = m_barSets.size() > 1 ? index : 0;
    return set < m_barSets.size() ? m_barSets[set]->brush().color() : QColor();
}

void BarChart::setKeyAxisLabel(const QString& label) {
    (m_horizontal ? m_plot->yAxis : m_plot->xAxis)->setLabel(label);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BarChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (!m_labels.isEmpty() && !m_horizontal)
        placeKeyLabels();
    refitValueAxis();
}

void BarChart::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refitValueAxis();
}

void BarChart::refitValueAxis() {
    if (m_labels.isEmpty())
        return;
    fitValueAxis();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BarChart::fitValueAxis() {
    QCPAxis* valueAxis = m_horizontal ? m_plot->xAxis : m_plot->yAxis;
    const int length = std::max(1, m_horizontal ? width() - 100 : height() - 60); // less labels and margins
    valueAxis->ticker()->setTickCount(std::clamp(length / 70, 2, 8));
    // A chart not shown yet has no length to fit: its whole title until it is resized.
    valueAxis->setLabel(
        isVisible()
            ? QFontMetrics(valueAxis->labelFont()).elidedText(m_valueAxisLabel, Qt::ElideMiddle, length)
            : m_valueAxisLabel);
    m_plot->setToolTip(m_valueAxisLabel);
}

void BarChart::placeKeyLabels() {
    QCPAxis* keyAxis = m_horizontal ? m_plot->yAxis : m_plot->xAxis;
    const int n = int(m_labels.size());
    int step = 1;
    double rotation = 0;
    if (!m_horizontal && n > 0) {
        const QFontMetrics metrics(keyAxis->tickLabelFont());
        int widest = 0;
        for (const QString& label : m_labels)
            widest = std::max(widest, metrics.horizontalAdvance(label));
        const int room = std::max(1, width() - 70); // less the value axis and margins
        const int fitting = std::max(1, room / (widest + 10));
        if (n > fitting) {
            // Slanted, a label needs about its height along the axis; beyond a dozen it still crowds.
            if (n <= 12 && n * (metrics.height() + 6) <= room)
                rotation = 45;
            else
                step = (n + fitting - 1) / fitting;
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < n; i += step)
        ticker->addTick(i + 1, m_labels[i]);
    keyAxis->setTicker(ticker);
    keyAxis->setTickLabelRotation(rotation);
}

void BarChart::setChartName(const QString& name) {
    setAccessibleName(name);
    m_plot->setAccessibleName(name);
}

void BarChart::describe() {
    QStringList parts;
    for (int i = 0; i < m_labels.size() && i < 60; ++i)
        parts << (m_errors.isEmpty()
                      ? QStringLiteral("%1: %2").arg(m_labels[i], m_valueText(m_values.value(i)))
                      : QStringLiteral("%1: %2 ± %3")
                            .arg(m_labels[i], m_valueText(m_values.value(i)),
                                 m_valueText(m_errors.value(i))));
    m_plot->setAccessibleDescription(parts.join(QStringLiteral("; ")));
    setAccessibleDescription(m_plot->accessibleDescription());
}

} // namespace hw::ui
