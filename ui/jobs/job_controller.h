#pragma once

#include "jobs/job_runner.h"

#include <QObject>

#include <memory>

namespace hw::ui {

// Runs core jobs for the GUI: the job's sink calls arrive on the worker thread and are turned into
// queued signals, so slots run on the UI thread and the UI thread never waits on the job.
class JobController : public QObject, private ProgressSink {
    Q_OBJECT
public:
    explicit JobController(QObject* parent = nullptr);
    ~JobController() override;

    bool start(std::unique_ptr<Job> job);
    bool isRunning() const { return m_runner.isRunning(); }

public Q_SLOTS:
    void cancel() { m_runner.requestCancel(); }

Q_SIGNALS:
    void progressed(const hw::JobProgress& progress);
    void logged(hw::LogLevel level, const QString& message);
    void metricReported(const hw::MetricPoint& metric);
    void finished(hw::JobStatus status, const QString& message);

private:
    void onProgress(const JobProgress& progress) override;
    void onLog(LogLevel level, const QString& message) override;
    void onMetric(const MetricPoint& metric) override;

    JobRunner m_runner;
};

} // namespace hw::ui

Q_DECLARE_METATYPE(hw::JobProgress)
Q_DECLARE_METATYPE(hw::MetricPoint)
Q_DECLARE_METATYPE(hw::LogLevel)
Q_DECLARE_METATYPE(hw::JobStatus)
