#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;

namespace hw::ui {

class MetricPlot;
class ProjectSession;

// Training curves of chosen runs of the project overlaid: pretraining and fine-tuning runs alike, read back
// from the project. A metric is chosen by its last name ("loss", "eval/perplexity", "eval/f1_macro"); a
// fine-tuning run draws it for every model × seed it trained.
class CurvesPanel : public QWidget {
    Q_OBJECT
public:
    explicit CurvesPanel(ProjectSession& session, QWidget* parent = nullptr);

    void refresh();
    QListWidget& runList() { return *m_runs; }
    QComboBox& metricChooser() { return *m_metric; }
    MetricPlot& plot() { return *m_plot; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refreshMetrics();
    void draw();
    void retranslate();

    ProjectSession& m_session;
    QListWidget* m_runs;
    QComboBox* m_metric;
    MetricPlot* m_plot;
    QLabel* m_runsLabel;
    QLabel* m_metricLabel;
};

} // namespace hw::ui
