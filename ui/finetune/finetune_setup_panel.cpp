#include "finetune/finetune_setup_panel.h"

#include "corpus/corpus_reader.h"
#include "project/project_session.h"
#include "project/project_store.h"
#include "widgets/artefact_picker.h"
#include "widgets/device_picker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hw::ui {

FinetuneSetupPanel::FinetuneSetupPanel(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_form(new QFormLayout)
    , m_model(new ArtefactPicker(session, ArtefactKind::Model, this))
    , m_train(new QLineEdit(this))
    , m_validation(new QLineEdit(this))
    , m_test(new QLineEdit(this))
    , m_textField(new QComboBox(this))
    , m_labelField(new QComboBox(this))
    , m_multiLabel(new QCheckBox(this))
    , m_epochs(new QSpinBox(this))
    , m_learningRate(new QDoubleSpinBox(this))
    , m_batchSize(new QSpinBox(this))
    , m_maxLength(new QSpinBox(this))
    , m_seeds(new QSpinBox(this))
    , m_device(new DevicePicker(this))
    , m_name(new QLineEdit(this))
    , m_problem(new QLabel(this)) {
    m_model->setObjectName(QStringLiteral("finetuneModel"));
    m_model->setFolderChoiceEnabled(true);
    m_train->setObjectName(QStringLiteral("finetuneTrainFile"));
    m_validation->setObjectName(QStringLiteral("finetuneValidationFile"));
    m_test->setObjectName(QStringLiteral("finetuneTestFile"));
    m_textField->setObjectName(QStringLiteral("finetuneTextField"));
    m_labelField->setObjectName(QStringLiteral("finetuneLabelField"));
    m_multiLabel->setObjectName(QStringLiteral("finetuneMultiLabel"));
    m_epochs->setObjectName(QStringLiteral("finetuneEpochs"));
    m_epochs->setRange(1, 100);
    m_epochs->setValue(3);
    m_learningRate->setObjectName(QStringLiteral("finetuneLearningRate"));
    m_learningRate->setDecimals(6);
    m_learningRate->setRange(0.000001, 0.01);
    m_learningRate->setSingleStep(0.00001);
    m_learningRate->setValue(0.00002);
    m_batchSize->setObjectName(QStringLiteral("finetuneBatchSize"));
    m_batchSize->setRange(1, 1024);
    m_batchSize->setValue(16);
    m_maxLength->setObjectName(QStringLiteral("finetuneMaxLength"));
    m_maxLength->setRange(8, 8192);
    m_maxLength->setValue(128);
    m_seeds->setObjectName(QStringLiteral("finetuneSeeds"));
    m_seeds->setRange(1, 20);
    m_seeds->setValue(3);
    m_device->setObjectName(QStringLiteral("finetuneDevice"));
    m_name->setObjectName(QStringLiteral("finetuneRunName"));
    m_name->setText(QStringLiteral("classifier"));
    m_problem->setObjectName(QStringLiteral("finetuneProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("font-weight: bold"));

    m_rows = {m_model,
              fileRow(m_train, "browseTrain"),
              fileRow(m_validation, "browseValidation"),
              fileRow(m_test, "browseTest"),
              m_textField,
              m_labelField,
              m_multiLabel,
              m_epochs,
              m_learningRate,
              m_batchSize,
              m_maxLength,
              m_seeds,
              m_device,
              m_name};
    for (QWidget* row : m_rows)
        m_form->addRow(new QLabel(this), row);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_form);
    layout->addWidget(m_problem);
    layout->addStretch();
    connect(m_train, &QLineEdit::textChanged, this, &FinetuneSetupPanel::refreshFields);
    retranslate();
}

QWidget* FinetuneSetupPanel::fileRow(QLineEdit* edit, const char* name) {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* browse = new QPushButton(tr("Browse…"), row);
    browse->setObjectName(QString::fromLatin1(name));
    browse->setAccessibleName(tr("Choose a file"));
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    m_fileEdits.insert(row, edit);
    connect(browse, &QPushButton::clicked, this, [this, edit] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Choose labelled data"), QString(),
                                         tr("Labelled data (*.csv *.tsv *.jsonl);;All files (*)"));
        if (!file.isEmpty())
            edit->setText(file);
    });
    return row;
}

void FinetuneSetupPanel::setFiles(const QString& train, const QString& validation, const QString& test) {
    m_train->setText(train);
    m_validation->setText(validation);
    m_test->setText(test);
}

QString FinetuneSetupPanel::runName() const {
    return m_name->text().trimmed();
}

// The train file's columns fill both choosers; "text" and "label" are preferred when present.
void FinetuneSetupPanel::refreshFields() {
    QStringList fields;
    if (QFileInfo(m_train->text()).isFile()) {
        Expected<QStringList> found = corpusFieldNames(m_train->text());
        if (found)
            fields = found.value();
    }
    for (auto [box, preferred] :
         {std::pair<QComboBox*, const char*>{m_textField, "text"}, {m_labelField, "label"}}) {
        const QString current = box->currentText();
        box->clear();
        box->addItems(fields);
        const int keep = box->findText(current);
        const int wanted = box->findText(QString::fromLatin1(preferred));
        box->setCurrentIndex(keep >= 0     ? keep
                             : wanted >= 0 ? wanted
                                           : (box == m_labelField && fields.size() > 1 ? 1 : 0));
    }
}

