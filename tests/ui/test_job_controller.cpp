#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/widgets/jobs_panel.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <thread>

using namespace hw;
using namespace hw::ui;

namespace {

// Records which thread ran it, then reports `steps` steps (a metric each), sleeping `sleepUs` per step.
class SpinJob : public Job {
public:
    SpinJob(int steps, int sleepUs)
        : m_steps(steps)
        , m_sleepUs(sleepUs) {}
    Text title() const override { return Text::tr("spin"); }
    JobOutcome run(JobContext& context) override {
        ranOn = std::this_thread::get_id();
        for (int i = 1; i <= m_steps; ++i) {
            context.pausePoint();
            if (context.cancelled())
                return {JobStatus::Cancelled, QStringLiteral("cancelled"), std::nullopt};
            context.metric(i, QStringLiteral("loss"), 1.0 / i);
            context.progress(QStringLiteral("spinning"), i, m_steps, ProgressUnit::Steps);
            std::this_thread::sleep_for(std::chrono::microseconds(m_sleepUs));
        }
        return {JobStatus::Succeeded, QString(), std::nullopt};
    }
    std::thread::id ranOn;

private:
    int m_steps, m_sleepUs;
};

// Writes one line to the job's log.
class LoggingJob : public Job {
public:
    explicit LoggingJob(Text line)
        : m_line(std::move(line)) {}
    Text title() const override { return Text::tr("spin"); }
    JobOutcome run(JobContext& context) override {
        context.log(LogLevel::Warning, m_line);
        return {JobStatus::Succeeded, QString(), std::nullopt};
    }

private:
    Text m_line;
};

} // namespace

class JobControllerTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void signalsArriveOnTheUiThreadAndCancelWorks() {
        JobController controller;
        QSignalSpy progressed(&controller, &JobController::jobProgressed);
        QSignalSpy finished(&controller, &JobController::jobFinished);
        QThread* uiThread = QThread::currentThread();
        bool onUiThread = true;
        connect(&controller, &JobController::jobProgressed, this,
                [&] { onUiThread = onUiThread && QThread::currentThread() == uiThread; });

        auto job = std::make_shared<SpinJob>(100000, 1000);
        const JobId id = controller.submit(job);
        QTRY_VERIFY(progressed.count() >= 3);
        QCOMPARE(controller.activeJobCount(), 1);
        controller.cancel(id);
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<JobSnapshot>().state, JobState::Cancelled);
        QVERIFY(job->ranOn != std::this_thread::get_id());
        QVERIFY(onUiThread);
        QCOMPARE(controller.activeJobCount(), 0);
    }

    void metricsOfAThousandStepsArriveInFewBatches() {
        JobController controller;
        QVector<MetricPoint> received;
        connect(&controller, &JobController::metricsArrived, this,
                [&](JobId, const QVector<MetricPoint>& metrics) { received += metrics; });
        QSignalSpy finished(&controller, &JobController::jobFinished);
        controller.submit(std::make_shared<SpinJob>(1000, 200)); // ~0.2 s of steps
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(received.size(), 1000);
        for (int i = 0; i < received.size(); ++i)
            QCOMPARE(received[i].step, qint64(i + 1));
        QVERIFY2(controller.deliveryCount() < 100, qPrintable(QString::number(controller.deliveryCount())));
    }

    // A job's log line is written in core as Text and reaches the studio in its language.
    void logLinesArriveInTheStudiosLanguage() {
        JobController controller;
        QStringList lines;
        connect(&controller, &JobController::logged, this,
                [&](JobId, LogLevel, const QString& text) { lines << text; });
        QSignalSpy finished(&controller, &JobController::jobFinished);
        const Text line = Text::tr("give at most %1").arg(64);
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        controller.submit(std::make_shared<LoggingJob>(line));
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(applyLanguage(QStringLiteral("en")));
        controller.submit(std::make_shared<LoggingJob>(line));
        QTRY_COMPARE(finished.count(), 2);
        QCOMPARE(lines,
                 QStringList({QStringLiteral("64 이하로 지정하세요"), QStringLiteral("give at most 64")}));
    }

    void pausedJobShowsPausedAndResumes() {
        JobController controller;
        QVector<JobState> states;
        connect(&controller, &JobController::jobChanged, this,
                [&](const JobSnapshot& s) { states.append(s.state); });
        auto job = std::make_shared<SpinJob>(3000, 1000);
        const JobId id = controller.submit(job);
        QTRY_VERIFY(states.contains(JobState::Running));
        QVERIFY(controller.pause(id));
        QTRY_VERIFY(states.contains(JobState::Paused));
        QVERIFY(controller.resume(id));
        QTRY_COMPARE(states.back(), JobState::Running);
        controller.cancel(id);
        QTRY_COMPARE(states.back(), JobState::Cancelled);
    }

    // The jobs dock lists what is still to finish (running, queued) above what has finished, newest first
    // within each: a running job never sits below a column of old finished ones.
    void theJobsDockListsActiveJobsFirstNewestFirst() {
        JobController controller;
        JobsPanel panel(controller);
        QSignalSpy finished(&controller, &JobController::jobFinished);
        const JobId first = controller.submit(std::make_shared<SpinJob>(1, 0));
        QTRY_COMPARE(finished.count(), 1);
        const JobId running = controller.submit(std::make_shared<SpinJob>(100000, 1000));
        const JobId later = controller.submit(std::make_shared<SpinJob>(1, 0));
        QTRY_COMPARE(panel.jobAt(2), first);
        // Both still to finish (the later one waits or has run): the finished first one at the bottom.
        QVERIFY(panel.jobAt(0) == later || panel.jobAt(0) == running);
        if (finished.count() == 1)
            QCOMPARE((QVector<JobId>{panel.jobAt(0), panel.jobAt(1)}), (QVector<JobId>{later, running}));
        controller.cancel(running);
        QTRY_COMPARE(finished.count(), 3);
        QCOMPARE((QVector<JobId>{panel.jobAt(0), panel.jobAt(1), panel.jobAt(2)}),
                 (QVector<JobId>{later, running, first}));
    }
};

QTEST_MAIN(JobControllerTest)
#include "test_job_controller.moc"
