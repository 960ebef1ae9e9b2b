#include "ui/pretrain/run_import_button.h"

#include "ui/project/project_session.h"

#include <QEvent>

namespace hw::ui {

RunImportButton::RunImportButton(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QPushButton(parent)
    , m_session(session)
    , m_jobs(jobs) {
    setObjectName(QStringLiteral("importRun"));
    connect(this, &QPushButton::clicked, this, &RunImportButton::openDialog);
    connect(&m_session, &ProjectSession::projectChanged, this,
            [this] { setEnabled(m_session.current() != nullptr); });
    setEnabled(m_session.current() != nullptr);
    retranslate();
}

bool RunImportButton::openDialog() {
    if (!m_session.current())
        return false;
    if (!m_dialog) {
        m_dialog = new RunImportDialog(m_session, m_jobs, this);
        connect(m_dialog, &RunImportDialog::runImported, this, &RunImportButton::runImported);
    }
    if (m_dialog->isVisible()) {
        m_dialog->raise();
        m_dialog->activateWindow();
    } else {
        m_dialog->open();
    }
    return true;
}

void RunImportButton::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QPushButton::changeEvent(event);
}

void RunImportButton::retranslate() {
    setText(tr("&Import a run…"));
    setAccessibleName(tr("Import a run"));
    setToolTip(tr("Add a pretraining run that ran without the project (on a cluster, or with headwater-cli "
                  "pretrain) with its curves and its final model; its folder is only read"));
}

} // namespace hw::ui
