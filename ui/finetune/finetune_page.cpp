#include "ui/finetune/finetune_page.h"
#include "ui/i18n/core_text.h"

#include "core/eval/finetune_comparison_job.h"
#include "ui/finetune/finetune_results_panel.h"
#include "ui/finetune/finetune_setup_panel.h"
#include "ui/jobs/job_controller.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/live_text.h"
#include "ui/widgets/metric_plot.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/scrolling_form.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace hw::ui {

FinetunePage::FinetunePage(ProjectSession& session, JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_setup(new FinetuneSetupPanel(session, this))
    , m_start(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_loss(new MetricPlot(this))
    , m_f1(new MetricPlot(this))
    , m_results(new FinetuneResultsPanel(session, jobs, this)) {
    setObjectName(QStringLiteral("finetunePage"));
    m_start->setObjectName(QStringLiteral("startFinetuning"));
    setActionIcon(m_start, ActionIcon::Run);
    m_cancel->setObjectName(QStringLiteral("cancelFinetuning"));
    setActionIcon(m_cancel, ActionIcon::Cancel);
    m_status->setObjectName(QStringLiteral("finetuneStatus"));
    m_status->setWordWrap(true);
    m_loss->setObjectName(QStringLiteral("finetuneLossChart"));
    m_f1->setObjectName(QStringLiteral("finetuneF1Chart"));
    m_f1->setSmoothing(0);
    m_results->setObjectName(QStringLiteral("finetuneResults"));

    QScrollArea* scroll = scrollingForm(m_setup, this);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(scroll, 1);
    leftLayout->addWidget(m_start);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_cancel);
    auto* charts = new QWidget(this);
    auto* chartsLayout = new QHBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chartsLayout->addWidget(m_loss);
    chartsLayout->addWidget(m_f1);
    // Charts above, results below, the border between them draggable (and remembered), the height beyond
    // their minimums shared equally.
    auto* chartsAndResults = new QSplitter(Qt::Vertical, this);
    chartsAndResults->setObjectName(QStringLiteral("finetuneChartsSplitter"));
    chartsAndResults->addWidget(charts);
    chartsAndResults->addWidget(m_results);
    chartsAndResults->setStretchFactor(0, 1);
    chartsAndResults->setStretchFactor(1, 1);
    chartsAndResults->setChildrenCollapsible(false);
    rightLayout->addLayout(bar);
    rightLayout->addWidget(chartsAndResults, 1);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);
    splitter->setCollapsible(0, false);
    (new QVBoxLayout(this))->addWidget(splitter);

    connect(m_start, &QPushButton::clicked, this, &FinetunePage::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_jobs.cancel(m_active); });
    connect(&m_jobs, &JobController::metricsArrived, this, &FinetunePage::onMetrics);
    connect(&m_jobs, &JobController::jobChanged, this, &FinetunePage::onJobChanged);
    retranslate();
    m_cancel->setEnabled(false);
}

bool FinetunePage::start() {
    if (m_running) {
        setLiveText(m_status, [] { return tr("A fine-tuning run is already going."); });
        return false;
    }
    Expected<FinetuneComparisonSpec> spec = m_setup->spec();
    if (!spec) {
        setLiveText(m_status, [this, error = spec.error()] {
            return tr("Cannot start: %1").arg(m_setup->settingForm().show(error));
        });
        return false;
    }
    m_loss->clear();
    m_f1->clear();
    m_models.clear();
    m_activeRun = spec->name;
    m_active = m_jobs.submit(std::make_shared<FinetuneComparisonJob>(spec.value()), spec->settings.device);
    m_running = true;
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    setLiveText(m_status, [name = m_setup->runName(), models = int(spec->models.size()),
                           seeds = spec->settings.seeds] {
        return tr("Fine-tuning “%1”: %n model(s) × %2 seed(s)…", nullptr, models).arg(name).arg(seeds);
    });
    return true;
}

// Metrics come as "seed42/loss" (one model) or "base/seed42/loss" (several), one point per epoch; each run
// is one series, in its model's colour on both charts (as on the Compare page; its seeds differ by line
// style).
void FinetunePage::onMetrics(JobId id, const QVector<MetricPoint>& metrics) {
    if (id != m_active)
        return;
    for (const MetricPoint& m : metrics) {
        const bool loss = m.name.endsWith(QLatin1String("/loss"));
        const bool f1 = m.name.endsWith(QLatin1String("/eval/f1_macro"));
        if (!loss && !f1)
            continue;
        const QString series =
            m.name.left(m.name.lastIndexOf(loss ? QLatin1String("/loss") : QLatin1String("/eval/f1_macro")));
        const QString model =
            series.contains(QLatin1Char('/')) ? series.section(QLatin1Char('/'), 0, -2) : QString();
        if (!m_models.contains(model))
            m_models << model;
        (loss ? m_loss : m_f1)->addPoints(series, int(m_models.indexOf(model)), {m});
    }
}

void FinetunePage::onJobChanged(const JobSnapshot& job) {
    if (job.id != m_active || !isFinished(job.state))
        return;
    m_running = false;
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    if (job.state == JobState::Succeeded) {
        setLiveText(m_status,
                    [message = job.outcome.message] { return tr("Finished: %1").arg(shown(message)); });
        m_results->refresh();
        m_results->selectRun(m_activeRun);
    } else if (job.state == JobState::Failed && job.outcome.error) {
        setLiveText(m_status, [this, error = *job.outcome.error] {
            return tr("Failed: %1").arg(m_setup->settingForm().show(error));
        });
    } else {
        setLiveText(m_status, [outcome = job.outcome] { return outcomeProblemText(outcome); });
    }
}

void FinetunePage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FinetunePage::retranslate() {
    m_start->setText(tr("&Start fine-tuning"));
    m_cancel->setText(tr("&Cancel"));
    m_start->setAccessibleName(tr("Start fine-tuning"));
    m_cancel->setAccessibleName(tr("Cancel fine-tuning"));
    m_status->setAccessibleDescription(tr("Fine-tuning status"));
    m_loss->setTitle(tr("Training loss per epoch"));
    m_f1->setTitle(tr("Validation macro-F1 per epoch"));
}

} // namespace hw::ui
