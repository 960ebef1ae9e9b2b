#include "ui/finetune/finetune_setup_panel.h"

#include "core/corpus/corpus_reader.h"
#include "core/project/project_store.h"
#include "core/train/finetune_settings.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/device_picker.h"
#include "ui/widgets/live_text.h"

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
    , m_labelledSet(new ArtefactPicker(session, ArtefactKind::LabelledSet, this))
    , m_models{new ArtefactPicker(session, ArtefactKind::Model, this),
               new ArtefactPicker(session, ArtefactKind::Model, this),
               new ArtefactPicker(session, ArtefactKind::Model, this)}
    , m_train(new QLineEdit(this))
    , m_validation(new QLineEdit(this))
    , m_test(new QLineEdit(this))
    , m_textField(new QComboBox(this))
    , m_labelField(new QComboBox(this))
    , m_multiLabel(new QCheckBox(this))
    , m_classWeights(new QCheckBox(this))
    , m_device(new DevicePicker(this))
    , m_name(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_settings(m_form, QStringLiteral("finetune")) {
    m_labelledSet->setObjectName(QStringLiteral("finetuneLabelledSet"));
    m_labelledSet->setNoneChoiceEnabled(true); // "none": the files below
    for (int i = 0; i < kModels; ++i) {
        m_models[i]->setObjectName(i == 0 ? QStringLiteral("finetuneModel")
                                          : QStringLiteral("finetuneModel%1").arg(i + 1));
        m_models[i]->setFolderChoiceEnabled(true);
        if (i > 0)
            m_models[i]->setNoneChoiceEnabled(true); // one model is a run, two or three a comparison
    }
    m_train->setObjectName(QStringLiteral("finetuneTrainFile"));
    m_validation->setObjectName(QStringLiteral("finetuneValidationFile"));
    m_test->setObjectName(QStringLiteral("finetuneTestFile"));
    m_textField->setObjectName(QStringLiteral("finetuneTextField"));
    m_labelField->setObjectName(QStringLiteral("finetuneLabelField"));
    m_multiLabel->setObjectName(QStringLiteral("finetuneMultiLabel"));
    m_classWeights->setObjectName(QStringLiteral("finetuneClassWeights"));
    m_device->setObjectName(QStringLiteral("finetuneDevice"));
    m_name->setObjectName(QStringLiteral("finetuneRunName"));
    m_name->setText(QStringLiteral("classifier"));
    m_problem->setObjectName(QStringLiteral("finetuneProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("font-weight: bold"));

    m_rows = {m_labelledSet,
              fileRow(m_train, "browseTrain"),
              fileRow(m_validation, "browseValidation"),
              fileRow(m_test, "browseTest"),
              m_textField,
              m_labelField,
              m_multiLabel,
              m_models[0],
              m_models[1],
              m_models[2],
              m_classWeights,
              m_device,
              m_name};
    // The data and the models, then every setting of core's table, then the form's own options.
    for (QWidget* row : m_rows.mid(0, 10))
        m_form->addRow(new QLabel(this), row);
    m_settings.addTable(finetuneSettings(), FinetuneSpec{});
    for (QWidget* row : m_rows.mid(10))
        m_form->addRow(new QLabel(this), row);
    const std::pair<const char*, QWidget*> ownFields[] = {
        {"labelled", m_labelledSet}, {"train", m_train},
        {"valid", m_validation},     {"test", m_test},
        {"text-field", m_textField}, {"label-field", m_labelField},
        {"model", m_models[0]},      {"class-weights", m_classWeights},
        {"device", m_device},        {"output", m_name}};
    for (const auto& [key, field] : ownFields)
        m_settings.addField(QLatin1String(key), field);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_form);
    layout->addWidget(m_problem);
    layout->addStretch();
    connect(m_train, &QLineEdit::textChanged, this, &FinetuneSetupPanel::refreshFields);
    connect(m_labelledSet, &ArtefactPicker::choiceChanged, this, &FinetuneSetupPanel::refreshDataRows);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &FinetuneSetupPanel::refreshDataRows);
    retranslate();
    refreshDataRows();
}

QWidget* FinetuneSetupPanel::fileRow(QLineEdit* edit, const char* name) {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* browse = new QPushButton(row); // its texts: retranslate()
    browse->setObjectName(QString::fromLatin1(name));
    setActionIcon(browse, ActionIcon::OpenFile);
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

// A project labelled set brings its own splits and columns: the file rows only matter without one.
void FinetuneSetupPanel::refreshDataRows() {
    const bool files = m_labelledSet->artefactName().isEmpty();
    for (QWidget* row : m_rows.mid(1, 6))
        row->setEnabled(files);
}

Expected<FinetuneComparisonSpec> FinetuneSetupPanel::spec() {
    FinetuneSpec settings;
    // What and how as rendered in the interface's language, now and after a language switch.
    using Render = std::function<QString()>;
    auto refuse = [this](QWidget* field, const Render& what, const Render& how) -> UserError {
        setLiveText(m_problem, [what, how] { return QStringLiteral("%1 — %2").arg(what(), how()); });
        field->setFocus();
        return UserError{what(), field->accessibleName(), how()};
    };
    m_settings.applyTo(finetuneSettings(), settings);
    if (Expected<bool> inRange = checkFinetuneSettings(settings); !inRange) {
        setLiveText(m_problem, [this, error = inRange.error()] { return m_settings.show(error); });
        return inRange.error();
    }
    ProjectStore* store = m_session.current();
    if (!store)
        return refuse(
            m_models[0], [] { return tr("No project is open"); },
            [] { return tr("open or create one on the Project page"); });
    FinetuneComparisonSpec comparison;
    for (ArtefactPicker* picker : m_models) {
        if (picker->path().isEmpty())
            continue;
        if (!QFileInfo::exists(QDir(picker->path()).filePath(QStringLiteral("config.json"))))
            return refuse(
                picker, [path = picker->path()] { return tr("%1 is not a model folder").arg(path); },
                [] { return tr("choose a project model or a Hugging Face model folder"); });
        comparison.models << picker->path();
        comparison.names << (picker->artefactName().isEmpty() ? QDir(picker->path()).dirName()
                                                              : picker->artefactName());
    }
    if (comparison.models.isEmpty())
        return refuse(
            m_models[0], [] { return tr("No model chosen"); },
            [] { return tr("choose a project model or a Hugging Face model folder"); });
    QStringList unique = comparison.names;
    unique.removeDuplicates();
    if (unique.size() != comparison.names.size())
        comparison.names = FinetuneComparisonJob::defaultNames(comparison.models);
    FinetuneSpec& spec = comparison.settings;
    spec = settings;
    comparison.labelledSet = m_labelledSet->artefactName();
    if (comparison.labelledSet.isEmpty()) {
        if (!QFileInfo(m_train->text()).isFile())
            return refuse(
                m_train, [] { return tr("No labelled data"); },
                [] {
                    return tr("choose a labelled set of the project, or a CSV, TSV or JSONL training file");
                });
        for (QLineEdit* optional : {m_validation, m_test})
            if (!optional->text().isEmpty() && !QFileInfo(optional->text()).isFile())
                return refuse(
                    optional,
                    [file = optional->text()] { return tr("The file %1 does not exist").arg(file); },
                    [] { return tr("choose another or leave it empty"); });
        if (m_textField->currentText().isEmpty() || m_labelField->currentText().isEmpty() ||
            m_textField->currentText() == m_labelField->currentText())
            return refuse(
                m_labelField, [] { return tr("Text and label need two different columns"); },
                [] { return tr("choose them from the training file's columns"); });
        spec.trainFile = m_train->text();
        spec.validationFile = m_validation->text();
        spec.testFile = m_test->text();
        spec.read.read.textFields = {m_textField->currentText()};
        spec.read.labelFields = {m_labelField->currentText()};
        spec.read.multiLabel = m_multiLabel->isChecked();
    }
    const QString output = QDir(store->dataDirectory()).filePath(QStringLiteral("finetune/") + runName());
    if (runName().isEmpty() || runName().contains(QLatin1Char('/')) || QFileInfo::exists(output))
        return refuse(
            m_name, [] { return tr("Choose a new run name without “/”"); },
            [name = runName()] { return tr("“%1” is taken or empty").arg(name); });
    m_problem->clear();
    spec.classWeights = m_classWeights->isChecked();
    spec.device = m_device->currentData().toString();
    spec.outputDirectory = output;
    comparison.projectPath = store->path();
    comparison.name = runName();
    comparison.comparison.seed = spec.seed;
    return comparison;
}

void FinetuneSetupPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FinetuneSetupPanel::retranslate() {
    struct Row {
        QString label, accessible, tip;
    };
    const Row texts[] = {
        {tr("Labelled &set:"), tr("Labelled set"),
         tr("A labelled set of the project, with its train, validation and test splits; or none, and the "
            "files "
            "below")},
        {tr("&Training file:"), tr("Training file"), tr("CSV, TSV or JSONL with a text and a label column")},
        {tr("&Validation file:"), tr("Validation file"),
         tr("Chooses the best epoch (and multi-label thresholds); optional")},
        {tr("T&est file:"), tr("Test file"), tr("Scored once with the best epoch; the figures to report")},
        {tr("Te&xt column:"), tr("Text column"), tr("The column holding the text")},
        {tr("&Label column:"), tr("Label column"),
         tr("The label, or a delimited list of labels when multi-label")},
        {tr("M&ulti-label"), tr("Multi-label"),
         tr("Each text may carry several labels (e.g. 44 emotions of KOTE)")},
        {tr("&Model:"), tr("Model to fine-tune"),
         tr("A base model or a domain-adapted one; fine-tune both to compare them")},
        {tr("Compare &with:"), tr("Second model to fine-tune"),
         tr("Fine-tuned on the same data and seeds; the comparison tells whether the difference is real")},
        {tr("&And with:"), tr("Third model to fine-tune"), tr("An optional third model in the comparison")},
        {tr("Class w&eights"), tr("Class weights"), tr("Weigh rare classes (positives, for multi-label) up")},
        {tr("&Device:"), tr("Device"), tr("Where the run trains")},
        {tr("Run &name:"), tr("Run name"), tr("The run's folder in the project")},
    };
    for (int i = 0; i < m_rows.size(); ++i) {
        auto* label = qobject_cast<QLabel*>(m_form->labelForField(m_rows[i]));
        QWidget* field = m_fileEdits.contains(m_rows[i]) ? m_fileEdits.value(m_rows[i]) : m_rows[i];
        if (auto* box = qobject_cast<QCheckBox*>(m_rows[i])) {
            box->setText(texts[i].label);
            label->clear();
        } else {
            label->setText(texts[i].label);
            label->setBuddy(field);
        }
        field->setAccessibleName(texts[i].accessible);
        field->setToolTip(texts[i].tip);
    }
    for (QWidget* row : m_fileEdits.keys()) {
        auto* browse = row->findChild<QPushButton*>();
        browse->setText(tr("Browse…"));
        browse->setAccessibleName(tr("Choose a file"));
    }
    m_settings.retranslate();
    m_problem->setAccessibleDescription(tr("Problem with the settings"));
}

} // namespace hw::ui
