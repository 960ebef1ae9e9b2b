#pragma once

#include "jobs/job_manager.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hw::ui {

class FinetuneSetupPanel;
class JobController;
class MetricPlot;
class ProjectSession;

// The Fine-tune step: train a sequence classifier over several seeds as a job, watch each seed's loss and
// validation macro-F1 per epoch, and read the test figures (mean ± std over seeds) and F1 per class.
class FinetunePage : public QWidget {
    Q_OBJECT
public:
    enum ClassColumn {
        LabelColumn,
        PrecisionColumn,
        RecallColumn,
        F1Column,
        SupportColumn,
        ClassColumnCount
    };

    FinetunePage(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    FinetuneSetupPanel& setup() { return *m_setup; }
    MetricPlot& lossChart() { return *m_loss; }
    MetricPlot& f1Chart() { return *m_f1; }
    bool start();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onMetrics(JobId id, const QVector<MetricPoint>& metrics);
    void onJobChanged(const JobSnapshot& job);
    void showResult();
    void retranslate();

    JobController& m_jobs;
    FinetuneSetupPanel* m_setup;
    QPushButton* m_start;
    QPushButton* m_cancel;
    QLabel* m_status;
    MetricPlot* m_loss;
    MetricPlot* m_f1;
    QLabel* m_summary;
    QTableWidget* m_classes;
    JobId m_active = 0;
    bool m_running = false;
};

} // namespace hw::ui
