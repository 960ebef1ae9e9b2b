#include "export/export_page.h"

#include "checkpoint/export_job.h"
#include "export/model_card_panel.h"
#include "jobs/job_controller.h"
#include "project/project_session.h"
#include "project/project_store.h"
#include "widgets/artefact_picker.h"
#include "widgets/progress_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hw::ui {

ExportPage::ExportPage(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_model(new ArtefactPicker(session, ArtefactKind::Model, this))
    , m_format(new QComboBox(this))
    , m_output(new QLineEdit(this))
    , m_browse(new QPushButton(this))
    , m_overwrite(new QCheckBox(this))
    , m_export(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_heading(new QLabel(this))
    , m_modelLabel(new QLabel(this))
    , m_formatLabel(new QLabel(this))
    , m_outputLabel(new QLabel(this))
    , m_card(new ModelCardPanel(this)) {
    setObjectName(QStringLiteral("exportPage"));
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_model->setObjectName(QStringLiteral("exportModel"));
    m_model->setFolderChoiceEnabled(true);
    m_format->setObjectName(QStringLiteral("exportFormat"));
    m_format->addItem(QString(), QStringLiteral("hf"));
    m_output->setObjectName(QStringLiteral("exportOutput"));
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_overwrite->setObjectName(QStringLiteral("exportOverwrite"));
    m_status->setObjectName(QStringLiteral("exportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_modelLabel->setBuddy(m_model);
    m_formatLabel->setBuddy(m_format);
    m_outputLabel->setBuddy(m_output);

    auto* grid = new QGridLayout;
    grid->addWidget(m_modelLabel, 0, 0);
    grid->addWidget(m_model, 0, 1, 1, 2);
    grid->addWidget(m_formatLabel, 1, 0);
    grid->addWidget(m_format, 1, 1, 1, 2);
    grid->addWidget(m_outputLabel, 2, 0);
    grid->addWidget(m_output, 2, 1);
    grid->addWidget(m_browse, 2, 2);
    grid->addWidget(m_overwrite, 3, 1);
    grid->addWidget(m_export, 4, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(grid);
    layout->addWidget(m_status);
    layout->addWidget(m_card, 1);

    connect(m_model, &ArtefactPicker::choiceChanged, this, &ExportPage::suggestOutput);
    connect(m_model, &ArtefactPicker::choiceChanged, this, [this] {
        ProjectStore* store = m_session.current();
        m_card->showModel(m_model->path(), store ? store->path() : QString());
    });
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Export into"));
        if (!folder.isEmpty())
            m_output->setText(QDir(folder).filePath(QDir(m_model->path()).dirName()));
    });
    connect(m_export, &QPushButton::clicked, this, &ExportPage::exportModel);
    connect(&m_jobs, &JobController::jobChanged, this, &ExportPage::onJobChanged);
    retranslate();
    suggestOutput();
}

void ExportPage::setOutput(const QString& folder) {
    m_output->setText(folder);
    m_output->setModified(true);
}

void ExportPage::suggestOutput() {
    ProjectStore* store = m_session.current();
    if (m_output->isModified() || !store || m_model->path().isEmpty())
        return;
    const QString name =
        m_model->artefactName().isEmpty() ? QDir(m_model->path()).dirName() : m_model->artefactName();
    m_output->setText(
        QDir(store->dataDirectory()).filePath(QStringLiteral("exports/") + name + QStringLiteral("-hf")));
}

bool ExportPage::exportModel() {
    if (m_model->path().isEmpty() || m_output->text().trimmed().isEmpty()) {
        m_status->setText(tr("Choose a model and the folder to write."));
        return false;
    }
    ExportSpec spec;
    spec.modelDirectory = m_model->path();
    spec.outputDirectory = m_output->text().trimmed();
    spec.overwrite = m_overwrite->isChecked();
    spec.writeCard = m_card->writeCard();
    spec.cardText = m_card->cardText();
    if (ProjectStore* store = m_session.current())
        spec.projectPath = store->path();
    m_active = m_jobs.submit(std::make_shared<ExportJob>(spec));
    m_export->setEnabled(false);
    m_status->setText(tr("Exporting…"));
    return true;
}

void ExportPage::onJobChanged(const JobSnapshot& job) {
    if (job.id != m_active || !isFinished(job.state))
        return;
    m_export->setEnabled(true);
    if (job.state == JobState::Succeeded)
        m_status->setText(tr("Done: %1. Load it with AutoModel.from_pretrained(\"%2\").")
                              .arg(job.outcome.message, m_output->text()));
    else
        m_status->setText(outcomeProblemText(job.outcome));
}

void ExportPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ExportPage::retranslate() {
    m_heading->setText(tr("Export"));
    m_modelLabel->setText(tr("&Model:"));
    m_formatLabel->setText(tr("&Format:"));
    m_outputLabel->setText(tr("&Output folder:"));
    m_format->setItemText(0, tr("Hugging Face directory (transformers, safetensors)"));
    m_browse->setText(tr("Browse…"));
    m_overwrite->setText(tr("&Replace the folder if it exists"));
    m_export->setText(tr("&Export"));
    m_model->setAccessibleName(tr("Model to export"));
    m_format->setAccessibleName(tr("Export format"));
    m_output->setAccessibleName(tr("Output folder"));
    m_browse->setAccessibleName(tr("Choose the output folder"));
    m_overwrite->setAccessibleName(tr("Replace the folder if it exists"));
    m_export->setAccessibleName(tr("Export"));
    m_status->setAccessibleName(tr("Export status"));
}

} // namespace hw::ui
