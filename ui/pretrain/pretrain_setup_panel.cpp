#include "ui/pretrain/pretrain_setup_panel.h"

#include "core/project/project_store.h"
#include "core/train/pretrain_settings.h"
#include "ui/i18n/core_text.h"
#include "ui/pretrain/tokenizer_fit_panel.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_checklist.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/device_picker.h"
#include "ui/widgets/live_text.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace hw::ui {

PretrainSetupPanel::PretrainSetupPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_form(new QFormLayout)
    , m_model(new ArtefactPicker(session, ArtefactKind::Model, this))
    , m_corpus(new ArtefactPicker(session, ArtefactKind::Corpus, this))
    , m_moreCorpora(new ArtefactChecklist(session, ArtefactKind::Corpus, this))
    , m_generalCorpus(new ArtefactPicker(session, ArtefactKind::Corpus, this))
    , m_tokenizerFit(new TokenizerFitPanel(session, jobs, *m_model, this))
    , m_generator(new ArtefactPicker(session, ArtefactKind::Model, this))
    , m_device(new DevicePicker(this))
    , m_name(new QLineEdit(this))
    , m_watch(new QPlainTextEdit(this))
    , m_problem(new QLabel(this))
    , m_settings(m_form, QStringLiteral("pretrain")) {
    setLayout(new QVBoxLayout);
    m_model->setObjectName(QStringLiteral("pretrainModel"));
    m_model->setFolderChoiceEnabled(true);
    m_corpus->setObjectName(QStringLiteral("pretrainCorpus"));
    m_moreCorpora->setObjectName(QStringLiteral("pretrainMoreCorpora"));
    m_moreCorpora->setMaximumHeight(m_moreCorpora->fontMetrics().lineSpacing() * 4);
    m_generalCorpus->setObjectName(QStringLiteral("pretrainGeneralCorpus"));
    m_generalCorpus->setNoneChoiceEnabled(true);
    m_generator->setObjectName(QStringLiteral("pretrainGenerator"));
    m_generator->setNoneChoiceEnabled(true);
    m_generator->setFolderChoiceEnabled(true);
    m_device->setObjectName(QStringLiteral("pretrainDevice"));
    m_name->setObjectName(QStringLiteral("pretrainRunName"));
    m_watch->setObjectName(QStringLiteral("pretrainWatchSentences"));
    m_watch->setTabChangesFocus(true);
    m_watch->setMaximumHeight(m_watch->fontMetrics().lineSpacing() * 5);
    m_problem->setObjectName(QStringLiteral("pretrainProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("font-weight: bold"));

    // The pickers, then every setting of core's table, then where and under what name the run goes.
    for (QWidget* field : std::initializer_list<QWidget*>{m_model, m_tokenizerFit, m_corpus, m_moreCorpora})
        m_form->addRow(new QLabel(this), field);
    m_settings.addTable(pretrainSettings(), PretrainSpec{});
    int objectiveRow = 0;
    m_form->getWidgetPosition(objectiveBox(), &objectiveRow, nullptr);
    m_form->insertRow(objectiveRow + 1, new QLabel(this), m_generator);
    for (QWidget* field : std::initializer_list<QWidget*>{m_device, m_name, m_watch, m_generalCorpus})
        m_form->addRow(new QLabel(this), field);
    const std::pair<const char*, QWidget*> ownFields[] = {
        {"model", m_model},   {"tokenizer", m_tokenizerFit},
        {"corpus", m_corpus}, {"generator", m_generator},
        {"device", m_device}, {"output", m_name},
        {"watch", m_watch},   {"general-corpus", m_generalCorpus}};
    for (const auto& [key, field] : ownFields)
        m_settings.addField(QLatin1String(key), field);
    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_form);
    layout->addWidget(m_problem);
    layout->addStretch();

    connect(m_device, &QComboBox::currentIndexChanged, this, &PretrainSetupPanel::refreshPrecisions);
    connect(m_corpus, &ArtefactPicker::choiceChanged, this, &PretrainSetupPanel::suggestName);
    // The main corpus is not offered again among the others.
    connect(m_corpus, &ArtefactPicker::choiceChanged, this,
            [this] { m_moreCorpora->exclude(m_corpus->artefactName()); });
    m_moreCorpora->exclude(m_corpus->artefactName());
    connect(objectiveBox(), &QComboBox::currentIndexChanged, this, &PretrainSetupPanel::suggestName);
    connect(objectiveBox(), &QComboBox::currentIndexChanged, this,
            &PretrainSetupPanel::refreshObjectiveOptions);
    connect(m_generator, &ArtefactPicker::choiceChanged, this, &PretrainSetupPanel::refreshObjectiveOptions);
    connect(m_model, &ArtefactPicker::choiceChanged, this, &PretrainSetupPanel::refreshObjectiveFit);
    for (ArtefactPicker* picker : {m_model, m_corpus})
        connect(picker, &ArtefactPicker::choiceChanged, this, &PretrainSetupPanel::settingsChanged);
    for (const char* key : {"seq-len", "batch-size", "grad-accum", "max-steps"})
        connect(static_cast<QSpinBox*>(m_settings.field(QLatin1String(key))), &QSpinBox::valueChanged, this,
                &PretrainSetupPanel::settingsChanged);
    auto* epochs = static_cast<QDoubleSpinBox*>(m_settings.field(QStringLiteral("epochs")));
    connect(epochs, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        m_settings.field(QStringLiteral("max-steps"))->setEnabled(value <= 0); // one length or the other
        Q_EMIT settingsChanged();
    });
    for (QComboBox* combo : {precisionBox(), static_cast<QComboBox*>(m_device)})
        connect(combo, &QComboBox::currentIndexChanged, this, &PretrainSetupPanel::settingsChanged);
    refreshPrecisions();
    refreshObjectiveFit();
    refreshObjectiveOptions();
    retranslate();
    suggestName();
}

