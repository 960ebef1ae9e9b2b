#pragma once

#include "ui/pretrain/run_import_dialog.h"

#include <QPushButton>

namespace hw::ui {

// The Pretrain page's "Import a run…" button, beside its list of runs: opens the dialog that adds a run made
// without the project (enabled while a project is open).
class RunImportButton : public QPushButton {
    Q_OBJECT
public:
    RunImportButton(ProjectSession& session, JobController& jobs, QWidget* parent = nullptr);

    // The dialog, once opened: kept with its fields and the import under way when closed.
    RunImportDialog* dialog() const { return m_dialog; }
    bool openDialog();

Q_SIGNALS:
    void runImported(qint64 runId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    ProjectSession& m_session;
    JobController& m_jobs;
    RunImportDialog* m_dialog = nullptr;
};

} // namespace hw::ui
