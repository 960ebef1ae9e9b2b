#include "finetune/finetune_page.h"

#include "finetune/finetune_setup_panel.h"
#include "jobs/job_controller.h"
#include "train/finetune_job.h"
#include "widgets/metric_plot.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

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
    , m_summary(new QLabel(this))
    , m_classes(new QTableWidget(0, ClassColumnCount, this)) {
    setObjectName(QStringLiteral("finetunePage"));
    m_start->setObjectName(QStringLiteral("startFinetuning"));
    m_cancel->setObjectName(QStringLiteral("cancelFinetuning"));
    m_status->setObjectName(QStringLiteral("finetuneStatus"));
    m_status->setWordWrap(true);
    m_loss->setObjectName(QStringLiteral("finetuneLossChart"));
    m_f1->setObjectName(QStringLiteral("finetuneF1Chart"));
    m_f1->setSmoothing(0);
    m_summary->setObjectName(QStringLiteral("finetuneSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_classes->setObjectName(QStringLiteral("finetuneClasses"));
    m_classes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_classes->verticalHeader()->hide();
    m_classes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_classes->horizontalHeader()->setSectionResizeMode(LabelColumn, QHeaderView::Stretch);
    m_classes->setSortingEnabled(true);

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_setup);
    scroll->setWidgetResizable(true);
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
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_loss);
    charts->addWidget(m_f1);
    rightLayout->addLayout(bar);
    rightLayout->addLayout(charts, 2);
    rightLayout->addWidget(m_summary);
    rightLayout->addWidget(m_classes, 2);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);
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
        m_status->setText(tr("A fine-tuning run is already going."));
        return false;
    }
    Expected<FinetuneSpec> spec = m_setup->spec();
    if (!spec) {
        m_status->setText(tr("Cannot start: %1").arg(spec.error().what));
        return false;
    }
    m_loss->clear();
    m_f1->clear();
    m_classes->setRowCount(0);
    m_summary->clear();
    m_active = m_jobs.submit(std::make_shared<FinetuneJob>(spec.value()), spec->device);
    m_running = true;
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Fine-tuning “%1”…").arg(m_setup->runName()));
    return true;
}

// Metrics come as "seed42/loss" and "seed42/eval/f1_macro", one point per epoch.
void FinetunePage::onMetrics(JobId id, const QVector<MetricPoint>& metrics) {
    if (id != m_active)
        return;
    for (const MetricPoint& m : metrics) {
        const QString seed = m.name.section(QLatin1Char('/'), 0, 0);
        const int colour = seed.mid(4).toInt();
        if (m.name.endsWith(QLatin1String("/loss")))
            m_loss->addPoints(seed, colour, {m});
        else if (m.name.endsWith(QLatin1String("f1_macro")))
            m_f1->addPoints(seed, colour, {m});
    }
}

void FinetunePage::onJobChanged(const JobSnapshot& job) {
    if (job.id != m_active || !isFinished(job.state))
        return;
    m_running = false;
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    if (job.state == JobState::Succeeded) {
        m_status->setText(tr("Finished: %1").arg(job.outcome.message));
        showResult();
    } else if (job.state == JobState::Cancelled) {
        m_status->setText(tr("Cancelled."));
    } else {
        m_status->setText(job.outcome.error ? tr("Failed: %1 (%2). %3")
                                                  .arg(job.outcome.error->what, job.outcome.error->where,
                                                       job.outcome.error->how)
                                            : tr("Failed: %1").arg(job.outcome.message));
    }
}

void FinetunePage::showResult() {
    std::shared_ptr<FinetuneJob> job = m_jobs.jobAs<FinetuneJob>(m_active);
    if (!job || job->result().seeds.isEmpty())
        return;
    const FinetuneResult& result = job->result();
    const QJsonObject test = result.summaryJson().value(QLatin1String("test")).toObject();
    auto figure = [&](const char* name) {
        const QJsonObject m = test.value(QLatin1String(name)).toObject();
        return QStringLiteral("%1 ± %2")
            .arg(m.value(QLatin1String("mean")).toDouble(), 0, 'f', 4)
            .arg(m.value(QLatin1String("std")).toDouble(), 0, 'f', 4);
    };
    m_summary->setText(tr("Test over %n seed(s): macro-F1 %1, micro-F1 %2 (mean ± standard deviation). F1 "
                          "per class of the first seed below.",
                          nullptr, int(result.seeds.size()))
                           .arg(figure("f1_macro"), figure("f1_micro")));
    const ClassificationMetrics& first = result.seeds.first().test;
    m_classes->setSortingEnabled(false);
    m_classes->setRowCount(int(first.perClass.size()));
    for (int row = 0; row < first.perClass.size(); ++row) {
        const ClassMetrics& c = first.perClass[row];
        m_classes->setItem(row, LabelColumn, new QTableWidgetItem(c.label));
        const double values[] = {c.precision, c.recall, c.f1};
        for (int k = 0; k < 3; ++k) {
            auto* item = new QTableWidgetItem;
            item->setData(Qt::DisplayRole, std::round(values[k] * 10000) / 10000);
            m_classes->setItem(row, PrecisionColumn + k, item);
        }
        auto* support = new QTableWidgetItem;
        support->setData(Qt::DisplayRole, c.support);
        m_classes->setItem(row, SupportColumn, support);
    }
    m_classes->setSortingEnabled(true);
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
    m_status->setAccessibleName(tr("Fine-tuning status"));
    m_loss->setTitle(tr("Training loss per epoch"));
    m_f1->setTitle(tr("Validation macro-F1 per epoch"));
    m_summary->setAccessibleName(tr("Test figures"));
    m_classes->setHorizontalHeaderLabels(
        {tr("Label"), tr("Precision"), tr("Recall"), tr("F1"), tr("Support")});
    m_classes->setAccessibleName(tr("Scores per class"));
}

} // namespace hw::ui
