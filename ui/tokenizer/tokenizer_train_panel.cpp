#include "ui/tokenizer/tokenizer_train_panel.h"

#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/tokenizer_training.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/live_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>

namespace hw::ui {

TokenizerTrainPanel::TokenizerTrainPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_corpus(new ArtefactPicker(session, ArtefactKind::Corpus, this))
    , m_kind(new QComboBox(this))
    , m_vocabSize(new QSpinBox(this))
    , m_lowercase(new QCheckBox(this))
    , m_minFrequency(new QSpinBox(this))
    , m_coverage(new QDoubleSpinBox(this))
    , m_specials(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_train(new QPushButton(this))
    , m_message(new QLabel(this))
    , m_corpusLabel(new QLabel(this))
    , m_kindLabel(new QLabel(this))
    , m_vocabLabel(new QLabel(this))
    , m_minFrequencyLabel(new QLabel(this))
    , m_coverageLabel(new QLabel(this))
    , m_specialsLabel(new QLabel(this))
    , m_nameLabel(new QLabel(this)) {
    m_corpus->setObjectName(QStringLiteral("tokenizerCorpus"));
    m_kind->setObjectName(QStringLiteral("tokenizerKind"));
    m_kind->addItem(QStringLiteral("WordPiece"), int(TokenizerKind::WordPiece));
    m_kind->addItem(QStringLiteral("SentencePiece unigram"), int(TokenizerKind::Unigram));
    m_kind->addItem(QStringLiteral("SentencePiece BPE"), int(TokenizerKind::Bpe));
    m_kind->addItem(QString(), int(TokenizerKind::ByteLevelBpe)); // named in retranslate()
    m_vocabSize->setObjectName(QStringLiteral("tokenizerVocabSize"));
    m_vocabSize->setRange(16, 1000000);
    m_vocabSize->setValue(30522);
    m_vocabSize->setGroupSeparatorShown(true);
    m_lowercase->setObjectName(QStringLiteral("tokenizerLowercase"));
    m_minFrequency->setObjectName(QStringLiteral("tokenizerMinFrequency"));
    m_minFrequency->setRange(1, 1000000);
    m_minFrequency->setValue(2);
    m_coverage->setObjectName(QStringLiteral("tokenizerCoverage"));
    m_coverage->setRange(0.9, 1.0);
    m_coverage->setDecimals(4);
    m_coverage->setSingleStep(0.0005);
    m_coverage->setValue(0.9995);
    m_specials->setObjectName(QStringLiteral("tokenizerSpecials"));
    const SpecialTokens defaults;
    m_specials->setText(
        QStringList{defaults.pad, defaults.unk, defaults.cls, defaults.sep, defaults.mask}.join(
            QLatin1Char(' ')));
    m_name->setObjectName(QStringLiteral("tokenizerName"));
    m_train->setObjectName(QStringLiteral("trainTokenizer"));
    setActionIcon(m_train, ActionIcon::Run);
    m_message->setObjectName(QStringLiteral("tokenizerTrainMessage"));
    m_message->setWordWrap(true);

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_corpusLabel, 0, 0);
    grid->addWidget(m_corpus, 0, 1);
    grid->addWidget(m_kindLabel, 0, 2);
    grid->addWidget(m_kind, 0, 3);
    grid->addWidget(m_vocabLabel, 1, 0);
    grid->addWidget(m_vocabSize, 1, 1);
    grid->addWidget(m_lowercase, 1, 2, 1, 2);
    grid->addWidget(m_minFrequencyLabel, 2, 0);
    grid->addWidget(m_minFrequency, 2, 1);
    grid->addWidget(m_coverageLabel, 2, 2);
    grid->addWidget(m_coverage, 2, 3);
    grid->addWidget(m_specialsLabel, 3, 0);
    grid->addWidget(m_specials, 3, 1, 1, 3);
    grid->addWidget(m_nameLabel, 4, 0);
    grid->addWidget(m_name, 4, 1, 1, 2);
    grid->addWidget(m_train, 4, 3);
    grid->addWidget(m_message, 5, 0, 1, 4);
    const std::pair<const char*, QWidget*> fields[] = {{"corpus", m_corpus},
                                                       {"kind", m_kind},
                                                       {"vocab-size", m_vocabSize},
                                                       {"lowercase", m_lowercase},
                                                       {"min-frequency", m_minFrequency},
                                                       {"character-coverage", m_coverage},
                                                       {"specials", m_specials},
                                                       {"output", m_name}};
    for (const auto& [key, field] : fields)
        m_fields.addField(QLatin1String(key), field);
    m_corpusLabel->setBuddy(m_corpus);
    m_kindLabel->setBuddy(m_kind);
    m_vocabLabel->setBuddy(m_vocabSize);
    m_minFrequencyLabel->setBuddy(m_minFrequency);
    m_coverageLabel->setBuddy(m_coverage);
    m_specialsLabel->setBuddy(m_specials);
    m_nameLabel->setBuddy(m_name);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &TokenizerTrainPanel::refreshOptions);
    connect(m_train, &QPushButton::clicked, this, &TokenizerTrainPanel::startTraining);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &TokenizerTrainPanel::suggestName);
    connect(m_corpus, &ArtefactPicker::choiceChanged, this, &TokenizerTrainPanel::suggestName);
    retranslate();
    refreshOptions();
}