QComboBox* PretrainSetupPanel::objectiveBox() const {
    return static_cast<QComboBox*>(m_settings.field(QStringLiteral("objective")));
}

QComboBox* PretrainSetupPanel::precisionBox() const {
    return static_cast<QComboBox*>(m_settings.field(QStringLiteral("precision")));
}

PretrainSpec PretrainSetupPanel::settingsOnForm() const {
    PretrainSpec spec;
    m_settings.applyTo(pretrainSettings(), spec);
    return spec;
}

// The generator options apply to ELECTRA only; its size only when no generator model is given.
void PretrainSetupPanel::refreshObjectiveOptions() {
    const bool electra = objectiveBox()->currentData().toString() == QLatin1String("electra");
    m_generator->setEnabled(electra);
    m_settings.field(QStringLiteral("generator-size"))->setEnabled(electra && m_generator->path().isEmpty());
}

// Objectives the chosen model cannot train are offered greyed out with the reason as their tooltip (ELECTRA
// for a BERT or RoBERTa model, MLM for an ELECTRA discriminator); a choice that no longer fits moves to one
// that does.
void PretrainSetupPanel::refreshObjectiveFit() {
    QComboBox* box = objectiveBox();
    auto* items = qobject_cast<QStandardItemModel*>(box->model());
    if (!items)
        return;
    const Expected<ModelConfig> config =
        m_model->path().isEmpty()
            ? Expected<ModelConfig>(UserError{})
            : readModelConfig(QDir(m_model->path()).filePath(QStringLiteral("config.json")));
    for (int i = 0; i < box->count(); ++i) {
        const Expected<PretrainObjective> objective = pretrainObjectiveFromName(box->itemData(i).toString());
        const Expected<bool> fits = config && objective
                                        ? checkObjectiveFits(objective.value(), config.value())
                                        : Expected<bool>(true);
        items->item(i)->setEnabled(fits.ok());
        items->item(i)->setToolTip(fits ? QString() : shown(fits.error()));
    }
    if (box->currentIndex() >= 0 && !items->item(box->currentIndex())->isEnabled())
        for (int i = 0; i < box->count(); ++i)
            if (items->item(i)->isEnabled()) {
                box->setCurrentIndex(i);
                break;
            }
}

