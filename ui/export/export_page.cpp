#include "ui/export/export_page.h"

#include "core/export/export_job.h"
#include "core/project/project_store.h"
#include "core/util/score_text.h"
#include "ui/export/export_options_panel.h"
#include "ui/export/model_card_panel.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/progress_text.h"

#include <QCheckBox>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace hw::ui {

ExportPage::ExportPage(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_model(new ArtefactPicker(session, ArtefactKind::Model, this))
    , m_int8Check(new ArtefactPicker(session, ArtefactKind::LabelledSet, this))
    , m_int8CheckLabel(new QLabel(this))
    , m_options(new ExportOptionsPanel(this))
    , m_output(new QLineEdit(this))
    , m_browse(new QPushButton(this))
    , m_overwrite(new QCheckBox(this))
    , m_export(new QPushButton(this))
    , m_openFolder(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_heading(new QLabel(this))
    , m_modelLabel(new QLabel(this))
    , m_outputLabel(new QLabel(this))
    , m_grid(new QGridLayout)
    , m_card(new ModelCardPanel(this)) {
    setObjectName(QStringLiteral("exportPage"));
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_model->setObjectName(QStringLiteral("exportModel"));
    m_model->setFolderChoiceEnabled(true);
    m_int8Check->setObjectName(QStringLiteral("exportInt8Check"));
    m_int8Check->setNoneChoiceEnabled(true);
    m_int8Check->setEnabled(false);
    m_int8CheckLabel->setBuddy(m_int8Check);
    m_output->setObjectName(QStringLiteral("exportOutput"));
    m_export->setObjectName(QStringLiteral("exportButton"));
    setActionIcon(m_export, ActionIcon::Export);
    m_overwrite->setObjectName(QStringLiteral("exportOverwrite"));
    m_openFolder->setObjectName(QStringLiteral("exportOpenFolder"));
    setActionIcon(m_openFolder, ActionIcon::OpenFolder);
    setActionIcon(m_browse, ActionIcon::OpenFolder);
    m_openFolder->setEnabled(false);
    m_status->setObjectName(QStringLiteral("exportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_modelLabel->setBuddy(m_model);
    m_outputLabel->setBuddy(m_output);

    m_grid->addWidget(m_modelLabel, 0, 0);
    m_grid->addWidget(m_model, 0, 1, 1, 2);
    m_grid->addWidget(m_options, 1, 0, 1, 3);
    m_grid->addWidget(m_int8CheckLabel, 2, 0);
    m_grid->addWidget(m_int8Check, 2, 1, 1, 2);
    m_grid->addWidget(m_outputLabel, 3, 0);
    m_grid->addWidget(m_output, 3, 1);
    m_grid->addWidget(m_browse, 3, 2);
    m_grid->addWidget(m_overwrite, 4, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_openFolder);
    buttons->addWidget(m_export);
    m_grid->addLayout(buttons, 5, 0, 1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(m_grid);
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
    connect(m_openFolder, &QPushButton::clicked, this,
            [this] { QDesktopServices::openUrl(QUrl::fromLocalFile(m_exported)); });
    connect(m_options, &ExportOptionsPanel::int8Changed, m_int8Check, &QWidget::setEnabled);
    connect(m_options, &ExportOptionsPanel::formatChanged, this, [this](ExportFormat format) {
        m_card->setEnabled(format != ExportFormat::Onnx); // an ONNX folder has no model card
        suggestOutput();
    });
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
    // The folder name it suggests has no spaces ("ward notes" exports to ward-notes-hf): shells and
    // scripts take it as it is.
    const QString name =
        (m_model->artefactName().isEmpty() ? QDir(m_model->path()).dirName() : m_model->artefactName())
            .simplified()
            .replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString suffix =
        m_options->format() == ExportFormat::Onnx ? QStringLiteral("-onnx") : QStringLiteral("-hf");
    m_output->setText(QDir(store->dataDirectory()).filePath(QStringLiteral("exports/") + name + suffix));
}

bool ExportPage::exportModel() {
    if (m_model->path().isEmpty() || m_output->text().trimmed().isEmpty()) {
        setLiveText(m_status, [] { return tr("Choose a model and the folder to write."); });
        return false;
    }
    ExportSpec spec;
    spec.modelDirectory = m_model->path();
    spec.outputDirectory = m_output->text().trimmed();
    spec.overwrite = m_overwrite->isChecked();
    spec.format = m_options->format();
    spec.precision = m_options->precision();
    spec.maxShardBytes = m_options->maxShardBytes();
    spec.onnxInt8 = m_options->onnxInt8();
    if (spec.onnxInt8)
        spec.int8CheckLabelledSet = m_int8Check->artefactName();
    spec.writeCard = m_card->writeCard();
    spec.cardText = m_card->cardText();
    if (ProjectStore* store = m_session.current())
        spec.projectPath = store->path();
    m_job = std::make_shared<ExportJob>(spec);
    m_active = m_jobs.submit(m_job);
    m_export->setEnabled(false);
    m_openFolder->setEnabled(false);
    setLiveText(m_status, [] { return tr("Exporting…"); });
    return true;
}

void ExportPage::onJobChanged(const JobSnapshot& job) {
    if (job.id != m_active || !isFinished(job.state))
        return;
    m_export->setEnabled(true);
    if (job.state == JobState::Succeeded) {
        m_exported = QFileInfo(m_output->text().trimmed()).absoluteFilePath();
        m_openFolder->setEnabled(true);
        setLiveText(m_status, [this] { return resultText(); });
    } else {
        setLiveText(m_status, [outcome = job.outcome] { return outcomeProblemText(outcome); });
    }
}

QString ExportPage::resultText() const {
    const ExportSummary& r = m_job->result();
    QStringList lines{
        tr("Done: %1 parameters exported to %2.").arg(QLocale().toString(r.parameters), m_exported)};
    if (r.huggingFace) {
        lines << tr("Hugging Face: %1 (%2 MB); reloaded and run on %3 sample texts, largest logit difference "
                    "%4.")
                     .arg(r.weightFiles.join(QStringLiteral(", ")))
                     .arg(double(r.weightBytes) / 1e6, 0, 'f', 1)
                     .arg(r.huggingFace->samples)
                     .arg(r.huggingFace->maxAbsDifference, 0, 'g', 3);
        if (r.precisionDifference >= 0)
            lines << tr("Half precision moves the logits by at most %1 from the fp32 model.")
                         .arg(r.precisionDifference, 0, 'g', 3);
        lines << tr("Load it with AutoModel.from_pretrained(\"%1\").").arg(m_exported);
    }
    if (r.onnx) {
        lines << tr("ONNX: %1 (%2 MB, opset 17); read back and run on %3 sample texts, largest logit "
                    "difference %4.")
                     .arg(r.onnxFile)
                     .arg(double(r.onnxBytes) / 1e6, 0, 'f', 1)
                     .arg(r.onnx->samples)
                     .arg(r.onnx->maxAbsDifference, 0, 'g', 3);
        lines << tr("Run it with onnxruntime.InferenceSession(\"%1\").").arg(r.onnxFile);
    }
    if (r.int8) {
        lines << tr("int8: %1 (%2 MB); logits within %3 of fp32, %4% of the sample predictions kept.")
                     .arg(r.int8->file)
                     .arg(double(r.int8->bytes) / 1e6, 0, 'f', 1)
                     .arg(r.int8->maxAbsDifference, 0, 'g', 3)
                     .arg(r.int8->agreement * 100, 0, 'f', 1);
        if (const std::optional<QuantizedAccuracy>& a = r.int8->accuracy)
            lines << tr("On %1 labelled examples: %2 %3 with fp32, %4 with int8 (%5 points).")
                         .arg(a->examples)
                         .arg(a->metric)
                         .arg(scoreText(a->fp32), scoreText(a->int8))
                         .arg((a->int8 - a->fp32) * 100, 0, 'f', 2);
    }
    return lines.join(QLatin1Char('\n'));
}

void ExportPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ExportPage::retranslate() {
    m_heading->setText(tr("Export"));
    m_modelLabel->setText(tr("&Model:"));
    m_outputLabel->setText(tr("&Output folder:"));
    m_int8CheckLabel->setText(tr("int8 &accuracy on:"));
    m_int8Check->setAccessibleName(tr("Labelled set to measure the int8 model on"));
    m_browse->setText(tr("Browse…"));
    m_overwrite->setText(tr("&Replace the folder if it exists"));
    m_export->setText(tr("&Export"));
    m_openFolder->setText(tr("&Open folder"));
    m_openFolder->setAccessibleName(tr("Open the exported folder"));
    m_model->setAccessibleName(tr("Model to export"));
    m_output->setAccessibleName(tr("Output folder"));
    m_browse->setAccessibleName(tr("Choose the output folder"));
    m_overwrite->setAccessibleName(tr("Replace the folder if it exists"));
    m_export->setAccessibleName(tr("Export"));
    m_status->setAccessibleDescription(tr("Export status"));
    // After the options panel has its new labels too (it hears the language change on its own).
    QMetaObject::invokeMethod(this, &ExportPage::alignLabelColumns, Qt::QueuedConnection);
}

void ExportPage::alignLabelColumns() {
    int width = m_options->labelColumnWidth();
    for (QLabel* label : {m_modelLabel, m_int8CheckLabel, m_outputLabel})
        width = std::max(width, label->sizeHint().width());
    m_grid->setColumnMinimumWidth(0, width);
    m_options->setLabelColumnWidth(width);
}

} // namespace hw::ui
