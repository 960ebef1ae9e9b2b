#include "ui/tokenizer/fragmentation_panel.h"

#include "core/project/project_store.h"
#include "core/tokenize/fragmentation_comparison_job.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hw::ui {

namespace {

QString percent(double share) {
    return QLocale().toString(100.0 * share, 'f', 2) + QLatin1Char('%');
}

} // namespace

FragmentationPanel::FragmentationPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_corpus(new ArtefactPicker(session, ArtefactKind::Corpus, this))
    , m_sample(new QSpinBox(this))
    , m_measure(new QPushButton(this))
    , m_figures(new QTableWidget(0, ColumnCount, this))
    , m_chart(new BarChart(this))
    , m_words(new QTableWidget(0, 2, this))
    , m_message(new QLabel(this))
    , m_corpusLabel(new QLabel(this))
    , m_tokenizersLabel(new QLabel(this))
    , m_sampleLabel(new QLabel(this))
    , m_wordsLabel(new QLabel(this)) {
    m_corpus->setObjectName(QStringLiteral("fragmentationCorpus"));
    auto* pickers = new QHBoxLayout;
    for (int i = 0; i < kTokenizers; ++i) {
        m_pickers[i] = new ArtefactPicker(session, ArtefactKind::Tokenizer, this);
        m_pickers[i]->setObjectName(QStringLiteral("fragmentationTokenizer%1").arg(i + 1));
        m_pickers[i]->setModelTokenizersOffered(true);
        m_pickers[i]->setFolderChoiceEnabled(true);
        if (i > 0)
            m_pickers[i]->setNoneChoiceEnabled(true);
        pickers->addWidget(m_pickers[i], 1);
    }
    m_sample->setObjectName(QStringLiteral("fragmentationSample"));
    m_sample->setRange(0, 100000000);
    m_sample->setSingleStep(10000);
    m_sample->setValue(50000);
    m_sample->setGroupSeparatorShown(true);
    m_measure->setObjectName(QStringLiteral("measureFragmentation"));
    setActionIcon(m_measure, ActionIcon::Run);
    m_figures->setObjectName(QStringLiteral("fragmentationTable"));
    setUpListTable(m_figures, TokenizerColumn);
    m_chart->setObjectName(QStringLiteral("fragmentationChart"));
    m_chart->setHorizontal(true);
    m_chart->setValueFormat([](double v) { return QLocale().toString(v, 'f', 3); });
    m_words->setObjectName(QStringLiteral("fragmentedWordsTable"));
    setUpListTable(m_words, 0);
    m_message->setObjectName(QStringLiteral("fragmentationMessage"));
    m_message->setWordWrap(true);

    auto* choose = new QGridLayout;
    choose->addWidget(m_corpusLabel, 0, 0);
    choose->addWidget(m_corpus, 0, 1);
    choose->addWidget(m_sampleLabel, 0, 2);
    choose->addWidget(m_sample, 0, 3);
    choose->addWidget(m_tokenizersLabel, 1, 0);
    choose->addLayout(pickers, 1, 1, 1, 3);
    choose->addWidget(m_measure, 1, 4);
    choose->setColumnStretch(1, 1);
    auto* figures = new QWidget(this);
    auto* figuresLayout = new QHBoxLayout(figures);
    figuresLayout->setContentsMargins(0, 0, 0, 0);
    figuresLayout->addWidget(m_figures, 3);
    figuresLayout->addWidget(m_chart, 2);
    auto* words = new QWidget(this);
    auto* wordsLayout = new QVBoxLayout(words);
    wordsLayout->setContentsMargins(0, 0, 0, 0);
    wordsLayout->addWidget(m_wordsLabel);
    wordsLayout->addWidget(m_words);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("fragmentationSplitter"));
    split->addWidget(figures);
    split->addWidget(words);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(choose);
    layout->addWidget(split, 1);
    layout->addWidget(m_message);
    m_corpusLabel->setBuddy(m_corpus);
    m_tokenizersLabel->setBuddy(m_pickers[0]);
    m_sampleLabel->setBuddy(m_sample);

    connect(m_measure, &QPushButton::clicked, this, &FragmentationPanel::startMeasuring);
    connect(&jobs, &JobController::jobFinished, this, &FragmentationPanel::onJobFinished);
    retranslate();
}

bool FragmentationPanel::startMeasuring() {
    ProjectStore* store = m_session.current();
    if (!store) {
        showMessage([] { return tr("Open or create a project first."); }, true);
        return false;
    }
    if (m_corpus->artefactName().isEmpty()) {
        showMessage(
            [] { return tr("Import a corpus first (Corpus page): the tokenizers are measured on it."); },
            true);
        return false;
    }
    FragmentationComparisonSpec spec;
    QStringList names;
    for (ArtefactPicker* picker : m_pickers) {
        if (picker->path().isEmpty())
            continue;
        if (spec.tokenizerDirectories.contains(picker->path()))
            continue; // the same one twice tells nothing more
        spec.tokenizerDirectories << picker->path();
        names << picker->currentText();
    }
    if (spec.tokenizerDirectories.isEmpty()) {
        showMessage([] { return tr("Choose at least one tokenizer or model to measure."); }, true);
        return false;
    }
    spec.projectPath = store->path();
    spec.projectCorpus = m_corpus->artefactName();
    spec.maxTexts = m_sample->value();
    m_measuredNames = names;
    m_job = m_jobs.submit(std::make_shared<FragmentationComparisonJob>(spec));
    m_measure->setEnabled(false);
    showMessage(
        [corpus = spec.projectCorpus, n = int(names.size())] {
            return tr("Tokenizing “%1” with %n tokenizer(s)… (see Jobs)", nullptr, n).arg(corpus);
        },
        false);
    return true;
}