// fp16 needs CUDA (it trains with loss scaling there); bf16 and fp32 run everywhere.
void PretrainSetupPanel::refreshPrecisions() {
    QComboBox* precision = precisionBox();
    const QString previous = precision->currentData().toString();
    const bool cuda = m_device->isCuda();
    precision->clear();
    for (const QString& name : findIn(pretrainSettings(), QStringLiteral("precision"))->setting.choices)
        if (cuda || name != QLatin1String("fp16"))
            precision->addItem(name, name);
    const int again = precision->findData(previous);
    precision->setCurrentIndex(again >= 0 ? again : 0);
}

PretrainSettingsSummary PretrainSetupPanel::summary() const {
    PretrainSettingsSummary s;
    s.projectPath = m_session.current() ? m_session.current()->path() : QString();
    s.modelDirectory = m_model->path();
    s.corpus = m_corpus->artefactName();
    const PretrainSpec settings = settingsOnForm();
    s.device = m_device->currentData().toString();
    s.precision = settings.precision;
    s.seqLength = settings.seqLength;
    s.batchSize = settings.batchSize;
    s.gradAccumulation = settings.gradAccumulation;
    s.maxSteps = int(settings.maxSteps);
    s.epochs = settings.maxEpochs;
    s.evalEvery = settings.evalEvery;
    s.evalExamples = settings.evalExamples;
    s.saveEvery = settings.saveEvery;
    s.timeLimitSeconds = settings.timeLimitSeconds;
    return s;
}

QString PretrainSetupPanel::runName() const {
    return m_name->text().trimmed();
}

void PretrainSetupPanel::suggestName() {
    if (m_name->isModified())
        return;
    const QString corpus = m_corpus->artefactName();
    QString name = QStringLiteral("%1-%2").arg(corpus.isEmpty() ? QStringLiteral("run") : corpus,
                                               objectiveBox()->currentData().toString());
    if (ProjectStore* store = m_session.current()) {
        const QString base = name;
        for (int n = 2;
             QFileInfo::exists(QDir(store->dataDirectory()).filePath(QStringLiteral("runs/") + name)); ++n)
            name = QStringLiteral("%1-%2").arg(base).arg(n);
    }
    m_name->setText(name);
}

