#include "ui/widgets/jobs_panel.h"

#include "ui/i18n/core_text.h"
#include "ui/jobs/job_controller.h"
#include "ui/widgets/action_icons.h"
#include "ui/widgets/progress_text.h"
#include "ui/widgets/table_setup.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hw::ui {

JobsPanel::JobsPanel(JobController& jobs, QWidget* parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_pause(new QPushButton(this))
    , m_resume(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_moveUp(new QPushButton(this))
    , m_clear(new QPushButton(this))
    , m_details(new QLabel(this)) {
    m_table->setObjectName(QStringLiteral("jobsTable"));
    setUpListTable(m_table, TitleColumn);
    m_pause->setObjectName(QStringLiteral("pauseJob"));
    setActionIcon(m_pause, ActionIcon::Pause);
    m_resume->setObjectName(QStringLiteral("resumeJob"));
    setActionIcon(m_resume, ActionIcon::Resume);
    m_cancel->setObjectName(QStringLiteral("cancelJob"));
    setActionIcon(m_cancel, ActionIcon::Cancel);
    m_moveUp->setObjectName(QStringLiteral("moveJobUp"));
    setActionIcon(m_moveUp, ActionIcon::MoveUp);
    m_clear->setObjectName(QStringLiteral("clearFinishedJobs"));
    setActionIcon(m_clear, ActionIcon::Clear);
    m_details->setObjectName(QStringLiteral("jobDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_pause, m_resume, m_cancel, m_moveUp})
        buttons->addWidget(b);
    buttons->addStretch();
    buttons->addWidget(m_clear);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_details);
    layout->addLayout(buttons);

    connect(&m_jobs, &JobController::jobChanged, this, &JobsPanel::onJobChanged);
    connect(&m_jobs, &JobController::jobProgressed, this, &JobsPanel::onJobProgressed);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &JobsPanel::refreshButtons);
    connect(m_pause, &QPushButton::clicked, this, [this] { m_jobs.pause(selectedJob()); });
    connect(m_resume, &QPushButton::clicked, this, [this] { m_jobs.resume(selectedJob()); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_jobs.cancel(selectedJob()); });
    connect(m_moveUp, &QPushButton::clicked, this, [this] { m_jobs.moveInQueue(selectedJob(), 0); });
    connect(m_clear, &QPushButton::clicked, this, &JobsPanel::clearFinished);
    m_clock.setInterval(1000);
    connect(&m_clock, &QTimer::timeout, this, &JobsPanel::refreshRunningTimes);
    m_clock.start();
    retranslate();
    refreshButtons();
}

void JobsPanel::onJobChanged(const JobSnapshot& job) {
    const bool known = m_snapshots.contains(job.id);
    const bool wasFinished = known && isFinished(m_snapshots.value(job.id).state);
    const bool hadProgress = m_snapshots.value(job.id).hasProgress;
    JobSnapshot merged = job;
    if (!job.hasProgress && hadProgress) {
        merged.progress = m_snapshots.value(job.id).progress;
        merged.hasProgress = true;
    }
    m_snapshots.insert(job.id, merged);
    if (!known || wasFinished != isFinished(job.state))
        placeRow(job.id);
    refreshRow(job.id);
    refreshButtons();
}

// Jobs still to finish (running, paused, queued) above finished ones, newest first within each: what is
// going on is at the top of the dock, never below its fold.
bool JobsPanel::listedBefore(JobId a, JobId b) const {
    const bool aFinished = isFinished(m_snapshots.value(a).state);
    const bool bFinished = isFinished(m_snapshots.value(b).state);
    if (aFinished != bFinished)
        return !aFinished;
    return a > b;
}

void JobsPanel::placeRow(JobId id) {
    const bool selected = selectedJob() == id;
    if (const qsizetype from = m_order.indexOf(id); from >= 0) {
        m_order.removeAt(from);
        m_table->removeRow(int(from));
    }
    const auto at =
        std::find_if(m_order.begin(), m_order.end(), [&](JobId other) { return listedBefore(id, other); });
    const int row = int(at - m_order.begin());
    m_order.insert(row, id);
    m_table->insertRow(row);
    for (int c = 0; c < ColumnCount; ++c)
        if (c != ProgressColumn)
            m_table->setItem(row, c, new QTableWidgetItem);
    auto* bar = new QProgressBar(m_table);
    bar->setRange(0, 1000);
    bar->setTextVisible(true);
    m_table->setCellWidget(row, ProgressColumn, bar);
    if (selected)
        selectJob(id);
}

void JobsPanel::onJobProgressed(JobId id, const JobProgress& progress) {
    auto found = m_snapshots.find(id);
    if (found == m_snapshots.end())
        return;
    found->progress = progress;
    found->hasProgress = true;
    refreshRow(id);
}

void JobsPanel::refreshRow(JobId id) {
    const int row = int(m_order.indexOf(id));
    if (row < 0)
        return;
    const JobSnapshot& job = m_snapshots[id];
    const JobProgress& p = job.progress;
    const bool finished = isFinished(job.state);
    QString state = jobStateText(job.state);
    if (job.pauseRequested && job.state == JobState::Running)
        state = tr("Pausing…");
    const QString title = shown(job.title);
    m_table->item(row, TitleColumn)->setText(title);
    m_table->item(row, LaneColumn)->setText(job.weight == JobWeight::Light ? tr("Light jobs") : job.lane);
    m_table->item(row, StateColumn)->setText(state);
    m_table->item(row, PhaseColumn)
        ->setText(!job.hasProgress     ? QString()
                  : p.detail.isEmpty() ? shown(p.phase)
                                       : QStringLiteral("%1 · %2").arg(shown(p.phase), shown(p.detail)));
    auto* bar = qobject_cast<QProgressBar*>(m_table->cellWidget(row, ProgressColumn));
    if (job.state == JobState::Succeeded)
        bar->setValue(1000);
    else if (job.hasProgress && p.total > 0)
        bar->setValue(int(1000.0 * std::min(1.0, p.done / p.total)));
    else
        bar->setValue(0);
    bar->setFormat(job.hasProgress && p.total > 0
                       ? QStringLiteral("%1%").arg(100.0 * p.done / p.total, 0, 'f', 0)
                       : QString());
    bar->setAccessibleName(tr("Progress of %1").arg(title));
    m_table->item(row, DoneColumn)
        ->setText(
            job.hasProgress
                ? (p.total > 0
                       ? tr("%1 of %2").arg(formatQuantity(p.done, p.unit), formatQuantity(p.total, p.unit))
                       : formatQuantity(p.done, p.unit))
                : QString());
    m_table->item(row, RateColumn)
        ->setText(job.hasProgress && !finished ? formatRate(p.rate, p.unit) : QString());
    double elapsed = job.hasProgress ? p.elapsedSeconds : -1;
    if (finished && job.startedAtMs > 0)
        elapsed = (job.finishedAtMs - job.startedAtMs) / 1000.0;
    m_table->item(row, ElapsedColumn)->setText(job.startedAtMs > 0 ? formatDuration(elapsed) : QString());
    m_table->item(row, EtaColumn)
        ->setText(!finished && job.hasProgress ? formatDuration(p.etaSeconds) : QString());
    const QString tip = job.state == JobState::Failed ? shown(job.outcome.message) : QString();
    for (int c = 0; c < ColumnCount; ++c)
        if (QTableWidgetItem* item = m_table->item(row, c))
            item->setToolTip(tip);
    if (selectedJob() == id)
        refreshButtons();
}

void JobsPanel::refreshRunningTimes() {
    for (JobId id : m_order) {
        JobSnapshot& job = m_snapshots[id];
        if (job.state == JobState::Running && job.startedAtMs > 0 && !job.hasProgress) {
            const int row = int(m_order.indexOf(id));
            m_table->item(row, ElapsedColumn)
                ->setText(formatDuration((QDateTime::currentMSecsSinceEpoch() - job.startedAtMs) / 1000.0));
        }
    }
}

JobId JobsPanel::selectedJob() const {
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    return items.isEmpty() ? 0 : m_order.value(items.first()->row());
}

void JobsPanel::selectJob(JobId id) {
    const int row = int(m_order.indexOf(id));
    if (row >= 0)
        m_table->selectRow(row);
}

void JobsPanel::refreshButtons() {
    const JobId id = selectedJob();
    const JobSnapshot job = m_snapshots.value(id);
    const bool has = id != 0;
    m_pause->setEnabled(has && job.state == JobState::Running && !job.pauseRequested);
    m_resume->setEnabled(has &&
                         (job.state == JobState::Paused || (job.pauseRequested && !isFinished(job.state))));
    m_cancel->setEnabled(has && !isFinished(job.state));
    m_moveUp->setEnabled(has && job.state == JobState::Queued);
    m_clear->setEnabled(std::any_of(m_snapshots.begin(), m_snapshots.end(),
                                    [](const JobSnapshot& s) { return isFinished(s.state); }));
    if (!has) {
        m_details->clear();
    } else if (job.state == JobState::Failed && job.outcome.error) {
        const UserError& e = *job.outcome.error;
        m_details->setText(tr("<b>%1</b> failed: %2<br>Where: %3<br>How to fix: %4")
                               .arg(shown(job.title).toHtmlEscaped(), shown(e.what).toHtmlEscaped(),
                                    shown(e.where).toHtmlEscaped(), shown(e.how).toHtmlEscaped()));
    } else {
        m_details->setText(shown(job.outcome.message).toHtmlEscaped());
    }
}

void JobsPanel::clearFinished() {
    for (int row = int(m_order.size()) - 1; row >= 0; --row) {
        const JobId id = m_order[row];
        if (!isFinished(m_snapshots[id].state))
            continue;
        m_jobs.forget(id);
        m_snapshots.remove(id);
        m_order.removeAt(row);
        m_table->removeRow(row);
    }
    refreshButtons();
}

void JobsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void JobsPanel::retranslate() {
    m_table->setHorizontalHeaderLabels({tr("Job"), tr("Queue"), tr("State"), tr("Phase"), tr("Progress"),
                                        tr("Done"), tr("Rate"), tr("Elapsed"), tr("ETA")});
    m_table->setAccessibleName(tr("Jobs"));
    m_pause->setText(tr("&Pause"));
    m_resume->setText(tr("&Resume"));
    m_cancel->setText(tr("&Cancel job"));
    m_moveUp->setText(tr("Run &next"));
    m_clear->setText(tr("C&lear finished"));
    m_pause->setAccessibleName(tr("Pause the selected job"));
    m_resume->setAccessibleName(tr("Resume the selected job"));
    m_cancel->setAccessibleName(tr("Cancel the selected job"));
    m_moveUp->setAccessibleName(tr("Run the selected queued job next"));
    m_clear->setAccessibleName(tr("Clear finished jobs"));
    m_details->setAccessibleDescription(tr("Details of the selected job"));
    for (JobId id : m_order)
        refreshRow(id);
}

} // namespace hw::ui
