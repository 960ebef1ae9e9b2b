#pragma once

#include "core/train/run_checkpoints.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hw::ui {

class JobController;
class ProjectSession;

// The checkpoints of one pretraining run: step, size, whether the run can resume from it, the best validation
// loss up to it; a checkpoint can become a project model ("Use as model") or be deleted (asked first, refused
// while a job uses the run).
class RunCheckpointsPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { NameColumn, StepColumn, SizeColumn, ResumableColumn, LossColumn, ColumnCount };

    RunCheckpointsPanel(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    void showRun(const QString& runDirectory, const QString& runName);
    bool useSelectedAsModel();
    bool deleteSelected(bool confirm = true);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    int selectedRow() const;
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    QString m_runDirectory;
    QString m_runName;
    QVector<RunCheckpoint> m_checkpoints;
    QLabel* m_label;
    QTableWidget* m_table;
    QPushButton* m_use;
    QPushButton* m_delete;
    QLabel* m_message;
};

} // namespace hw::ui
