#include "jobs/eta_estimator.h"
#include "jobs/job_runner.h"
#include "support/recording_sink.h"

#include <QTest>

#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace hw;

namespace {

using hw::test::RecordingSink;

// Counts to `steps`, reporting each step; sleeps so cancel can arrive mid-run.
class CountingJob : public Job {
public:
    explicit CountingJob(int steps, int sleepMs = 0, bool fail = false) : m_steps(steps), m_sleepMs(sleepMs), m_fail(fail) {}
    QString title() const override { return QStringLiteral("counting"); }
    JobOutcome run(JobContext& context) override
    {
        for (int i = 1; i <= m_steps; ++i) {
            if (context.cancelled())
                return {JobStatus::Cancelled, QStringLiteral("stopped at %1").arg(i - 1)};
            if (m_fail && i == 3)
                throw std::runtime_error("disk full");
            std::this_thread::sleep_for(std::chrono::milliseconds(m_sleepMs));
            context.metric(i, QStringLiteral("loss"), 1.0 / i);
            context.progress(QStringLiteral("step"), i, m_steps);
        }
        return {JobStatus::Succeeded, QString()};
    }

private:
    int m_steps, m_sleepMs;
    bool m_fail;
};

} // namespace

class JobRunnerTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void runsToCompletionWithProgressAndMetrics()
    {
        RecordingSink sink;
        JobRunner runner;
        QVERIFY(runner.start(std::make_unique<CountingJob>(5, 2), sink));
        const JobOutcome outcome = runner.wait();
        QCOMPARE(outcome.status, JobStatus::Succeeded);
        QCOMPARE(int(sink.progress.size()), 5);
        QCOMPARE(sink.progress.back().done, 5.0);
        QCOMPARE(sink.progress.back().etaSeconds, 0.0);
        QVERIFY(sink.progress[1].etaSeconds > 0);
        QCOMPARE(int(sink.metrics.size()), 5);
        QCOMPARE(sink.metrics[3].value, 0.25);
    }

    void cancelStopsBetweenSteps()
    {
        RecordingSink sink;
        JobRunner runner;
        QVERIFY(runner.start(std::make_unique<CountingJob>(10000, 1), sink));
        QVERIFY(!runner.start(std::make_unique<CountingJob>(1), sink)); // one job at a time
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        runner.requestCancel();
        const JobOutcome outcome = runner.wait();
        QCOMPARE(outcome.status, JobStatus::Cancelled);
        QVERIFY(sink.progress.size() < 10000);
        QVERIFY(!runner.isRunning());
    }

    void exceptionsBecomeFailuresWithContext()
    {
        RecordingSink sink;
        JobRunner runner;
        QVERIFY(runner.start(std::make_unique<CountingJob>(5, 0, true), sink));
        const JobOutcome outcome = runner.wait();
        QCOMPARE(outcome.status, JobStatus::Failed);
        QVERIFY2(outcome.message.contains(QStringLiteral("counting failed: disk full")), qPrintable(outcome.message));
        QCOMPARE(int(sink.logs.size()), 1);
        QCOMPARE(sink.logs[0].first, LogLevel::Error);
    }

    void etaFollowsTheObservedRate()
    {
        EtaEstimator eta;
        QCOMPARE(eta.update(0, 0, 100), -1.0);
        QCOMPARE(eta.update(1, 10, 100), 9.0); // 10 units/s, 90 left
        QCOMPARE(eta.update(2, 20, 0), -1.0);  // unknown total
        QVERIFY(qAbs(eta.update(3, 30, 100) - 7.0) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(JobRunnerTest)
#include "test_job_runner.moc"
