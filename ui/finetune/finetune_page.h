#pragma once

#include "core/jobs/job_manager.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace hw::ui {

class FinetuneResultsPanel;
class FinetuneSetupPanel;
class JobController;
class MetricPlot;
class ProjectSession;

// The Fine-tune step: fine-tune one to three models over several seeds as one job, watch every run's loss
// and validation macro-F1 per epoch, and read the results of any fine-tuning run of the project.
class FinetunePage : public QWidget {
    Q_OBJECT
public:
    FinetunePage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    FinetuneSetupPanel& setup() { return *m_setup; }
    FinetuneResultsPanel& results() { return *m_results; }
    MetricPlot& lossChart() { return *m_loss; }
    MetricPlot& f1Chart() { return *m_f1; }
    bool start();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onMetrics(JobId id, const QVector<MetricPoint>& metrics);
    void onJobChanged(const JobSnapshot& job);
    void retranslate();

    JobController& m_jobs;
    FinetuneSetupPanel* m_setup;
    QPushButton* m_start;
    QPushButton* m_cancel;
    QLabel* m_status;
    MetricPlot* m_loss;
    MetricPlot* m_f1;
    FinetuneResultsPanel* m_results;
    JobId m_active = 0;
    QString m_activeRun;
    QStringList m_models; // of the series "base/seed42", in order: one colour each
    bool m_running = false;
};

} // namespace hw::ui