void FragmentationPanel::onJobFinished(const JobSnapshot& job) {
    if (job.id != m_job)
        return;
    m_job = 0;
    m_measure->setEnabled(true);
    const std::shared_ptr<FragmentationComparisonJob> done = m_jobs.jobAs<FragmentationComparisonJob>(job.id);
    if (job.state == JobState::Succeeded && done) {
        m_shown = job.id;
        showResult(job.id);
        showMessage(
            [n = int(done->textsMeasured())] { return tr("Measured on %n document(s).", nullptr, n); },
            false);
    } else {
        showMessage([outcome = job.outcome] { return outcomeProblemText(outcome); },
                    job.state != JobState::Cancelled);
    }
}

void FragmentationPanel::showResult(JobId id) {
    const std::shared_ptr<FragmentationComparisonJob> job = m_jobs.jobAs<FragmentationComparisonJob>(id);
    if (!job)
        return;
    const FragmentationComparison& r = job->result();
    m_figures->setRowCount(0);
    QVector<double> tokensPerWord;
    for (int i = 0; i < r.stats.size(); ++i) {
        const FragmentationStats& s = r.stats[i];
        m_figures->insertRow(i);
        m_figures->setItem(i, TokenizerColumn, new QTableWidgetItem(m_measuredNames.value(i)));
        auto number = [&](int column, const QString& text, double value) {
            auto* item = new QTableWidgetItem(text);
            item->setData(Qt::UserRole, value);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_figures->setItem(i, column, item);
        };
        number(TokensPerWordColumn, QLocale().toString(s.tokensPerWord(), 'f', 3), s.tokensPerWord());
        number(UnknownColumn, percent(s.unknownRate()), s.unknownRate());
        number(SplitColumn, percent(s.splitShare()), s.splitShare());
        number(TokensColumn, formatCount(s.tokens), double(s.tokens));
        tokensPerWord << s.tokensPerWord();
    }
    m_chart->setBars(m_measuredNames, tokensPerWord, tr("Tokens per word"));

    m_words->clear();
    m_words->setColumnCount(2 + int(m_measuredNames.size()));
    m_words->setHorizontalHeaderLabels(QStringList{tr("Word"), tr("Frequency")} + m_measuredNames);
    m_words->setRowCount(int(r.fragmentedWords.size()));
    for (int row = 0; row < r.fragmentedWords.size(); ++row) {
        const FragmentedWord& w = r.fragmentedWords[row];
        m_words->setItem(row, 0, new QTableWidgetItem(w.word));
        auto* frequency = new QTableWidgetItem(formatCount(w.frequency));
        frequency->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_words->setItem(row, 1, frequency);
        for (int t = 0; t < w.pieces.size(); ++t) {
            auto* pieces = new QTableWidgetItem(w.pieces[t].join(QLatin1Char(' ')));
            pieces->setToolTip(tr("%n piece(s)", nullptr, int(w.pieces[t].size())));
            m_words->setItem(row, 2 + t, pieces);
        }
    }
    m_words->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void FragmentationPanel::showMessage(std::function<QString()> render, bool problem) {
    setLiveText(m_message, std::move(render));
    m_message->setStyleSheet(problem ? QStringLiteral("font-weight: bold") : QString());
}

void FragmentationPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FragmentationPanel::retranslate() {
    m_corpusLabel->setText(tr("C&orpus:"));
    m_tokenizersLabel->setText(tr("To&kenizers:"));
    m_sampleLabel->setText(tr("&Documents:"));
    m_sample->setSpecialValueText(tr("all"));
    m_measure->setText(tr("&Measure"));
    m_wordsLabel->setText(tr("Frequent words cut into the most pieces"));
    m_figures->setHorizontalHeaderLabels(
        {tr("Tokenizer"), tr("Tokens per word"), tr("[UNK] rate"), tr("Words split"), tr("Tokens")});
    m_corpus->setAccessibleName(tr("Corpus to measure on"));
    for (int i = 0; i < kTokenizers; ++i)
        m_pickers[i]->setAccessibleName(tr("Tokenizer %1 to measure").arg(i + 1));
    m_sample->setAccessibleName(tr("Documents to measure"));
    m_sample->setToolTip(tr("The first documents of the corpus; 0 measures all of it"));
    m_measure->setAccessibleName(tr("Measure fragmentation"));
    m_figures->setAccessibleName(tr("Fragmentation per tokenizer"));
    m_chart->setChartName(tr("Tokens per word per tokenizer"));
    m_words->setAccessibleName(tr("Frequent words cut into the most pieces"));
    m_message->setAccessibleDescription(tr("Fragmentation status"));
    if (m_shown != 0)
        showResult(m_shown); // its axis, headers and tooltips
}

} // namespace hw::ui
