#include "ui/pretrain/pretrain_setup_panel.h"

#include "core/project/project_store.h"
#include "ui/pretrain/tokenizer_fit_panel.h"
#include "ui/project/project_session.h"
#include "ui/widgets/artefact_checklist.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/device_picker.h"

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
#include <QVBoxLayout>

namespace hw::ui {

namespace {

QSpinBox* spin(QWidget* parent, const char* name, int minimum, int maximum, int value) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

PretrainSetupPanel::PretrainSetupPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_form(new QFormLayout)
    , m_model(new ArtefactPicker(session, ArtefactKind::Model, this))
    , m_corpus(new ArtefactPicker(session, ArtefactKind::Corpus, this))
    , m_moreCorpora(new ArtefactChecklist(session, ArtefactKind::Corpus, this))
    , m_generalCorpus(new ArtefactPicker(session, ArtefactKind::Corpus, this))
    , m_tokenizerFit(new TokenizerFitPanel(session, jobs, *m_model, this))
    , m_objective(new QComboBox(this))
    , m_generator(new ArtefactPicker(session, ArtefactKind::Model, this))
    , m_generatorSize(new QDoubleSpinBox(this))
    , m_seqLength(spin(this, "pretrainSeqLength", 8, 8192, 128))
    , m_batchSize(spin(this, "pretrainBatchSize", 1, 4096, 16))
    , m_gradAccumulation(spin(this, "pretrainGradAccumulation", 1, 1024, 1))
    , m_learningRate(new QDoubleSpinBox(this))
    , m_warmup(spin(this, "pretrainWarmup", 0, 10000000, 100))
    , m_maxSteps(spin(this, "pretrainMaxSteps", 1, 100000000, 1000))
    , m_epochs(new QDoubleSpinBox(this))
    , m_evalEvery(spin(this, "pretrainEvalEvery", 0, 10000000, 200))
    , m_saveEvery(spin(this, "pretrainSaveEvery", 0, 10000000, 500))
    , m_keep(spin(this, "pretrainKeepCheckpoints", 1, 100, 2))
    , m_patience(spin(this, "pretrainPatience", 0, 1000, 0))
    , m_timeLimit(spin(this, "pretrainTimeLimit", 0, 100000, 0))
    , m_precision(new QComboBox(this))
    , m_device(new DevicePicker(this))
    , m_seed(spin(this, "pretrainSeed", 0, 1 << 30, 42))
    , m_name(new QLineEdit(this))
    , m_watch(new QPlainTextEdit(this))
    , m_problem(new QLabel(this)) {
    m_model->setObjectName(QStringLiteral("pretrainModel"));
    m_model->setFolderChoiceEnabled(true);
    m_corpus->setObjectName(QStringLiteral("pretrainCorpus"));
    m_moreCorpora->setObjectName(QStringLiteral("pretrainMoreCorpora"));
    m_moreCorpora->setMaximumHeight(m_moreCorpora->fontMetrics().lineSpacing() * 4);
    m_generalCorpus->setObjectName(QStringLiteral("pretrainGeneralCorpus"));
    m_generalCorpus->setNoneChoiceEnabled(true);
    m_objective->setObjectName(QStringLiteral("pretrainObjective"));
    for (const char* name : {"mlm", "wwm", "electra"})
        m_objective->addItem(QString(), QString::fromLatin1(name));
    m_epochs->setObjectName(QStringLiteral("pretrainEpochs"));
    m_epochs->setRange(0, 10000);
    m_epochs->setDecimals(2);
    m_epochs->setSingleStep(0.5);
    m_generator->setObjectName(QStringLiteral("pretrainGenerator"));
    m_generator->setNoneChoiceEnabled(true);
    m_generator->setFolderChoiceEnabled(true);
    m_generatorSize->setObjectName(QStringLiteral("pretrainGeneratorSize"));
    m_generatorSize->setRange(0.05, 1.0);
    m_generatorSize->setSingleStep(0.05);
    m_generatorSize->setDecimals(2);
    m_generatorSize->setValue(0.25);
    m_learningRate->setObjectName(QStringLiteral("pretrainLearningRate"));
    m_learningRate->setDecimals(6);
    m_learningRate->setRange(0.000001, 0.01);
    m_learningRate->setSingleStep(0.00001);
    m_learningRate->setValue(0.00005);
    m_precision->setObjectName(QStringLiteral("pretrainPrecision"));
    m_device->setObjectName(QStringLiteral("pretrainDevice"));
    m_name->setObjectName(QStringLiteral("pretrainRunName"));
    m_watch->setObjectName(QStringLiteral("pretrainWatchSentences"));
    m_watch->setTabChangesFocus(true);
    m_watch->setMaximumHeight(m_watch->fontMetrics().lineSpacing() * 5);
    m_problem->setObjectName(QStringLiteral("pretrainProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("font-weight: bold"));

    const QList<QWidget*> fields{
        m_model,        m_tokenizerFit,  m_corpus,    m_moreCorpora, m_objective,
        m_generator,    m_generatorSize, m_seqLength, m_batchSize,   m_gradAccumulation,
        m_learningRate, m_warmup,        m_maxSteps,  m_epochs,      m_evalEvery,
        m_saveEvery,    m_keep,          m_patience,  m_timeLimit,   m_precision,
        m_device,       m_seed,          m_name,      m_watch,       m_generalCorpus};
    for (QWidget* field : fields)
        m_form->addRow(new QLabel(this), field);
    auto* layout = new QVBoxLayout(this);
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
    connect(m_objective, &QComboBox::currentIndexChanged, this, &PretrainSetupPanel::suggestName);
    connect(m_objective, &QComboBox::currentIndexChanged, this, &PretrainSetupPanel::refreshObjectiveOptions);
    connect(m_generator, &ArtefactPicker::choiceChanged, this, &PretrainSetupPanel::refreshObjectiveOptions);
    for (ArtefactPicker* picker : {m_model, m_corpus})
        connect(picker, &ArtefactPicker::choiceChanged, this, &PretrainSetupPanel::settingsChanged);
    for (QSpinBox* spin : {m_seqLength, m_batchSize, m_gradAccumulation, m_maxSteps})
        connect(spin, &QSpinBox::valueChanged, this, &PretrainSetupPanel::settingsChanged);
    connect(m_epochs, &QDoubleSpinBox::valueChanged, this, [this](double epochs) {
        m_maxSteps->setEnabled(epochs <= 0); // one length or the other
        Q_EMIT settingsChanged();
    });
    for (QComboBox* combo : {m_precision, static_cast<QComboBox*>(m_device)})
        connect(combo, &QComboBox::currentIndexChanged, this, &PretrainSetupPanel::settingsChanged);
    refreshPrecisions();
    refreshObjectiveOptions();
    retranslate();
    suggestName();
}

// The generator options apply to ELECTRA only; its size only when no generator model is given.
void PretrainSetupPanel::refreshObjectiveOptions() {
    const bool electra = m_objective->currentData().toString() == QLatin1String("electra");
    m_generator->setEnabled(electra);
    m_generatorSize->setEnabled(electra && m_generator->path().isEmpty());
}

// fp16 needs CUDA (it trains with loss scaling there); bf16 and fp32 run everywhere.
void PretrainSetupPanel::refreshPrecisions() {
    const QString previous = m_precision->currentData().toString();
    m_precision->clear();
    m_precision->addItem(QStringLiteral("fp32"), QStringLiteral("fp32"));
    m_precision->addItem(QStringLiteral("bf16"), QStringLiteral("bf16"));
    if (m_device->currentData().toString().startsWith(QLatin1String("cuda")))
        m_precision->addItem(QStringLiteral("fp16"), QStringLiteral("fp16"));
    const int again = m_precision->findData(previous);
    m_precision->setCurrentIndex(again >= 0 ? again : 0);
}

PretrainSettingsSummary PretrainSetupPanel::summary() const {
    PretrainSettingsSummary s;
    s.projectPath = m_session.current() ? m_session.current()->path() : QString();
    s.modelDirectory = m_model->path();
    s.corpus = m_corpus->artefactName();
    s.device = m_device->currentData().toString();
    s.precision = m_precision->currentData().toString();
    s.seqLength = m_seqLength->value();
    s.batchSize = m_batchSize->value();
    s.gradAccumulation = m_gradAccumulation->value();
    s.maxSteps = m_maxSteps->value();
    s.epochs = m_epochs->value();
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
                                               m_objective->currentData().toString());
    if (ProjectStore* store = m_session.current()) {
        const QString base = name;
        for (int n = 2;
             QFileInfo::exists(QDir(store->dataDirectory()).filePath(QStringLiteral("runs/") + name)); ++n)
            name = QStringLiteral("%1-%2").arg(base).arg(n);
    }
    m_name->setText(name);
}

Expected<PretrainSpec> PretrainSetupPanel::spec() {
    auto refuse = [this](QWidget* field, const QString& what, const QString& how) -> UserError {
        m_problem->setText(QStringLiteral("%1 — %2").arg(what, how));
        field->setFocus();
        return UserError{what, field->accessibleName(), how};
    };
    ProjectStore* store = m_session.current();
    if (!store)
        return refuse(m_corpus, tr("No project is open"), tr("open or create one on the Project page"));
    if (m_model->path().isEmpty())
        return refuse(m_model, tr("No base model chosen"),
                      tr("choose a Hugging Face model folder (config.json, weights, vocab.txt)"));
    if (!QFileInfo::exists(QDir(m_model->path()).filePath(QStringLiteral("config.json"))))
        return refuse(m_model, tr("The base model folder has no config.json"),
                      tr("choose a Hugging Face model folder"));
    if (!m_tokenizerFit->fits())
        return refuse(m_tokenizerFit, tr("The chosen tokenizer is not the model's"),
                      tr("re-fit the model to it (the button under it), or choose none"));
    if (m_corpus->artefactName().isEmpty())
        return refuse(m_corpus, tr("No corpus chosen"), tr("import one on the Corpus page"));
    const QString name = runName();
    if (name.isEmpty() || name.contains(QLatin1Char('/')))
        return refuse(m_name, tr("The run needs a name without “/”"), tr("type one"));
    const QString output = QDir(store->dataDirectory()).filePath(QStringLiteral("runs/") + name);
    if (QFileInfo::exists(output))
        return refuse(m_name, tr("A run named “%1” exists already").arg(name),
                      tr("choose another name, or resume that run from the runs list"));
    if (!m_generalCorpus->artefactName().isEmpty() &&
        (m_generalCorpus->artefactName() == m_corpus->artefactName() ||
         m_moreCorpora->checkedNames().contains(m_generalCorpus->artefactName())))
        return refuse(m_generalCorpus, tr("The forgetting watch needs other text than the corpus trained on"),
                      tr("choose a general-domain corpus, or none"));
    if (m_epochs->value() <= 0 &&
        (m_evalEvery->value() > m_maxSteps->value() || m_warmup->value() >= m_maxSteps->value()))
        return refuse(m_warmup, tr("Warm-up and evaluation interval must be shorter than the run"),
                      tr("lower them or raise the steps"));
    m_problem->clear();
    PretrainSpec spec;
    spec.modelDirectory = m_model->path();
    spec.source.projectPath = store->path();
    spec.source.corpusNames = QStringList{m_corpus->artefactName()} + m_moreCorpora->checkedNames();
    spec.outputDirectory = output;
    spec.projectPath = store->path();
    spec.objective = pretrainObjectiveFromName(m_objective->currentData().toString()).value();
    if (spec.objective == PretrainObjective::Electra) {
        spec.generatorDirectory = m_generator->path();
        spec.generatorSizeFraction = m_generatorSize->value();
    }
    spec.seqLength = m_seqLength->value();
    spec.batchSize = m_batchSize->value();
    spec.gradAccumulation = m_gradAccumulation->value();
    spec.learningRate = m_learningRate->value();
    spec.warmupSteps = m_warmup->value();
    spec.maxSteps = m_maxSteps->value();
    spec.maxEpochs = m_epochs->value();
    spec.evalEvery = m_evalEvery->value();
    spec.saveEvery = m_saveEvery->value();
    spec.keepCheckpoints = m_keep->value();
    spec.earlyStoppingPatience = m_patience->value();
    spec.timeLimitSeconds = 60.0 * m_timeLimit->value();
    spec.precision = m_precision->currentData().toString();
    spec.device = m_device->currentData().toString();
    spec.seed = uint64_t(m_seed->value());
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
    struct Text {
        QWidget* field;
        QString label, accessible, tip;
    };
    const Text texts[] = {
        {m_model, tr("Base &model:"), tr("Base model"),
         tr("The Hugging Face model to continue from (BERT or ELECTRA)")},
        {m_tokenizerFit, tr("&Tokenizer:"), tr("Tokenizer"),
         tr("None: the model's own. A project tokenizer (a domain vocabulary) needs the model re-fitted to "
            "it "
            "first")},
        {m_moreCorpora, tr("&Also on:"), tr("More corpora to pretrain on"),
         tr("Other project corpora trained on together with the first (their splits joined)")},
        {m_corpus, tr("&Corpus:"), tr("Corpus to pretrain on"),
         tr("A project corpus; its validation split is used for evaluation")},
        {m_objective, tr("&Objective:"), tr("Objective"),
         tr("MLM as BERT; whole-word MLM masks every piece of a word; ELECTRA detects replaced tokens")},
        {m_generator, tr("Gene&rator model:"), tr("ELECTRA generator model"),
         tr("ELECTRA: a published generator to continue with; none creates one from the discriminator")},
        {m_generatorSize, tr("Generator si&ze:"), tr("ELECTRA generator size"),
         tr("ELECTRA without a generator model: the new generator's width relative to the discriminator "
            "(0.25 as in the paper)")},
        {m_seqLength, tr("&Sequence length:"), tr("Sequence length"),
         tr("Tokens per example; at most the model's position embeddings")},
        {m_batchSize, tr("&Batch size:"), tr("Batch size"),
         tr("Examples per step on the device; lower it when memory runs out")},
        {m_gradAccumulation, tr("&Gradient accumulation:"), tr("Gradient accumulation"),
         tr("Batches added up before each optimiser step: a larger effective batch in the same memory")},
        {m_learningRate, tr("&Learning rate:"), tr("Learning rate"),
         tr("Peak learning rate; 5e-5 to 1e-4 suits continued pretraining of a base model")},
        {m_warmup, tr("&Warm-up steps:"), tr("Warm-up steps"),
         tr("Steps over which the learning rate rises from zero")},
        {m_maxSteps, tr("Ma&x steps:"), tr("Maximum steps"),
         tr("Optimiser steps of the run; the learning rate decays linearly to zero at the end")},
        {m_epochs, tr("Or e&pochs:"), tr("Epochs"),
         tr("Passes over the training examples, instead of the steps (0: use the steps)")},
        {m_evalEvery, tr("&Evaluate every:"), tr("Evaluate every"),
         tr("Steps between validation evaluations (0: only at the end)")},
        {m_saveEvery, tr("Save e&very:"), tr("Save every"),
         tr("Steps between checkpoints (0: only at the end); a crash loses at most this much")},
        {m_keep, tr("&Keep checkpoints:"), tr("Checkpoints kept"),
         tr("The newest checkpoints kept, besides the best")},
        {m_patience, tr("Pa&tience:"), tr("Early-stopping patience"),
         tr("Evaluations without a better validation loss before the run stops with a checkpoint (0: "
            "never)")},
        {m_timeLimit, tr("Time li&mit:"), tr("Time limit in minutes"),
         tr("Minutes after which the run saves a checkpoint and stops (0: none); it can be resumed")},
        {m_precision, tr("&Precision:"), tr("Precision"),
         tr("fp32 everywhere; bf16 where the device supports it; fp16 on CUDA with loss scaling")},
        {m_device, tr("&Device:"), tr("Device"), tr("Where the run trains")},
        {m_seed, tr("See&d:"), tr("Seed"),
         tr("Seeds masking, data order and initialisation: the same seed repeats the run")},
        {m_name, tr("Run &name:"), tr("Run name"),
         tr("The run's folder in the project, and the name of the model it produces")},
        {m_generalCorpus, tr("&General corpus:"), tr("General corpus for the forgetting watch"),
         tr("Optional general-domain text scored at every evaluation beside the domain's: its perplexity "
            "rising shows what the adaptation forgets")},
        {m_watch, tr("&Watch sentences:"), tr("Sentences to watch"),
         tr("One sentence per line with [MASK] where the model should guess a word: its top 5 guesses are "
            "recorded at every evaluation")},
    };
    for (const Text& t : texts) {
        auto* label = qobject_cast<QLabel*>(m_form->labelForField(t.field));
        label->setText(t.label);
        label->setBuddy(t.field);
        t.field->setAccessibleName(t.accessible);
        t.field->setToolTip(t.tip);
    }
    m_objective->setItemText(0, tr("Masked language modelling (MLM)"));
    m_objective->setItemText(1, tr("Whole-word MLM"));
    m_objective->setItemText(2, tr("ELECTRA (replaced-token detection)"));
    m_problem->setAccessibleName(tr("Problem with the settings"));
    m_patience->setSpecialValueText(tr("never"));
    m_epochs->setSpecialValueText(tr("—"));
    m_timeLimit->setSpecialValueText(tr("none"));
    m_timeLimit->setSuffix(tr(" min"));
    m_watch->setPlaceholderText(tr("e.g. The central bank raised [MASK] rates."));
}

} // namespace hw::ui
