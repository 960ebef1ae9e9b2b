#include "jobs/job_controller.h"

#include <QMetaObject>

namespace hw::ui {

JobController::JobController(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<hw::JobProgress>();
    qRegisterMetaType<hw::MetricPoint>();
    qRegisterMetaType<hw::LogLevel>();
    qRegisterMetaType<hw::JobStatus>();
}

JobController::~JobController()
{
    m_runner.requestCancel();
    m_runner.wait();
}

bool JobController::start(std::unique_ptr<Job> job)
{
    return m_runner.start(std::move(job), *this, [this](const JobOutcome& outcome) {
        QMetaObject::invokeMethod(
            this, [this, outcome] { Q_EMIT finished(outcome.status, outcome.message); }, Qt::QueuedConnection);
    });
}

void JobController::onProgress(const JobProgress& progress)
{
    QMetaObject::invokeMethod(this, [this, progress] { Q_EMIT progressed(progress); }, Qt::QueuedConnection);
}

void JobController::onLog(LogLevel level, const QString& message)
{
    QMetaObject::invokeMethod(this, [this, level, message] { Q_EMIT logged(level, message); }, Qt::QueuedConnection);
}

void JobController::onMetric(const MetricPoint& metric)
{
    QMetaObject::invokeMethod(this, [this, metric] { Q_EMIT metricReported(metric); }, Qt::QueuedConnection);
}

} // namespace hw::ui
