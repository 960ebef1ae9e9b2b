#pragma once

#include <QStringList>
#include <QVector>
#include <QWidget>

#include <functional>

class QCustomPlot;
class QCPBars;

namespace hw::ui {

// Labelled bars (length histogram, script mix, label distribution) drawn with QCustomPlot. Horizontal bars
// keep many long labels readable (44 emotion labels scroll instead of overlapping). Its accessible
// description reads the values, so a screen reader hears what the chart shows.
class BarChart : public QWidget {
    Q_OBJECT
public:
    explicit BarChart(QWidget* parent = nullptr);

    void setHorizontal(bool horizontal) { m_horizontal = horizontal; }
    // The title of the axis the bars stand on ("document length (characters)").
    void setKeyAxisLabel(const QString& label);
    // The accessible name of the chart and of its plot area.
    void setChartName(const QString& name);
    // `valueText` formats a value for the description and tooltips (e.g. as a percentage). `errors`, when
    // given, draws an error bar of ± that much on each bar (a standard deviation over seeds). Negative values
    // (differences) extend the axis below zero.
    void setBars(const QStringList& labels, const QVector<double>& values,
                 const QString& valueAxisLabel = QString(), const QVector<double>& errors = {});
    void setValueFormat(std::function<QString(double)> valueText) { m_valueText = std::move(valueText); }
    // One colour per bar (the models of a comparison, in seriesColour's order) for the next setBars; empty:
    // every bar in the palette's highlight.
    void setBarColours(const QVector<QColor>& colours) { m_barColours = colours; }
    QColor barColour(int index) const; // as drawn
    QStringList labels() const { return m_labels; }
    QVector<double> values() const { return m_values; }
    QVector<double> errors() const { return m_errors; }
    QCustomPlot* plot() const { return m_plot; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override; // a chart on a tab shown later fits its axis then
    void changeEvent(QEvent* event) override;   // a new palette (light or dark desktop) redraws it

private:
    void describe();
    // The bars' labels on their axis as the width allows: level when they fit, slanted when a few do not,
    // else every k-th (the accessible description names every bar).
    void placeKeyLabels();
    // About one number per 70 px on the value axis, so that its numbers never run together in a narrow
    // chart, and its title elided in the middle to the axis' length (whole in the tooltip).
    void fitValueAxis();
    void refitValueAxis(); // fitValueAxis and a redraw, once there are bars

    QCustomPlot* m_plot;
    bool m_horizontal = false;
    QStringList m_labels;
    QVector<double> m_values;
    QVector<double> m_errors;
    QString m_valueAxisLabel;
    QVector<QColor> m_barColours;
    QVector<QCPBars*> m_barSets; // one per colour
    std::function<QString(double)> m_valueText;
};

} // namespace hw::ui