Expected<PretrainSpec> PretrainSetupPanel::spec() {
    auto refuse = [this](const char* key, const Text& what, const Text& how) -> UserError {
        const UserError error{what, Text::setting(QLatin1String(key)), how};
        setLiveText(m_problem, [this, error] { return m_settings.show(error); });
        return error;
    };
    ProjectStore* store = m_session.current();
    if (!store)
        return refuse("corpus", Text::tr("No project is open"),
                      Text::tr("open or create one on the Project page"));
    if (m_model->path().isEmpty())
        return refuse("model", Text::tr("No base model chosen"),
                      Text::tr("choose a Hugging Face model folder (config.json, weights, vocab.txt)"));
    if (!QFileInfo::exists(QDir(m_model->path()).filePath(QStringLiteral("config.json"))))
        return refuse("model", Text::tr("The base model folder has no config.json"),
                      Text::tr("choose a Hugging Face model folder"));
    if (!m_tokenizerFit->fits())
        return refuse("tokenizer", Text::tr("The chosen tokenizer is not the model's"),
                      Text::tr("re-fit the model to it (the button under it), or choose none"));
    if (m_corpus->artefactName().isEmpty())
        return refuse("corpus", Text::tr("No corpus chosen"), Text::tr("import one on the Corpus page"));
    const QString name = runName();
    if (name.isEmpty() || name.contains(QLatin1Char('/')))
        return refuse("output", Text::tr("The run needs a name without “/”"), Text::tr("type one"));
    const QString output = QDir(store->dataDirectory()).filePath(QStringLiteral("runs/") + name);
    if (QFileInfo::exists(output))
        return refuse("output", Text::tr("A run named “%1” exists already").arg(name),
                      Text::tr("choose another name, or resume that run from the runs list"));
    if (!m_generalCorpus->artefactName().isEmpty() &&
        (m_generalCorpus->artefactName() == m_corpus->artefactName() ||
         m_moreCorpora->checkedNames().contains(m_generalCorpus->artefactName())))
        return refuse("general-corpus",
                      Text::tr("The forgetting watch needs other text than the corpus trained on"),
                      Text::tr("choose a general-domain corpus, or none"));
    PretrainSpec spec = settingsOnForm();
    if (spec.maxEpochs <= 0 && (spec.evalEvery > spec.maxSteps || spec.warmupSteps >= spec.maxSteps))
        return refuse("warmup", Text::tr("Warm-up and evaluation interval must be shorter than the run"),
                      Text::tr("lower them or raise the steps"));
    if (Expected<bool> inRange = checkPretrainSettings(spec); !inRange) {
        setLiveText(m_problem, [this, error = inRange.error()] { return m_settings.show(error); });
        return inRange.error();
    }
    m_problem->clear();
    spec.modelDirectory = m_model->path();
    spec.source.projectPath = store->path();
    spec.source.corpusNames = QStringList{m_corpus->artefactName()} + m_moreCorpora->checkedNames();
    spec.outputDirectory = output;
    spec.projectPath = store->path();
    if (spec.objective == PretrainObjective::Electra)
        spec.generatorDirectory = m_generator->path();
    spec.device = m_device->currentData().toString();
    if (!m_generalCorpus->artefactName().isEmpty()) {
        spec.generalSource.projectPath = store->path();
        spec.generalSource.corpusNames = {m_generalCorpus->artefactName()};
    }
    for (const QString& line : m_watch->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            spec.watchSentences << line.trimmed();
    return spec;
}

void PretrainSetupPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PretrainSetupPanel::retranslate() {
    struct Row {
        QWidget* field;
        QString label, accessible, tip;
    };
    const Row texts[] = {
        {m_model, tr("Base &model:"), tr("Base model"),
         tr("The Hugging Face model to continue from (BERT, ELECTRA, RoBERTa, XLM-RoBERTa or ModernBERT)")},
        {m_tokenizerFit, tr("&Tokenizer:"), tr("Tokenizer"),
         tr("None: the model's own. A project tokenizer (a domain vocabulary) needs the model re-fitted to "
            "it "
            "first")},
        {m_moreCorpora, tr("&Also on:"), tr("More corpora to pretrain on"),
         tr("Other project corpora trained on together with the first (their splits joined)")},
        {m_corpus, tr("&Corpus:"), tr("Corpus to pretrain on"),
         tr("A project corpus; its validation split is used for evaluation")},
        {m_generator, tr("Gene&rator model:"), tr("ELECTRA generator model"),
         tr("ELECTRA: a published generator to continue with; none creates one from the discriminator")},
        {m_device, tr("&Device:"), tr("Device"), tr("Where the run trains")},
        {m_name, tr("Run &name:"), tr("Run name"),
         tr("The run's folder in the project, and the name of the model it produces")},
        {m_generalCorpus, tr("&General corpus:"), tr("General corpus for the forgetting watch"),
         tr("Optional general-domain text scored at every evaluation beside the domain's: its perplexity "
            "rising shows what the adaptation forgets")},
        {m_watch, tr("&Watch sentences:"), tr("Sentences to watch"),
         tr("One sentence per line with [MASK] where the model should guess a word: its top 5 guesses are "
            "recorded at every evaluation")},
    };
    for (const Row& t : texts) {
        auto* label = qobject_cast<QLabel*>(m_form->labelForField(t.field));
        label->setText(t.label);
        label->setBuddy(t.field);
        t.field->setAccessibleName(t.accessible);
        t.field->setToolTip(t.tip);
    }
    m_settings.retranslate();
    objectiveBox()->setItemText(0, tr("Masked language modelling (MLM)"));
    objectiveBox()->setItemText(1, tr("Whole-word MLM"));
    objectiveBox()->setItemText(2, tr("ELECTRA (replaced-token detection)"));
    m_problem->setAccessibleDescription(tr("Problem with the settings"));
    static_cast<QDoubleSpinBox*>(m_settings.field(QStringLiteral("time-limit")))->setSuffix(tr(" min"));
    m_watch->setPlaceholderText(tr("e.g. The central bank raised [MASK] rates."));
}

} // namespace hw::ui