// The corpus and the kind, e.g. "news-wordpiece", until the user writes a name of their own.
void TokenizerTrainPanel::suggestName() {
    if (!m_name->isModified())
        m_name->setText(m_corpus->artefactName().isEmpty()
                            ? QString()
                            : m_corpus->artefactName() + QStringLiteral("-") + tokenizerKindName(kind()));
}

TokenizerKind TokenizerTrainPanel::kind() const {
    return static_cast<TokenizerKind>(m_kind->currentData().toInt());
}

// Only the options of the chosen kind are shown, rather than some silently ignored: byte-level BPE has
// RoBERTa's special tokens and every byte, SentencePiece no minimum frequency, WordPiece no coverage.
void TokenizerTrainPanel::refreshOptions() {
    const TokenizerKind k = kind();
    const bool byteLevel = k == TokenizerKind::ByteLevelBpe;
    const bool sentencePiece = k == TokenizerKind::Unigram || k == TokenizerKind::Bpe;
    m_minFrequencyLabel->setVisible(!sentencePiece);
    m_minFrequency->setVisible(!sentencePiece);
    m_coverageLabel->setVisible(sentencePiece);
    m_coverage->setVisible(sentencePiece);
    m_specialsLabel->setVisible(!byteLevel);
    m_specials->setVisible(!byteLevel);
    retranslateKindOptions();
}

void TokenizerTrainPanel::retranslateKindOptions() {
    const bool byteLevel = kind() == TokenizerKind::ByteLevelBpe;
    m_lowercase->setText(byteLevel ? tr("&Lowercase") : tr("&Lowercase and strip accents"));
    m_lowercase->setAccessibleName(byteLevel ? tr("Lowercase") : tr("Lowercase and strip accents"));
    m_lowercase->setToolTip(byteLevel
                                ? tr("Lowercases the text, accents kept; RoBERTa keeps the case")
                                : tr("For uncased models; keep it off for Korean and for cased models"));
    m_minFrequency->setAccessibleName(byteLevel ? tr("Minimum pair frequency")
                                                : tr("Minimum word frequency"));
    m_minFrequency->setToolTip(byteLevel ? tr("Byte-level BPE: no pair seen fewer times is merged")
                                         : tr("WordPiece: words seen fewer times are not learned from"));
}

