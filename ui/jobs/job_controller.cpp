#include "ui/jobs/job_controller.h"

#include "ui/i18n/core_text.h"

#include <QMetaObject>

#include <map>

namespace hw::ui {

namespace {
constexpr int kDeliveryIntervalMs = 40;
}

JobController::JobController(QObject* parent)
    : QObject(parent)
    , m_buffer([this] { QMetaObject::invokeMethod(this, &JobController::schedule, Qt::QueuedConnection); })
    , m_manager(&m_buffer) {
    qRegisterMetaType<hw::JobProgress>();
    qRegisterMetaType<hw::MetricPoint>();
    qRegisterMetaType<hw::LogLevel>();
    qRegisterMetaType<hw::JobSnapshot>();
    qRegisterMetaType<QVector<hw::MetricPoint>>();
    m_delivery.setSingleShot(true);
    m_delivery.setInterval(kDeliveryIntervalMs);
    connect(&m_delivery, &QTimer::timeout, this, &JobController::deliverNow);
}

JobController::~JobController() = default;

JobId JobController::submit(std::shared_ptr<Job> job, const QString& device) {
    return m_manager.submit(std::move(job), device);
}

int JobController::activeJobCount() const {
    int active = 0;
    for (const JobSnapshot& job : m_manager.snapshots())
        active += isFinished(job.state) ? 0 : 1;
    return active;
}

void JobController::schedule() {
    if (!m_delivery.isActive())
        m_delivery.start();
}

void JobController::deliverNow() {
    JobEvents events = m_buffer.drain();
    if (events.empty())
        return;
    ++m_deliveries;
    for (const auto& [id, progress] : events.progress)
        Q_EMIT jobProgressed(id, progress);
    std::map<JobId, QVector<MetricPoint>> metricsByJob;
    for (const auto& [id, metric] : events.metrics)
        metricsByJob[id].append(metric);
    for (const auto& [id, metrics] : metricsByJob)
        Q_EMIT metricsArrived(id, metrics);
    for (const JobLogLine& line : events.logs)
        Q_EMIT logged(line.job, line.level, shown(line.message));
    for (const JobSnapshot& buffered : events.changed) {
        // Snapshots from two threads can be buffered out of order; the manager's current one is the truth.
        const JobSnapshot job = m_manager.snapshot(buffered.id).value_or(buffered);
        if (m_reportedFinished.contains(job.id))
            continue;
        Q_EMIT jobChanged(job);
        if (isFinished(job.state)) {
            m_reportedFinished.insert(job.id);
            Q_EMIT jobFinished(job);
        }
    }
}

} // namespace hw::ui
