#pragma once

#include "core/eval/finetune_run_results.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace hw::ui {

class BarChart;
class ProjectSession;

// Base vs adapted downstream, from a fine-tuning comparison of the project: the chosen test metric per model
// with its spread over seeds as error bars, the bootstrap interval of each model's macro-F1 difference to the
// first in a sentence that says whether it excludes zero, and each label's F1 difference sorted (horizontal
// bars, readable with 44 labels).
class DownstreamPanel : public QWidget {
    Q_OBJECT
public:
    explicit DownstreamPanel(ProjectSession& session, QWidget* parent = nullptr);

    void refresh();
    void selectRun(const QString& name);
    QComboBox& runChooser() { return *m_run; }
    QComboBox& metricChooser() { return *m_metric; }
    BarChart& metricChart() { return *m_metricChart; }
    BarChart& classDifferenceChart() { return *m_classChart; }
    QString verdict() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void showRun();
    void showMetric();
    void retranslate();

    ProjectSession& m_session;
    QComboBox* m_run;
    QComboBox* m_metric;
    BarChart* m_metricChart;
    QLabel* m_verdict;
    BarChart* m_classChart;
    QLabel* m_runLabel;
    QLabel* m_metricLabel;
    FinetuneRunResults m_results;
};

} // namespace hw::ui
