#include "ui/pretrain/run_import_dialog.h"

#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/train/run_import_job.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/live_text.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hw::ui {

RunImportDialog::RunImportDialog(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_folder(new QLineEdit(this))
    , m_choose(new QPushButton(this))
    , m_name(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_folderLabel(new QLabel(this))
    , m_nameLabel(new QLabel(this)) {
    setObjectName(QStringLiteral("runImportDialog"));
    m_folder->setObjectName(QStringLiteral("runImportFolder"));
    m_choose->setObjectName(QStringLiteral("runImportChooseFolder"));
    m_name->setObjectName(QStringLiteral("runImportName"));
    m_status->setObjectName(QStringLiteral("runImportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_folderLabel->setBuddy(m_folder);
    m_nameLabel->setBuddy(m_name);

    auto* form = new QFormLayout;
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_choose);
    form->addRow(m_folderLabel, folderRow);
    form->addRow(m_nameLabel, m_name);
    auto* buttons = new QDialogButtonBox(this);
    // Not the standard buttons: the box would name them in its own words again on a language switch.
    m_import = buttons->addButton(QString(), QDialogButtonBox::ApplyRole);
    m_import->setObjectName(QStringLiteral("runImportAdd"));
    m_import->setDefault(true);
    m_close = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    m_close->setObjectName(QStringLiteral("runImportClose"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(buttons);

    connect(m_import, &QPushButton::clicked, this, &RunImportDialog::startImport);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_choose, &QPushButton::clicked, this, &RunImportDialog::chooseFolder);
    connect(m_folder, &QLineEdit::textChanged, this, &RunImportDialog::refreshButtons);
    connect(&m_jobs, &JobController::jobFinished, this, &RunImportDialog::onJobFinished);
    retranslate();
    refreshButtons();
    resize(sizeHint().expandedTo(QSize(640, 0)));
}

bool RunImportDialog::startImport() {
    ProjectStore* store = m_session.current();
    const QString folder = m_folder->text().trimmed();
    if (m_job != 0 || !store || folder.isEmpty())
        return false;
    m_job = m_jobs.submit(std::make_shared<RunImportJob>(store->path(), folder, m_name->text().trimmed()));
    setLiveText(m_status,
                [folder] { return tr("Adding the run in %1 to the project… (see Jobs)").arg(folder); });
    refreshButtons();
    return true;
}

void RunImportDialog::onJobFinished(const JobSnapshot& job) {
    if (job.id != m_job)
        return;
    m_job = 0;
    std::shared_ptr<RunImportJob> done = m_jobs.jobAs<RunImportJob>(job.id);
    if (job.state != JobState::Succeeded || !done) {
        setLiveText(m_status, [outcome = job.outcome] {
            if (outcome.status == JobStatus::Cancelled)
                return tr("The import was cancelled; nothing was added.");
            return tr("Cannot add the run: %1")
                .arg(outcome.error ? shown(*outcome.error) : shown(outcome.message));
        });
        refreshButtons();
        return;
    }
    const ImportedRun added = done->result();
    setLiveText(m_status, [added] {
        const QString run = tr("Added the run “%1” (%2, %3 steps).")
                                .arg(added.name, shown(runStatusText(added.status)))
                                .arg(added.steps);
        return added.model.isEmpty() ? tr("%1 It saved no final model.").arg(run)
                                     : tr("%1 Its final model is the model “%2”.").arg(run, added.model);
    });
    m_name->clear();
    refreshButtons();
    // The page lists the run and the pickers the model.
    m_session.notifyArtefactsChanged();
    Q_EMIT runImported(added.id);
}

void RunImportDialog::chooseFolder() {
    const QString current = m_folder->text().trimmed();
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("The run's folder"), current);
    if (!chosen.isEmpty())
        m_folder->setText(chosen);
}

void RunImportDialog::refreshButtons() {
    m_import->setEnabled(m_job == 0 && !m_folder->text().trimmed().isEmpty());
    m_folder->setReadOnly(m_job != 0);
    m_choose->setEnabled(m_job == 0);
}

void RunImportDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RunImportDialog::retranslate() {
    setWindowTitle(tr("Import a run"));
    m_folderLabel->setText(tr("Run &folder:"));
    m_folder->setAccessibleName(tr("Run folder"));
    m_folder->setToolTip(tr("The folder a pretraining run wrote (it holds run.json and metrics.jsonl); it "
                            "is only read"));
    m_choose->setText(tr("C&hoose…"));
    m_choose->setAccessibleName(tr("Choose the run folder"));
    m_nameLabel->setText(tr("&Name:"));
    m_name->setAccessibleName(tr("Name of the run"));
    m_name->setToolTip(tr("The run's name in the project, and its final model's"));
    m_name->setPlaceholderText(tr("the folder's name"));
    m_import->setText(tr("&Add to the project"));
    m_import->setAccessibleName(tr("Add the run to the project"));
    m_close->setText(tr("Close"));
    m_close->setAccessibleName(tr("Close"));
    m_status->setAccessibleDescription(tr("Run import status"));
}

} // namespace hw::ui
