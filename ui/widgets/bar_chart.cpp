#include "ui/widgets/bar_chart.h"

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
}

void BarChart::setBars(const QStringList& labels, const QVector<double>& values,
                       const QString& valueAxisLabel, const QVector<double>& errors) {
    m_labels = labels;
    m_values = values;
    m_errors = errors.size() == values.size() ? errors : QVector<double>();
    m_plot->clearPlottables();
    QCPAxis* keyAxis = m_horizontal ? m_plot->yAxis : m_plot->xAxis;
    QCPAxis* valueAxis = m_horizontal ? m_plot->xAxis : m_plot->yAxis;
    m_bars = new QCPBars(keyAxis, valueAxis);
    QVector<double> keys(values.size());
    for (int i = 0; i < values.size(); ++i)
        keys[i] = i + 1;
    m_bars->setData(keys, values, true);
    m_bars->setWidth(0.7);
    m_bars->setPen(Qt::NoPen);
    m_bars->setBrush(palette().color(QPalette::Highlight));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < labels.size(); ++i)
        ticker->addTick(i + 1, labels[i]);
    keyAxis->setTicker(ticker);
    keyAxis->setTickLabelRotation(m_horizontal || labels.size() < 8 ? 0 : 45);
    keyAxis->setRange(0.3, labels.size() + 0.7);
    if (m_horizontal)
        keyAxis->setRangeReversed(true); // the first label on top, as in a list
    valueAxis->setLabel(valueAxisLabel);
    double top = 0, bottom = 0;
    for (int i = 0; i < values.size(); ++i) {
        const double error = m_errors.value(i);
        top = std::max(top, values[i] + error);
        bottom = std::min(bottom, values[i] - error);
    }
    if (!m_errors.isEmpty()) {
        auto* bars = new QCPErrorBars(keyAxis, valueAxis);
        bars->setDataPlottable(m_bars);
        bars->setData(m_errors);
        bars->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
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
