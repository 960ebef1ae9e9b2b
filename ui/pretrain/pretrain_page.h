#pragma once

#include "core/jobs/job_manager.h"
#include "core/train/pretrain_spec.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace hw::ui {

class JobController;
class MaskFillWatchPanel;
class PretrainEstimatePanel;
class MetricPlot;
class PretrainSetupPanel;
class RunCheckpointsPanel;
class ProjectSession;

// The Pretrain step: set up a continued-pretraining run, start it as a job, watch its curves and its watched
// sentences' guesses live, pause, resume or stop it with a checkpoint, and overlay the curves of the
// project's earlier runs (CLI runs too).
class PretrainPage : public QWidget {
    Q_OBJECT
public:
    enum Chart { LossChart, PerplexityChart, LearningRateChart, ThroughputChart, OtherChart, ChartCount };
    enum RunColumn {
        RunNameColumn,
        RunStatusColumn,
        RunModelColumn,
        RunCorporaColumn,
        RunObjectiveColumn,
        RunStepsColumn,
        RunBestLossColumn,
        RunDurationColumn,
        RunStartedColumn,
        RunColumnCount
    };

    PretrainPage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    PretrainSetupPanel& setup() { return *m_setup; }
    MetricPlot& chart(Chart which) { return *m_charts[which]; }
    RunCheckpointsPanel& checkpoints() { return *m_checkpoints; }
    MaskFillWatchPanel& watch() { return *m_watch; }
    PretrainEstimatePanel& estimate() { return *m_estimate; }
    QTabWidget& views() { return *m_views; }
    JobId activeJob() const { return m_active; }
    bool start();
    // Continues the selected stopped, cancelled, failed or interrupted run from its newest checkpoint.
    bool resumeSelectedRun();

public Q_SLOTS:
    void refreshRuns();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onMetrics(JobId id, const QVector<MetricPoint>& metrics);
    void onProgress(JobId id, const JobProgress& progress);
    void onJobChanged(const JobSnapshot& job);
    void route(const QString& run, int colour, const QVector<MetricPoint>& metrics);
    QString seriesName(const QString& run, const QString& metric) const;
    void showSelectedRuns();
    bool launch(const PretrainSpec& spec, const QString& name);
    QString selectedRunFolder(QString* name, QString* status) const;
    void refreshButtons();
    void relabelRuns(); // the runs' states and steps in the interface's language
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    PretrainSetupPanel* m_setup;
    QPushButton* m_start;
    QPushButton* m_pause;
    QPushButton* m_resume;
    QPushButton* m_stop;
    QPushButton* m_resumeRun;
    QLabel* m_status;
    MetricPlot* m_charts[ChartCount];
    QTabWidget* m_views;
    PretrainEstimatePanel* m_estimate;
    MaskFillWatchPanel* m_watch;
    QTableWidget* m_runs;
    QLabel* m_runsLabel;
    RunCheckpointsPanel* m_checkpoints;
    QHash<QString, std::pair<QString, QString>> m_seriesSources; // a chart's series: its run and metric
    JobId m_active = 0;
    QString m_activeName;
    JobState m_activeState = JobState::Succeeded;
};

} // namespace hw::ui
