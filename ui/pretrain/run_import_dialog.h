#pragma once

#include "core/jobs/job_manager.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace hw::ui {

class JobController;
class ProjectSession;

// "Import a run…": adds a pretraining run that ran without the project (on a cluster, with
// `headwater-cli pretrain`) to it, with its curves and its final model, as a job. The run folder is only
// read.
class RunImportDialog : public QDialog {
    Q_OBJECT
public:
    RunImportDialog(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    // Starts the import of the folder as given; false, the problem shown, when nothing started.
    bool startImport();
    JobId activeJob() const { return m_job; }

Q_SIGNALS:
    // The project now holds the run `runId` (and its final model, when it saved one).
    void runImported(qint64 runId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void chooseFolder();
    void onJobFinished(const JobSnapshot& job);
    void refreshButtons();
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    QLineEdit* m_folder;
    QPushButton* m_choose;
    QLineEdit* m_name;
    QLabel* m_status;
    QPushButton* m_import;
    QPushButton* m_close;
    QLabel* m_folderLabel;
    QLabel* m_nameLabel;
    JobId m_job = 0;
};

} // namespace hw::ui
