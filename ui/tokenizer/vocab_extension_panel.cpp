#include "ui/tokenizer/vocab_extension_panel.h"

#include "core/model_io/vocab_extension_job.h"
#include "core/project/project_store.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

// Enough candidates to choose from; the ranking puts the words worth adding first.
constexpr int kCandidatesShown = 2000;

} // namespace

VocabExtensionPanel::VocabExtensionPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_model(new ArtefactPicker(session, ArtefactKind::Model, this))
    , m_corpus(new ArtefactPicker(session, ArtefactKind::Corpus, this))
    , m_minFrequency(new QSpinBox(this))
    , m_find(new QPushButton(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_topCount(new QSpinBox(this))
    , m_selectTop(new QPushButton(this))
    , m_selection(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_extend(new QPushButton(this))
    , m_message(new QLabel(this))
    , m_modelLabel(new QLabel(this))
    , m_corpusLabel(new QLabel(this))
    , m_minFrequencyLabel(new QLabel(this))
    , m_nameLabel(new QLabel(this)) {
    m_model->setObjectName(QStringLiteral("extendModel"));
    m_corpus->setObjectName(QStringLiteral("extendCorpus"));
    m_minFrequency->setObjectName(QStringLiteral("extendMinFrequency"));
    m_minFrequency->setRange(1, 1000000);
    m_minFrequency->setValue(5);
    m_find->setObjectName(QStringLiteral("findCandidates"));
    m_table->setObjectName(QStringLiteral("candidateTable"));
    setUpListTable(m_table, PiecesColumn, QAbstractItemView::ExtendedSelection);
    m_topCount->setObjectName(QStringLiteral("selectTopCount"));
    m_topCount->setRange(1, kCandidatesShown);
    m_topCount->setValue(100);
    m_selectTop->setObjectName(QStringLiteral("selectTop"));
    m_selection->setObjectName(QStringLiteral("candidateSelection"));
    m_name->setObjectName(QStringLiteral("extendName"));
    m_extend->setObjectName(QStringLiteral("extendVocabulary"));
    m_extend->setEnabled(false);
    setActionIcon(m_find, ActionIcon::Run);
    setActionIcon(m_extend, ActionIcon::Add);
    m_message->setObjectName(QStringLiteral("extendMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* choose = new QGridLayout;
    choose->addWidget(m_modelLabel, 0, 0);
    choose->addWidget(m_model, 0, 1);
    choose->addWidget(m_corpusLabel, 0, 2);
    choose->addWidget(m_corpus, 0, 3);
    choose->addWidget(m_minFrequencyLabel, 1, 0);
    choose->addWidget(m_minFrequency, 1, 1);
    choose->addWidget(m_find, 1, 3);
    choose->setColumnStretch(1, 1);
    choose->setColumnStretch(3, 1);
    auto* select = new QHBoxLayout;
    select->addWidget(m_topCount);
    select->addWidget(m_selectTop);
    select->addWidget(m_selection, 1);
    select->addWidget(m_nameLabel);
    select->addWidget(m_name);
    select->addWidget(m_extend);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(choose);
    layout->addWidget(m_table, 1);
    layout->addLayout(select);
    layout->addWidget(m_message);
    m_modelLabel->setBuddy(m_model);
    m_corpusLabel->setBuddy(m_corpus);
    m_minFrequencyLabel->setBuddy(m_minFrequency);
    m_nameLabel->setBuddy(m_name);

    connect(m_find, &QPushButton::clicked, this, &VocabExtensionPanel::findCandidates);
    connect(m_selectTop, &QPushButton::clicked, this, [this] { selectTop(m_topCount->value()); });
    connect(m_extend, &QPushButton::clicked, this, &VocabExtensionPanel::startExtension);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (item->column() == AddColumn)
            updateSelectionCount();
    });
    connect(m_model, &ArtefactPicker::choiceChanged, this, [this] {
        if (!m_name->isModified())
            m_name->setText(m_model->artefactName().isEmpty()
                                ? QString()
                                : m_model->artefactName() + QStringLiteral("-extended"));
    });
    connect(&jobs, &JobController::jobFinished, this, &VocabExtensionPanel::onJobFinished);
    retranslate();
    updateSelectionCount();
}

bool VocabExtensionPanel::findCandidates() {
    ProjectStore* store = m_session.current();
    if (!store) {
        showMessage([] { return tr("Open or create a project first."); }, true);
        return false;
    }
    if (m_model->path().isEmpty()) {
        showMessage([] { return tr("Choose the model whose vocabulary to extend."); }, true);
        return false;
    }
    if (m_corpus->artefactName().isEmpty()) {
        showMessage(
            [] { return tr("Import a domain corpus first (Corpus page): its words are the candidates."); },
            true);
        return false;
    }
    VocabExtensionRequest request;
    request.modelDirectory = m_model->path();
    request.projectCorpus = m_corpus->artefactName();
    request.minFrequency = m_minFrequency->value();
    request.addCount = kCandidatesShown;
    request.dryRun = true;
    m_rankedModel = request.modelDirectory;
    m_rankedCorpus = request.projectCorpus;
    m_ranking = m_jobs.submit(std::make_shared<VocabExtensionJob>(request, store->path()));
    m_find->setEnabled(false);
    showMessage(
        [corpus = request.projectCorpus] {
            return tr("Counting the words of “%1” that the tokenizer cuts… (see Jobs)").arg(corpus);
        },
        false);
    return true;
}

void VocabExtensionPanel::onJobFinished(const JobSnapshot& job) {
    if (job.id == m_ranking) {
        m_ranking = 0;
        m_find->setEnabled(true);
        if (job.state == JobState::Succeeded)
            showCandidates(job.id);
        else
            showMessage([outcome = job.outcome] { return outcomeProblemText(outcome); },
                        job.state != JobState::Cancelled);
    } else if (job.id == m_extension) {
        m_extension = 0;
        m_extend->setEnabled(!checkedWords().isEmpty());
        if (job.state != JobState::Succeeded) {
            showMessage([outcome = job.outcome] { return outcomeProblemText(outcome); },
                        job.state != JobState::Cancelled);
            return;
        }
        const std::shared_ptr<VocabExtensionJob> done = m_jobs.jobAs<VocabExtensionJob>(job.id);
        showMessage(
            [name = m_extensionName, from = done->result().oldVocabSize, to = done->result().newVocabSize] {
                return tr("Made “%1”: the vocabulary grew from %2 to %3 tokens. The resized model and its "
                          "tokenizer are in the project under that name.")
                    .arg(name, formatCount(from), formatCount(to));
            },
            false);
        m_name->clear();
        m_name->setModified(false);
    }
}

void VocabExtensionPanel::showCandidates(JobId id) {
    const std::shared_ptr<VocabExtensionJob> job = m_jobs.jobAs<VocabExtensionJob>(id);
    if (!job)
        return;
    const QVector<DomainTerm>& terms = job->result().added;
    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(0);
    m_table->setRowCount(int(terms.size()));
    for (int row = 0; row < terms.size(); ++row) {
        const DomainTerm& t = terms[row];
        auto* add = new QTableWidgetItem;
        add->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        add->setCheckState(Qt::Unchecked);
        add->setData(Qt::AccessibleTextRole, tr("Add “%1”").arg(t.word));
        m_table->setItem(row, AddColumn, add);
        m_table->setItem(row, WordColumn, new QTableWidgetItem(t.word));
        auto* frequency = new QTableWidgetItem(formatCount(t.frequency));
        frequency->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, FrequencyColumn, frequency);
        m_table->setItem(row, PiecesColumn, new QTableWidgetItem(t.pieces.join(QLatin1Char(' '))));
        auto* saved = new QTableWidgetItem(formatCount(t.frequency * (t.pieces.size() - 1)));
        saved->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        saved->setToolTip(tr("Tokens saved on the corpus if the word becomes one token"));
        m_table->setItem(row, SavedColumn, saved);
    }
    updateSelectionCount();
    showMessage(
        [corpus = m_rankedCorpus, least = m_minFrequency->value(), count = int(terms.size())] {
            return count == 0
                       ? tr("No word of “%1” seen at least %2 times is cut into pieces: lower the minimum "
                            "frequency, or the vocabulary already suits this corpus.")
                             .arg(corpus)
                             .arg(least)
                       : tr("%n candidate word(s), the most tokens saved first. Tick the words to add.",
                            nullptr, count);
        },
        terms.isEmpty());
}

void VocabExtensionPanel::selectTop(int count) {
    const QSignalBlocker blocker(m_table);
    for (int row = 0; row < m_table->rowCount(); ++row)
        m_table->item(row, AddColumn)->setCheckState(row < count ? Qt::Checked : Qt::Unchecked);
    updateSelectionCount();
}

QStringList VocabExtensionPanel::checkedWords() const {
    QStringList words;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, AddColumn)->checkState() == Qt::Checked)
            words << m_table->item(row, WordColumn)->text();
    return words;
}

