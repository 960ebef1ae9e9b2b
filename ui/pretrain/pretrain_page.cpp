#include "ui/pretrain/pretrain_page.h"

#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/system/process_memory.h"
#include "core/train/pretrain_job.h"
#include "core/util/timestamp_text.h"
#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/pretrain/cluster_launch_button.h"
#include "ui/pretrain/mask_fill_watch_panel.h"
#include "ui/pretrain/pretrain_estimate_panel.h"
#include "ui/pretrain/pretrain_setup_panel.h"
#include "ui/pretrain/run_checkpoints_panel.h"
#include "ui/pretrain/run_import_button.h"
#include "ui/project/project_session.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/metric_plot.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/scrolling_form.h"
#include "ui/widgets/table_setup.h"

#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace hw::ui {

namespace {

PretrainPage::Chart chartFor(const QString& metric) {
    if (metric == QLatin1String("loss") || metric == QLatin1String("eval/loss") ||
        metric == QLatin1String("eval_general/loss"))
        return PretrainPage::LossChart;
    if (metric.endsWith(QLatin1String("perplexity")))
        return PretrainPage::PerplexityChart;
    if (metric == QLatin1String("lr"))
        return PretrainPage::LearningRateChart;
    if (metric == QLatin1String("tokens_per_s"))
        return PretrainPage::ThroughputChart;
    return PretrainPage::OtherChart; // ELECTRA's generator/discriminator figures, gradient norm, ...
}

} // namespace

