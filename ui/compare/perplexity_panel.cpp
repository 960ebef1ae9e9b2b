#include "ui/compare/perplexity_panel.h"
#include "ui/widgets/series_colours.h"

#include "core/eval/perplexity_job.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/artefact_picker.h"
#include "ui/widgets/bar_chart.h"
#include "ui/widgets/device_picker.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace hw::ui {

PerplexityPanel::PerplexityPanel(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_corpus(new ArtefactPicker(session, ArtefactKind::Corpus, this))
    , m_split(new QComboBox(this))
    , m_models{new ArtefactPicker(session, ArtefactKind::Model, this),
               new ArtefactPicker(session, ArtefactKind::Model, this),
               new ArtefactPicker(session, ArtefactKind::Model, this)}
    , m_seqLength(new QSpinBox(this))
    , m_device(new DevicePicker(this))
    , m_measure(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_chart(new BarChart(this))
    , m_corpusLabel(new QLabel(this))
    , m_modelsLabel(new QLabel(this))
    , m_seqLabel(new QLabel(this)) {
    m_corpus->setObjectName(QStringLiteral("perplexityCorpus"));
    m_split->setObjectName(QStringLiteral("perplexitySplit"));
    for (PerplexitySplit split : {PerplexitySplit::Validation, PerplexitySplit::All})
        m_split->addItem(QString(), perplexitySplitName(split));
    for (int i = 0; i < kModels; ++i) {
        m_models[i]->setObjectName(QStringLiteral("perplexityModel%1").arg(i + 1));
        m_models[i]->setFolderChoiceEnabled(true);
        if (i > 0)
            m_models[i]->setNoneChoiceEnabled(true);
    }
    m_seqLength->setObjectName(QStringLiteral("perplexitySeqLength"));
    m_seqLength->setRange(8, 4096);
    m_seqLength->setValue(128);
    m_device->setObjectName(QStringLiteral("perplexityDevice"));
    m_measure->setObjectName(QStringLiteral("measurePerplexity"));
    setActionIcon(m_measure, ActionIcon::Run);
    m_status->setObjectName(QStringLiteral("perplexityStatus"));
    m_status->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("perplexityTable"));
    setUpListTable(m_table, ModelColumn);
    m_chart->setObjectName(QStringLiteral("perplexityChart"));
    m_corpusLabel->setBuddy(m_corpus);
    m_modelsLabel->setBuddy(m_models[0]);
    m_seqLabel->setBuddy(m_seqLength);

    auto* grid = new QGridLayout;
    grid->addWidget(m_corpusLabel, 0, 0);
    grid->addWidget(m_corpus, 0, 1);
    grid->addWidget(m_split, 0, 2);
    grid->addWidget(m_seqLabel, 0, 3);
    grid->addWidget(m_seqLength, 0, 4);
    grid->addWidget(m_modelsLabel, 1, 0);
    for (int i = 0; i < kModels; ++i)
        grid->addWidget(m_models[i], 1, 1 + i);
    grid->addWidget(m_device, 1, 4);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_measure);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addLayout(bar);
    layout->addWidget(split, 1);

    connect(m_measure, &QPushButton::clicked, this, &PerplexityPanel::measure);
    connect(&m_jobs, &JobController::jobChanged, this, &PerplexityPanel::onJobChanged);
    retranslate();
}

bool PerplexityPanel::measure() {
    ProjectStore* store = m_session.current();
    PerplexitySpec spec;
    m_names.clear();
    for (ArtefactPicker* picker : m_models) {
        if (picker->path().isEmpty())
            continue;
        spec.models << picker->path();
        m_names << (picker->artefactName().isEmpty() ? QDir(picker->path()).dirName()
                                                     : picker->artefactName());
    }
    if (!store || m_corpus->artefactName().isEmpty() || spec.models.isEmpty()) {
        setLiveText(m_status, [] { return tr("Choose a corpus of the project and at least one model."); });
        return false;
    }
    spec.projectPath = store->path();
    spec.corpus = m_corpus->artefactName();
    spec.split =
        perplexitySplitFromName(m_split->currentData().toString()).value_or(PerplexitySplit::Validation);
    spec.options.seqLength = m_seqLength->value();
    spec.options.device = m_device->device();
    m_active = m_jobs.submit(std::make_shared<PerplexityJob>(spec), spec.options.device);
    m_measure->setEnabled(false);
    setLiveText(m_status, [] { return tr("Waiting for its turn to measure (see Jobs)…"); });
    return true;
}

