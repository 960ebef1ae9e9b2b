#pragma once

#include "core/jobs/job_manager.h"

#include <QHash>
#include <QTimer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hw::ui {

class JobController;

// The jobs dock: every queued, running and finished job with the queue it waits in (its device, or the light
// jobs' lane beside training), its phase, progress in the phase's unit, rate, elapsed time and ETA, and the
// buttons to pause, resume, cancel or move up the selected one. A failed job's row shows what went wrong and
// how to fix it.
class JobsPanel : public QWidget {
    Q_OBJECT
public:
    enum Column {
        TitleColumn,
        LaneColumn,
        StateColumn,
        PhaseColumn,
        ProgressColumn,
        DoneColumn,
        RateColumn,
        ElapsedColumn,
        EtaColumn,
        ColumnCount
    };

    explicit JobsPanel(JobController& jobs, QWidget* parent = nullptr);

    // The job shown in `row`, for tests and accessibility clients.
    JobId jobAt(int row) const { return m_order.value(row); }
    void selectJob(JobId id);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onJobChanged(const JobSnapshot& job);
    void onJobProgressed(JobId id, const JobProgress& progress);
    void refreshRow(JobId id);
    bool listedBefore(JobId a, JobId b) const;
    // Puts the job's row where listedBefore orders it (a new job's row is made there).
    void placeRow(JobId id);
    void refreshButtons();
    void refreshRunningTimes();
    void clearFinished();
    JobId selectedJob() const;
    void retranslate();

    JobController& m_jobs;
    QHash<JobId, JobSnapshot> m_snapshots;
    QVector<JobId> m_order;
    QTableWidget* m_table;
    QPushButton* m_pause;
    QPushButton* m_resume;
    QPushButton* m_cancel;
    QPushButton* m_moveUp;
    QPushButton* m_clear;
    QLabel* m_details;
    QTimer m_clock;
};

} // namespace hw::ui