PretrainPage::PretrainPage(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_jobs(jobs)
    , m_setup(new PretrainSetupPanel(session, jobs, this))
    , m_start(new QPushButton(this))
    , m_pause(new QPushButton(this))
    , m_resume(new QPushButton(this))
    , m_stop(new QPushButton(this))
    , m_resumeRun(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_views(new QTabWidget(this))
    , m_estimate(new PretrainEstimatePanel(jobs, this))
    , m_watch(new MaskFillWatchPanel(m_views))
    , m_runs(new QTableWidget(0, RunColumnCount, this))
    , m_runsLabel(new QLabel(this))
    , m_checkpoints(new RunCheckpointsPanel(session, jobs, this)) {
    setObjectName(QStringLiteral("pretrainPage"));
    m_start->setObjectName(QStringLiteral("startPretraining"));
    setActionIcon(m_start, ActionIcon::Run);
    m_pause->setObjectName(QStringLiteral("pausePretraining"));
    setActionIcon(m_pause, ActionIcon::Pause);
    m_resume->setObjectName(QStringLiteral("resumePretraining"));
    setActionIcon(m_resume, ActionIcon::Resume);
    m_stop->setObjectName(QStringLiteral("stopPretraining"));
    setActionIcon(m_stop, ActionIcon::Stop);
    m_resumeRun->setObjectName(QStringLiteral("resumeRun"));
    setActionIcon(m_resumeRun, ActionIcon::Resume);
    m_status->setObjectName(QStringLiteral("pretrainStatus"));
    m_status->setWordWrap(true);
    m_runs->setObjectName(QStringLiteral("pretrainRuns"));
    setUpListTable(m_runs, RunNameColumn, QAbstractItemView::ExtendedSelection);

    QScrollArea* setupScroll = scrollingForm(m_setup, this);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(setupScroll, 1);
    m_estimate->setObjectName(QStringLiteral("pretrainEstimatePanel"));
    leftLayout->addWidget(m_estimate);
    // Beside Start: the same run written with scripts that launch it on a cluster.
    auto* startRow = new QHBoxLayout;
    startRow->addWidget(m_start, 1);
    startRow->addWidget(new ClusterLaunchButton([this] { return m_setup->spec(); }, left));
    leftLayout->addLayout(startRow);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_status, 1);
    for (QPushButton* b : {m_pause, m_resume, m_stop})
        controls->addWidget(b);
    auto* curves = new QWidget(m_views);
    auto* grid = new QGridLayout(curves);
    grid->setContentsMargins(0, 0, 0, 0);
    const char* names[ChartCount] = {"lossChart", "perplexityChart", "learningRateChart", "throughputChart",
                                     "otherChart"};
    for (int c = 0; c < ChartCount; ++c) {
        m_charts[c] = new MetricPlot(curves);
        m_charts[c]->setObjectName(QString::fromLatin1(names[c]));
        grid->addWidget(m_charts[c], c / 2, c % 2);
    }
    m_charts[PerplexityChart]->setLogY(true);
    m_charts[LearningRateChart]->setSmoothing(0);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(controls);
    m_views->setObjectName(QStringLiteral("pretrainViews"));
    m_views->addTab(curves, QString());
    m_views->addTab(m_watch, QString());
    m_watch->setObjectName(QStringLiteral("maskFillWatch"));
    rightLayout->addWidget(m_views, 3);
    auto* runsBar = new QHBoxLayout;
    runsBar->addWidget(m_runsLabel, 1);
    runsBar->addWidget(m_resumeRun);
    auto* importRun = new RunImportButton(session, jobs, right);
    runsBar->addWidget(importRun);
    rightLayout->addLayout(runsBar);
    rightLayout->addWidget(m_runs, 1);
    rightLayout->addWidget(m_checkpoints, 1);

    auto* splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("pretrainSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);
    splitter->setCollapsible(0, false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_start, &QPushButton::clicked, this, &PretrainPage::start);
    connect(m_setup, &PretrainSetupPanel::settingsChanged, this,
            [this] { m_estimate->setSettings(m_setup->summary()); });
    m_estimate->setSettings(m_setup->summary());
    connect(m_pause, &QPushButton::clicked, this, [this] { m_jobs.pause(m_active); });
    connect(m_resume, &QPushButton::clicked, this, [this] { m_jobs.resume(m_active); });
    // Pretraining stops at the next step boundary and writes a checkpoint it can be resumed from.
    connect(m_stop, &QPushButton::clicked, this, [this] { m_jobs.cancel(m_active); });
    connect(&m_jobs, &JobController::metricsArrived, this, &PretrainPage::onMetrics);
    connect(&m_jobs, &JobController::jobProgressed, this, &PretrainPage::onProgress);
    connect(&m_jobs, &JobController::jobChanged, this, &PretrainPage::onJobChanged);
    connect(m_runs, &QTableWidget::itemSelectionChanged, this, &PretrainPage::showSelectedRuns);
    connect(m_runs, &QTableWidget::itemSelectionChanged, this, &PretrainPage::refreshButtons);
    connect(m_resumeRun, &QPushButton::clicked, this, &PretrainPage::resumeSelectedRun);
    // An imported run is selected at once: its curves overlaid, its checkpoints listed.
    connect(importRun, &RunImportButton::runImported, this, [this](qint64 runId) {
        m_runs->clearSelection();
        for (int row = 0; row < m_runs->rowCount(); ++row)
            if (m_runs->item(row, RunNameColumn)->data(Qt::UserRole).toLongLong() == runId)
                m_runs->selectRow(row);
    });
    connect(&m_session, &ProjectSession::projectChanged, this, &PretrainPage::refreshRuns);
    connect(&m_session, &ProjectSession::artefactsChanged, this, &PretrainPage::refreshRuns);
    retranslate();
    refreshRuns();
    refreshButtons();
}

bool PretrainPage::start() {
    if (m_active != 0 && !isFinished(m_activeState)) {
        setLiveText(m_status,
                    [] { return tr("A run is already going; stop it first or wait for it to end."); });
        return false;
    }
    Expected<PretrainSpec> spec = m_setup->spec();
    if (!spec) {
        setLiveText(m_status, [this, error = spec.error()] {
            return tr("Cannot start: %1").arg(m_setup->settingForm().show(error));
        });
        return false;
    }
    if (!m_estimate->fits() &&
        QMessageBox::warning(this, tr("The run may not fit"),
                             tr("The estimate says this run needs more memory than %1 has. Start it anyway?")
                                 .arg(spec->device),
                             QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return false;
    for (MetricPlot* chart : m_charts)
        chart->clear();
    m_seriesSources.clear();
    return launch(spec.value(), m_setup->runName());
}

bool PretrainPage::launch(const PretrainSpec& spec, const QString& name) {
    m_runs->clearSelection();
    m_activeName = name;
    m_active = m_jobs.submit(std::make_shared<PretrainJob>(spec), spec.device);
    m_watch->showRun(spec.outputDirectory);
    m_activeState = JobState::Queued;
    setLiveText(m_status,
                [name, device = spec.device] { return tr("“%1” is waiting for %2…").arg(name, device); });
    refreshButtons();
    return true;
}

QString PretrainPage::selectedRunFolder(QString* name, QString* status) const {
    const QList<QTableWidgetItem*> selected = m_runs->selectedItems();
    ProjectStore* store = m_session.current();
    if (!store || selected.isEmpty())
        return QString();
    const int row = selected.first()->row();
    *name = m_runs->item(row, RunNameColumn)->text();
    *status = m_runs->item(row, RunStatusColumn)->data(Qt::UserRole).toString();
    const QString recorded = m_runs->item(row, RunNameColumn)->data(Qt::UserRole + 1).toString();
    return recorded.isEmpty() ? QDir(store->dataDirectory()).filePath(QStringLiteral("runs/") + *name)
                              : recorded;
}

bool PretrainPage::resumeSelectedRun() {
    if (m_active != 0 && !isFinished(m_activeState)) {
        setLiveText(m_status,
                    [] { return tr("A run is already going; stop it first or wait for it to end."); });
        return false;
    }
    QString name, status;
    const QString folder = selectedRunFolder(&name, &status);
    if (folder.isEmpty())
        return false;
    Expected<PretrainSpec> spec = readRunSettings(folder);
    if (!spec) {
        setLiveText(m_status, [name, error = spec.error()] {
            return tr("Cannot resume “%1”: %2").arg(name, shown(error));
        });
        return false;
    }
    spec->resume = true;
    // The curves so far come from the project; the resumed steps replace what followed the checkpoint.
    showSelectedRuns();
    return launch(spec.value(), name);
}

void PretrainPage::route(const QString& run, int colour, const QVector<MetricPoint>& metrics) {
    QHash<QString, QVector<MetricPoint>> byName;
    for (const MetricPoint& m : metrics)
        byName[m.name].append(m);
    // Tokens seen are not drawn: they give every chart its tokens-seen axis.
    if (byName.contains(QStringLiteral("tokens_seen"))) {
        QVector<std::pair<qint64, double>> tokens;
        for (const MetricPoint& m : byName.take(QStringLiteral("tokens_seen")))
            tokens.append({m.step, m.value});
        for (MetricPlot* chart : m_charts)
            chart->addStepTokens(colour, tokens);
    }
    for (auto it = byName.begin(); it != byName.end(); ++it) {
        const QString series = seriesName(run, it.key());
        m_seriesSources.insert(series, {run, it.key()});
        m_charts[chartFor(it.key())]->addPoints(series, colour, it.value());
    }
}

QString PretrainPage::seriesName(const QString& run, const QString& metric) const {
    return metric == QLatin1String("eval/loss")                ? tr("%1 · validation loss").arg(run)
           : metric == QLatin1String("loss")                   ? tr("%1 · training loss").arg(run)
           : metric == QLatin1String("eval_general/loss")      ? tr("%1 · general-domain loss").arg(run)
           : metric.startsWith(QLatin1String("eval_general/")) ? tr("%1 · general-domain perplexity").arg(run)
                                                               : QStringLiteral("%1 · %2").arg(run, metric);
}

void PretrainPage::onMetrics(JobId id, const QVector<MetricPoint>& metrics) {
    if (id != m_active)
        return;
    route(m_activeName, 0, metrics);
    // An evaluation also appended the watched sentences' guesses.
    if (std::any_of(metrics.begin(), metrics.end(),
                    [](const MetricPoint& m) { return m.name.startsWith(QLatin1String("eval/")); }))
        m_watch->reload();
}

void PretrainPage::onProgress(JobId id, const JobProgress& p) {
    if (id != m_active)
        return;
    setLiveText(m_status, [name = m_activeName, p, stepsPerEpoch = m_estimate->estimate().stepsPerEpoch,
                           memory = residentMemoryBytes()] {
        QString text = QStringLiteral("%1 · %2").arg(name, shown(p.phase));
        if (p.total > 0)
            text += QStringLiteral(" · %1").arg(
                tr("%1 of %2").arg(formatQuantity(p.done, p.unit), formatQuantity(p.total, p.unit)));
        if (p.rate > 0)
            text += QStringLiteral(" · %1").arg(formatRate(p.rate, p.unit));
        if (stepsPerEpoch > 0 && p.unit == ProgressUnit::Steps)
            text += tr(" · epoch %1").arg(QLocale().toString(p.done / stepsPerEpoch, 'f', 2));
        if (memory)
            text += tr(" · memory %1").arg(formatQuantity(double(memory), ProgressUnit::Bytes));
        return text + tr(" · elapsed %1 · ETA %2")
                          .arg(formatDuration(p.elapsedSeconds), formatDuration(p.etaSeconds));
    });
}

void PretrainPage::onJobChanged(const JobSnapshot& job) {
    if (job.id != m_active)
        return;
    m_activeState = job.state;
    if (job.state == JobState::Paused)
        setLiveText(m_status, [name = m_activeName] {
            return tr("“%1” paused at a step boundary; the model stays in memory.").arg(name);
        });
    else if (job.state == JobState::Succeeded)
        setLiveText(m_status, [name = m_activeName, message = job.outcome.message] {
            return tr("“%1” finished: %2").arg(name, shown(message));
        });
    else if (job.state == JobState::Cancelled)
        setLiveText(m_status, [name = m_activeName, message = job.outcome.message] {
            return tr("“%1” stopped: %2").arg(name, shown(message));
        });
    else if (job.state == JobState::Failed)
        setLiveText(m_status, [this, name = m_activeName, outcome = job.outcome] {
            return tr("“%1” failed: %2")
                .arg(name,
                     outcome.error ? m_setup->settingForm().show(*outcome.error) : shown(outcome.message));
        });
    if (isFinished(job.state)) {
        m_watch->reload(); // the last evaluation's guesses
        refreshRuns();
        m_setup->suggestName();
    }
    refreshButtons();
}

void PretrainPage::refreshRuns() {
    QSignalBlocker block(m_runs);
    m_runs->setRowCount(0);
    ProjectStore* store = m_session.current();
    if (!store)
        return;
    Expected<QVector<RunSummary>> runs = listRuns(store->database(), QStringLiteral("pretrain"));
    if (!runs)
        return;
    for (const RunSummary& r : runs.value()) {
        const int row = m_runs->rowCount();
        m_runs->insertRow(row);
        auto* name = new QTableWidgetItem(r.name);
        name->setData(Qt::UserRole, r.id);
        name->setData(Qt::UserRole + 1, r.config.value(QLatin1String("output")).toString());
        m_runs->setItem(row, RunNameColumn, name);
        auto* status = new QTableWidgetItem;
        status->setData(Qt::UserRole, r.status);
        m_runs->setItem(row, RunStatusColumn, status);
        const QString model = r.config.value(QLatin1String("model")).toString();
        auto* modelItem = new QTableWidgetItem(runModelName(*store, r));
        modelItem->setToolTip(model);
        m_runs->setItem(row, RunModelColumn, modelItem);
        QStringList corpora;
        for (const QJsonValue& c : r.config.value(QLatin1String("corpus_names")).toArray())
            corpora << c.toString();
        for (const QJsonValue& c : r.config.value(QLatin1String("corpus_files")).toArray())
            corpora << QFileInfo(c.toString()).fileName();
        m_runs->setItem(row, RunCorporaColumn, new QTableWidgetItem(corpora.join(QStringLiteral(", "))));
        m_runs->setItem(row, RunObjectiveColumn,
                        new QTableWidgetItem(r.config.value(QLatin1String("objective")).toString()));
        const Expected<RunProgressFigures> figures = runProgressFigures(store->database(), r.id);
        const qint64 maxSteps = r.config.value(QLatin1String("max_steps")).toInteger();
        const qint64 reached = figures ? std::max<qint64>(0, figures->lastStep) : 0;
        auto* steps = new QTableWidgetItem;
        steps->setData(Qt::UserRole, reached);
        steps->setData(Qt::UserRole + 1, maxSteps);
        m_runs->setItem(row, RunStepsColumn, steps);
        const double best = figures ? figures->bestValidationLoss : std::nan("");
        m_runs->setItem(
            row, RunBestLossColumn,
            new QTableWidgetItem(std::isnan(best) ? QStringLiteral("—") : QLocale().toString(best, 'f', 4)));
        const QDateTime started = QDateTime::fromString(r.startedAt, Qt::ISODate);
        const QDateTime finished = QDateTime::fromString(r.finishedAt, Qt::ISODate);
        m_runs->setItem(row, RunDurationColumn,
                        new QTableWidgetItem(started.isValid() && finished.isValid()
                                                 ? formatDuration(double(started.secsTo(finished)))
                                                 : QStringLiteral("—")));
        m_runs->setItem(row, RunStartedColumn, new QTableWidgetItem(timestampText(r.startedAt)));
    }
    relabelRuns();
}

void PretrainPage::relabelRuns() {
    for (int row = 0; row < m_runs->rowCount(); ++row) {
        QTableWidgetItem* status = m_runs->item(row, RunStatusColumn);
        status->setText(shown(runStatusText(status->data(Qt::UserRole).toString())));
        QTableWidgetItem* steps = m_runs->item(row, RunStepsColumn);
        steps->setText(tr("%1 of %2")
                           .arg(formatCount(steps->data(Qt::UserRole).toLongLong()),
                                formatCount(steps->data(Qt::UserRole + 1).toLongLong())));
    }
}

// Selected runs' curves, read from the project, overlaid one colour per run (the live run keeps its own).
void PretrainPage::showSelectedRuns() {
    ProjectStore* store = m_session.current();
    const QList<QTableWidgetItem*> selected = m_runs->selectedItems();
    // One run selected: its checkpoints below.
    QString name, status;
    const bool oneRun = std::count_if(selected.begin(), selected.end(),
                                      [](QTableWidgetItem* i) { return i->column() == RunNameColumn; }) == 1;
    const QString folder = oneRun ? selectedRunFolder(&name, &status) : QString();
    m_checkpoints->showRun(folder, oneRun ? name : QString());
    if (oneRun)
        m_watch->showRun(folder);
    if (!store || selected.isEmpty())
        return;
    if (m_active != 0 && !isFinished(m_activeState))
        return; // the live run owns the charts
    for (MetricPlot* chart : m_charts)
        chart->clear();
    m_seriesSources.clear();
    int colour = 0;
    for (QTableWidgetItem* item : selected) {
        if (item->column() != RunNameColumn)
            continue;
        const qint64 runId = item->data(Qt::UserRole).toLongLong();
        Expected<QStringList> names = runMetricNames(store->database(), runId);
        if (!names)
            continue;
        QVector<MetricPoint> points;
        for (const QString& name : names.value()) {
            Expected<QVector<std::pair<qint64, double>>> values = runMetric(store->database(), runId, name);
            if (values)
                for (const auto& [step, value] : values.value())
                    points.append({step, name, value, runId, 0});
        }
        route(item->text(), colour++, points);
    }
}

void PretrainPage::refreshButtons() {
    const bool live = m_active != 0 && !isFinished(m_activeState);
    m_start->setEnabled(!live);
    m_pause->setEnabled(live && m_activeState == JobState::Running);
    m_resume->setEnabled(live && m_activeState == JobState::Paused);
    m_stop->setEnabled(live);
    QString name, status;
    const bool resumable = !selectedRunFolder(&name, &status).isEmpty() && isResumableRunStatus(status);
    m_resumeRun->setEnabled(!live && resumable);
}

void PretrainPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PretrainPage::retranslate() {
    m_start->setText(tr("&Start pretraining"));
    m_pause->setText(tr("&Pause"));
    m_resume->setText(tr("&Resume"));
    m_stop->setText(tr("Stop and sa&ve"));
    m_start->setAccessibleName(tr("Start pretraining"));
    m_pause->setAccessibleName(tr("Pause pretraining"));
    m_resume->setAccessibleName(tr("Resume pretraining"));
    m_stop->setAccessibleName(tr("Stop pretraining and save a checkpoint"));
    m_resumeRun->setText(tr("Resume &run"));
    m_resumeRun->setAccessibleName(tr("Resume the selected run from its last checkpoint"));
    m_status->setAccessibleDescription(tr("Pretraining status"));
    m_charts[LossChart]->setTitle(tr("Loss"));
    m_charts[PerplexityChart]->setTitle(tr("Validation perplexity"));
    m_charts[LearningRateChart]->setTitle(tr("Learning rate"));
    m_charts[ThroughputChart]->setTitle(tr("Tokens per second"));
    m_charts[OtherChart]->setTitle(tr("Other metrics"));
    m_views->setTabText(0, tr("Curves"));
    m_views->setTabText(1, tr("Mask-fill watch"));
    m_views->setAccessibleName(tr("Views of the run"));
    m_runsLabel->setText(tr("Pretraining runs in the project (select several to overlay their curves):"));
    m_runs->setHorizontalHeaderLabels({tr("Run"), tr("Status"), tr("Model"), tr("Corpora"), tr("Objective"),
                                       tr("Steps"), tr("Best validation loss"), tr("Duration"),
                                       tr("Started")});
    m_runs->setAccessibleName(tr("Pretraining runs"));
    relabelRuns();
    // The curves keep their points under their names in the new language.
    QHash<QString, std::pair<QString, QString>> renamed;
    for (auto it = m_seriesSources.begin(); it != m_seriesSources.end(); ++it) {
        const QString name = seriesName(it->first, it->second);
        for (MetricPlot* chart : m_charts)
            if (name != it.key())
                chart->renameSeries(it.key(), name);
        renamed.insert(name, *it);
    }
    m_seriesSources = renamed;
}

} // namespace hw::ui