void VocabExtensionPanel::updateSelectionCount() {
    const int checked = int(checkedWords().size());
    m_selection->setText(tr("%1 of %2 words ticked").arg(checked).arg(m_table->rowCount()));
    m_extend->setEnabled(checked > 0 && m_extension == 0);
}

bool VocabExtensionPanel::startExtension() {
    ProjectStore* store = m_session.current();
    const QStringList words = checkedWords();
    if (!store || words.isEmpty()) {
        showMessage([] { return tr("Find the candidates and tick the words to add first."); }, true);
        return false;
    }
    const QString name = m_name->text().trimmed();
    if (name.isEmpty() || name.contains(QLatin1Char('/'))) {
        showMessage([] { return tr("Give the extended model a name without “/”."); }, true);
        m_name->setFocus();
        return false;
    }
    for (ArtefactKind kind : {ArtefactKind::Model, ArtefactKind::Tokenizer})
        if (findArtefact(store->database(), kind, name)) {
            showMessage(
                [name] {
                    return tr("The project already has a model or tokenizer named “%1”: choose another name.")
                        .arg(name);
                },
                true);
            m_name->setFocus();
            m_name->selectAll();
            return false;
        }
    VocabExtensionRequest request;
    request.modelDirectory = m_rankedModel;
    request.projectCorpus = m_rankedCorpus;
    request.explicitTokens = words;
    m_extensionName = name;
    m_extension = m_jobs.submit(std::make_shared<VocabExtensionJob>(request, store->path(), name));
    m_extend->setEnabled(false);
    showMessage(
        [count = int(words.size())] {
            return tr("Adding %n word(s) and resizing the model… (see Jobs)", nullptr, count);
        },
        false);
    return true;
}

