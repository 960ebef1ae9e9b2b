#pragma once

#include "core/jobs/progress_sink.h"

#include <QColor>
#include <QHash>
#include <QMap>
#include <QTimer>
#include <QVector>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QCPGraph;
class QCustomPlot;
class QLabel;
class QMouseEvent;
class QSlider;
class QToolButton;

namespace hw::ui {

class ChartTitle;

// One chart of training metrics (loss, perplexity, learning rate, ...), shared by every page: points are
// appended as they arrive and drawn at most 25 times a second; TensorBoard's smoothing with the raw series
// faint behind; x as step or relative wall time; log-scale y; drag to move, box zoom with the right
// button, wheel zoom, double-click to reset and follow new data; a tooltip with every series' value at the
// cursor; export as PNG, PDF or CSV (every point). Several runs overlay, one colour per run; the run under
// the mouse is drawn bold and the others faint. X can also be the tokens a run had seen, when told them.
class MetricPlot : public QWidget {
    Q_OBJECT
public:
    enum class XAxis { Step, RelativeTime, TokensSeen };

    explicit MetricPlot(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    // Appends to the series `name` (created on first use) in the colour of `colourIndex` (a run).
    void addPoints(const QString& name, int colourIndex, const QVector<MetricPoint>& points);
    void clear();
    // How many tokens the run of `colourIndex` had seen at some steps, for the tokens-seen axis (series of
    // runs without them are not drawn on that axis).
    void addStepTokens(int colourIndex, const QVector<std::pair<qint64, double>>& stepTokens);
    // Draws the run of that series bold and the other runs faint; an empty name draws them all alike.
    void highlightSeries(const QString& name);
    // Gives the series `from` the name `to` (its name in another language), keeping its points.
    void renameSeries(const QString& from, const QString& to);
    QString highlightedSeries() const { return m_highlighted; }
    // The x values drawn for a series on the current axis (every point).
    QVector<double> xValues(const QString& name) const;
    void setSmoothing(double weight);
    double smoothing() const;
    void setLogY(bool logY);
    void setXAxis(XAxis axis);

    QStringList seriesNames() const;
    qint64 pointCount(const QString& name) const;
    QColor colour(const QString& name) const; // the series' colour (seriesColour of its run); invalid if none
    // The smoothed values drawn for a series (every point, before decimation for the screen).
    QVector<double> smoothedValues(const QString& name) const;
    qint64 replotCount() const { return m_replots; }
    // Draws now what is pending (the timer does this otherwise); returns the milliseconds it took.
    double redrawNow();

    bool exportCsv(const QString& path, QString* error) const;
    bool exportImage(const QString& path); // .png or .pdf
    QCustomPlot* plot() const { return m_plot; }

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Series {
        QString name;
        int colour = 0;
        QVector<double> steps, seconds, values;
        qint64 firstWallMs = 0;
        QCPGraph* raw = nullptr;
        QCPGraph* smooth = nullptr;
        bool dirty = true;
    };
    Series& series(const QString& name, int colourIndex);
    void scheduleRedraw();
    void redraw();
    void updateDescription();
    void showValuesAt(QMouseEvent* event);
    QVector<double> keysOf(const Series& s, XAxis axis) const;
    XAxis xAxis() const;
    QString axisLabel(XAxis axis) const;
    void applyPens();
    void fitLegendNames();
    void chooseExport();
    void retranslate();

    QCustomPlot* m_plot;
    ChartTitle* m_title;
    QSlider* m_smoothing;
    QCheckBox* m_logY;
    QComboBox* m_xAxis;
    QToolButton* m_export;
    QVector<Series> m_series;
    QHash<int, QMap<qint64, double>> m_stepTokens; // per run colour
    QString m_highlighted;
    QTimer m_redraw;
    bool m_follow = true;
    bool m_allDirty = false;
    qint64 m_replots = 0;
};

} // namespace hw::ui