bool TokenizerTrainPanel::startTraining() {
    ProjectStore* store = m_session.current();
    if (!store) {
        showMessage([] { return tr("Open or create a project first."); }, true);
        return false;
    }
    if (m_corpus->artefactName().isEmpty()) {
        showMessage([] { return tr("Import a corpus first (Corpus page): a tokenizer is trained on one."); },
                    true);
        return false;
    }
    const QString name = m_name->text().trimmed();
    if (name.isEmpty() || name.contains(QLatin1Char('/'))) {
        showMessage([] { return tr("Give the tokenizer a name without “/”."); }, true);
        m_name->setFocus();
        return false;
    }
    if (findArtefact(store->database(), ArtefactKind::Tokenizer, name)) {
        showMessage(
            [name] {
                return tr("The project already has a tokenizer named “%1”: choose another name.").arg(name);
            },
            true);
        m_name->setFocus();
        m_name->selectAll();
        return false;
    }
    TokenizerTrainingSpec spec = tokenizerTrainingDefaults(kind());
    if (kind() != TokenizerKind::ByteLevelBpe && !readSpecials(spec.specials))
        return false;
    spec.vocabSize = m_vocabSize->value();
    spec.lowercase = m_lowercase->isChecked();
    spec.minFrequency = m_minFrequency->value();
    spec.characterCoverage = m_coverage->value();
    spec.projectPath = store->path();
    spec.projectCorpus = m_corpus->artefactName();
    spec.name = name;
    // Said before training: a second click on Train with the same corpus trains anyway.
    const std::optional<Text> decomposes = hangulDecompositionWarning(
        spec, corpusScriptShare(store->database(), spec.projectCorpus, QStringLiteral("hangul")));
    if (decomposes && m_lowercaseWarnedFor != spec.projectCorpus) {
        m_lowercaseWarnedFor = spec.projectCorpus;
        showMessage(
            [warning = *decomposes] {
                return tr("Careful: %1. Click Train tokenizer again to train anyway.").arg(shown(warning));
            },
            true);
        return false;
    }
    m_lowercaseWarnedFor.clear();
    const JobId id = m_jobs.submit(std::make_shared<TokenizerTrainingJob>(spec));
    showMessage([name] { return tr("Training “%1”… (see Jobs)").arg(name); }, false);
    m_name->clear();
    Q_EMIT trainingStarted(id, name);
    return true;
}

// The five special tokens of the field, in its order; false, said in place, unless five different ones.
bool TokenizerTrainPanel::readSpecials(SpecialTokens& out) {
    const QStringList specials = m_specials->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (specials.size() != 5 || QSet<QString>(specials.begin(), specials.end()).size() != 5) {
        showMessage(
            [] {
                return tr(
                    "Give five different special tokens separated by spaces: padding, unknown, classifier, "
                    "separator and mask (BERT: [PAD] [UNK] [CLS] [SEP] [MASK]).");
            },
            true);
        m_specials->setFocus();
        return false;
    }
    out.pad = specials[0];
    out.unk = specials[1];
    out.cls = specials[2];
    out.sep = specials[3];
    out.mask = specials[4];
    return true;
}

void TokenizerTrainPanel::showMessage(std::function<QString()> render, bool problem) {
    setLiveText(m_message, std::move(render));
    m_message->setStyleSheet(problem ? QStringLiteral("font-weight: bold") : QString());
}

void TokenizerTrainPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TokenizerTrainPanel::retranslate() {
    m_corpusLabel->setText(tr("&Corpus:"));
    m_kindLabel->setText(tr("&Kind:"));
    m_vocabLabel->setText(tr("&Vocabulary size:"));
    m_minFrequencyLabel->setText(tr("Minimum &frequency:"));
    m_coverageLabel->setText(tr("Character co&verage:"));
    m_specialsLabel->setText(tr("&Special tokens:"));
    m_nameLabel->setText(tr("&Name:"));
    m_train->setText(tr("&Train tokenizer"));
    m_kind->setItemText(m_kind->findData(int(TokenizerKind::ByteLevelBpe)), tr("Byte-level BPE (RoBERTa)"));
    retranslateKindOptions();
    m_corpus->setAccessibleName(tr("Corpus to train on"));
    m_kind->setAccessibleName(tr("Tokenizer kind"));
    m_vocabSize->setAccessibleName(tr("Vocabulary size"));
    m_coverage->setAccessibleName(tr("Character coverage"));
    m_specials->setAccessibleName(tr("Special tokens"));
    m_specials->setToolTip(tr("Padding, unknown, classifier, separator and mask tokens, in that order"));
    m_name->setAccessibleName(tr("Tokenizer name"));
    m_train->setAccessibleName(tr("Train tokenizer"));
    m_message->setAccessibleDescription(tr("Training status"));
    m_vocabSize->setToolTip(tr("Number of tokens, special tokens included (BERT base: 30,522)"));
    m_coverage->setToolTip(tr("SentencePiece: share of characters the vocabulary must cover; 0.9995 suits "
                              "Korean, Chinese and Japanese"));
}

} // namespace hw::ui