void PerplexityPanel::onJobChanged(const JobSnapshot& job) {
    if (job.id != m_active)
        return;
    if (job.state == JobState::Running) // said once it runs, not while it waits in the queue
        setLiveText(m_status, [n = int(m_names.size())] {
            return tr("Measuring the perplexity of %n model(s)…", nullptr, n);
        });
    if (!isFinished(job.state))
        return;
    m_measure->setEnabled(true);
    if (job.state == JobState::Succeeded) {
        showResult();
    } else {
        setLiveText(m_status, [outcome = job.outcome] { return outcomeProblemText(outcome); });
    }
}

void PerplexityPanel::showResult() {
    std::shared_ptr<PerplexityJob> job = m_jobs.jobAs<PerplexityJob>(m_active);
    if (!job)
        return;
    const QVector<ModelPerplexity>& scored = job->result();
    // Only models sharing a tokenizer are scored on the same masked tokens: said as it is.
    setLiveText(m_status, [note = perplexityComparisonNote(tokenizersOf(scored))] { return shown(note); });
    m_oneTokenizer = shareOneTokenizer(tokenizersOf(scored));
    QVector<double> values;
    m_table->setSortingEnabled(false);
    m_table->setRowCount(int(scored.size()));
    for (int row = 0; row < scored.size(); ++row) {
        const PerplexityResult& r = scored[row].result;
        m_table->setItem(row, ModelColumn, new QTableWidgetItem(m_names.value(row)));
        auto number = [](double value, int decimals) {
            auto* item = new QTableWidgetItem;
            item->setData(Qt::DisplayRole,
                          std::round(value * std::pow(10, decimals)) / std::pow(10, decimals));
            return item;
        };
        m_table->setItem(row, PerplexityColumn, number(r.perplexity, 3));
        m_table->setItem(row, LossColumn, number(r.loss, 4));
        m_table->setItem(row, TokensColumn, number(double(r.tokens), 0));
        m_table->setItem(row, BitsPerCharacterColumn, number(r.bitsPerCharacter, 4));
        values << (m_oneTokenizer ? r.perplexity : r.bitsPerCharacter);
    }
    m_table->setSortingEnabled(true);
    // Perplexities compare only under one tokenizer; across tokenizers the chart shows bits per character.
    QVector<QColor> colours; // each model in its colour on every page: the first model's first
    for (int i = 0; i < values.size(); ++i)
        colours << seriesColour(i);
    m_chart->setBarColours(colours);
    m_chart->setBars(m_names.mid(0, values.size()), values, valueAxisLabel());
}

QString PerplexityPanel::valueAxisLabel() const {
    return m_oneTokenizer ? tr("Perplexity (lower is better)") : tr("Bits per character (lower is better)");
}

void PerplexityPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PerplexityPanel::retranslate() {
    m_corpusLabel->setText(tr("Held-out &text of:"));
    m_modelsLabel->setText(tr("&Models:"));
    m_seqLabel->setText(tr("Block &length:"));
    m_split->setItemText(0, tr("validation split"));
    m_split->setItemText(1, tr("whole corpus"));
    m_measure->setText(tr("Mea&sure perplexity"));
    m_corpus->setAccessibleName(tr("Corpus to measure perplexity on"));
    m_split->setAccessibleName(tr("Part of the corpus scored"));
    for (int i = 0; i < kModels; ++i)
        m_models[i]->setAccessibleName(tr("Model %1 to score").arg(i + 1));
    m_seqLength->setAccessibleName(tr("Block length in tokens"));
    m_device->setAccessibleName(tr("Device for perplexity"));
    m_measure->setAccessibleName(tr("Measure perplexity"));
    m_status->setAccessibleDescription(tr("Perplexity status"));
    m_table->setHorizontalHeaderLabels(
        {tr("Model"), tr("Perplexity"), tr("Loss"), tr("Masked tokens"), tr("Bits per character")});
    m_table->setAccessibleName(tr("Perplexity per model"));
    m_chart->setChartName(tr("Perplexity per model"));
    if (!m_chart->values().isEmpty())
        m_chart->setBars(m_chart->labels(), m_chart->values(), valueAxisLabel(), m_chart->errors());
}

} // namespace hw::ui