void VocabExtensionPanel::showMessage(std::function<QString()> render, bool problem) {
    setLiveText(m_message, std::move(render));
    m_message->setStyleSheet(problem ? QStringLiteral("font-weight: bold") : QString());
}

void VocabExtensionPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void VocabExtensionPanel::retranslate() {
    m_modelLabel->setText(tr("&Model:"));
    m_corpusLabel->setText(tr("Domain c&orpus:"));
    m_minFrequencyLabel->setText(tr("Seen at &least:"));
    m_minFrequency->setSuffix(tr(" times"));
    m_find->setText(tr("&Find candidates"));
    m_table->setHorizontalHeaderLabels(
        {tr("Add"), tr("Word"), tr("Frequency"), tr("Pieces today"), tr("Tokens saved")});
    m_selectTop->setText(tr("&Select top N"));
    m_nameLabel->setText(tr("N&ame:"));
    m_extend->setText(tr("&Extend vocabulary"));
    m_model->setAccessibleName(tr("Model whose vocabulary to extend"));
    m_corpus->setAccessibleName(tr("Domain corpus to find words in"));
    m_minFrequency->setAccessibleName(tr("Minimum word frequency"));
    m_find->setAccessibleName(tr("Find candidates"));
    m_table->setAccessibleName(tr("Candidate words"));
    m_topCount->setAccessibleName(tr("How many top words to select"));
    m_selectTop->setAccessibleName(tr("Select top N"));
    m_selection->setAccessibleDescription(tr("Words ticked"));
    m_name->setAccessibleName(tr("Name of the extended model"));
    m_extend->setAccessibleName(tr("Extend vocabulary"));
    m_message->setAccessibleDescription(tr("Vocabulary extension status"));
    m_model->setToolTip(
        tr("A model with a WordPiece tokenizer (BERT, ELECTRA, KLUE-RoBERTa) or a byte-level BPE "
           "tokenizer (RoBERTa, ModernBERT); a BPE vocabulary gains merges"));
    m_find->setToolTip(tr("Ranks the corpus's words that the tokenizer cuts into pieces by the tokens they "
                          "would save"));
    m_extend->setToolTip(tr("Adds the ticked words; each new embedding starts as the mean of its pieces, so "
                            "the model behaves as before on other text"));
    updateSelectionCount();
}

} // namespace hw::ui