Expected<FinetuneSpec> FinetuneSetupPanel::spec() {
    auto refuse = [this](QWidget* field, const QString& what, const QString& how) -> UserError {
        m_problem->setText(QStringLiteral("%1 — %2").arg(what, how));
        field->setFocus();
        return UserError{what, field->accessibleName(), how};
    };
    ProjectStore* store = m_session.current();
    if (!store)
        return refuse(m_model, tr("No project is open"), tr("open or create one on the Project page"));
    if (!QFileInfo::exists(QDir(m_model->path()).filePath(QStringLiteral("config.json"))))
        return refuse(m_model, tr("No model chosen"),
                      tr("choose a project model or a Hugging Face model folder"));
    if (!QFileInfo(m_train->text()).isFile())
        return refuse(m_train, tr("No training file"),
                      tr("choose a CSV, TSV or JSONL file with a text and a label column"));
    for (QLineEdit* optional : {m_validation, m_test})
        if (!optional->text().isEmpty() && !QFileInfo(optional->text()).isFile())
            return refuse(optional, tr("The file %1 does not exist").arg(optional->text()),
                          tr("choose another or leave it empty"));
    if (m_textField->currentText().isEmpty() || m_labelField->currentText().isEmpty() ||
        m_textField->currentText() == m_labelField->currentText())
        return refuse(m_labelField, tr("Text and label need two different columns"),
                      tr("choose them from the training file's columns"));
    const QString output = QDir(store->dataDirectory()).filePath(QStringLiteral("finetune/") + runName());
    if (runName().isEmpty() || runName().contains(QLatin1Char('/')) || QFileInfo::exists(output))
        return refuse(m_name, tr("Choose a new run name without “/”"),
                      tr("“%1” is taken or empty").arg(runName()));
    m_problem->clear();
    FinetuneSpec spec;
    spec.modelDirectory = m_model->path();
    spec.trainFile = m_train->text();
    spec.validationFile = m_validation->text();
    spec.testFile = m_test->text();
    spec.read.read.textFields = {m_textField->currentText()};
    spec.read.labelFields = {m_labelField->currentText()};
    spec.read.multiLabel = m_multiLabel->isChecked();
    spec.epochs = m_epochs->value();
    spec.learningRate = m_learningRate->value();
    spec.batchSize = m_batchSize->value();
    spec.maxLength = m_maxLength->value();
    spec.seeds = m_seeds->value();
    spec.device = m_device->currentData().toString();
    spec.outputDirectory = output;
    return spec;
}

void FinetuneSetupPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FinetuneSetupPanel::retranslate() {
    struct Text {
        QString label, accessible, tip;
    };
    const Text texts[] = {
        {tr("&Model:"), tr("Model to fine-tune"),
         tr("A base model or a domain-adapted one; fine-tune both to compare them")},
        {tr("&Training file:"), tr("Training file"), tr("CSV, TSV or JSONL with a text and a label column")},
        {tr("&Validation file:"), tr("Validation file"),
         tr("Chooses the best epoch (and multi-label thresholds); optional")},
        {tr("T&est file:"), tr("Test file"), tr("Scored once with the best epoch; the figures to report")},
        {tr("Te&xt column:"), tr("Text column"), tr("The column holding the text")},
        {tr("&Label column:"), tr("Label column"),
         tr("The label, or a delimited list of labels when multi-label")},
        {tr("M&ulti-label"), tr("Multi-label"),
         tr("Each text may carry several labels (e.g. 44 emotions of KOTE)")},
        {tr("E&pochs:"), tr("Epochs"),
         tr("Passes over the training data; the best epoch on validation is kept")},
        {tr("Learning &rate:"), tr("Learning rate"),
         tr("Peak learning rate; 2e-5 to 5e-5 is usual for fine-tuning")},
        {tr("&Batch size:"), tr("Batch size"), tr("Examples per step")},
        {tr("Max &length:"), tr("Maximum length"), tr("Tokens per text; longer texts are cut")},
        {tr("&Seeds:"), tr("Seeds"),
         tr("Repeated runs with different seeds: the spread tells whether a difference is real")},
        {tr("&Device:"), tr("Device"), tr("Where the run trains")},
        {tr("Run &name:"), tr("Run name"), tr("The run's folder in the project")},
    };
    for (int i = 0; i < m_rows.size(); ++i) {
        auto* label = qobject_cast<QLabel*>(m_form->labelForField(m_rows[i]));
        QWidget* field = m_fileEdits.contains(m_rows[i]) ? m_fileEdits.value(m_rows[i]) : m_rows[i];
        if (m_rows[i] == m_multiLabel) {
            m_multiLabel->setText(texts[i].label);
            label->clear();
        } else {
            label->setText(texts[i].label);
            label->setBuddy(field);
        }
        field->setAccessibleName(texts[i].accessible);
        field->setToolTip(texts[i].tip);
    }
    m_problem->setAccessibleName(tr("Problem with the settings"));
}

} // namespace hw::ui
