#include "core/jobs/eta_estimator.h"
#include "core/jobs/job_event_buffer.h"
#include "core/jobs/job_manager.h"
#include "core/jobs/job_runner.h"
#include "core/system/intra_op_threads.h"
#include "tests/support/recording_sink.h"

#include <QElapsedTimer>
#include <QTest>

#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace hw;

namespace {

// Counts to `steps`, reporting a metric and progress each step, pausing and cancelling between steps.
class CountingJob : public Job {
public:
    CountingJob(QString name, int steps, int sleepMs = 0, JobWeight weight = JobWeight::Heavy)
        : m_name(std::move(name))
        , m_steps(steps)
        , m_sleepMs(sleepMs)
        , m_weight(weight) {}
    Text title() const override { return m_name; }
    JobWeight weight() const override { return m_weight; }
    JobOutcome run(JobContext& context) override {
        if (startOrder) {
            std::lock_guard<std::mutex> lock(*startMutex);
            startOrder->push_back(m_name);
        }
        threadsAtStart.store(intraOpThreads());
        for (int i = 1; i <= m_steps; ++i) {
            context.pausePoint();
            threads.store(intraOpThreads()); // what this thread computes with now
            if (context.cancelled())
                return {JobStatus::Cancelled, QStringLiteral("stopped at %1").arg(i - 1), std::nullopt};
            if (i == holdAt)
                while (!released.load() && !context.cancelled())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
            if (throwAt == i)
                throw std::runtime_error("disk full");
            std::this_thread::sleep_for(std::chrono::milliseconds(m_sleepMs));
            stepsDone.store(i);
            context.metric(i, QStringLiteral("loss"), 1.0 / i);
            context.progress(QStringLiteral("step"), i, m_steps, ProgressUnit::Steps);
        }
        result = m_steps * 10;
        return {JobStatus::Succeeded, QString(), std::nullopt};
    }

    int result = 0; // the typed result the owner reads back
    std::atomic_int stepsDone{0};
    std::atomic_int threadsAtStart{0}, threads{0};
    int holdAt = -1; // waits at this step until released
    std::atomic_bool released{false};
    int throwAt = -1;
    std::vector<QString>* startOrder = nullptr;
    std::mutex* startMutex = nullptr;

private:
    QString m_name;
    int m_steps, m_sleepMs;
    JobWeight m_weight;
};

std::shared_ptr<CountingJob> lightJob(const QString& name, int steps, int sleepMs = 0) {
    return std::make_shared<CountingJob>(name, steps, sleepMs, JobWeight::Light);
}

class RefusingJob : public Job {
public:
    Text title() const override { return Text::tr("refusing"); }
    JobOutcome run(JobContext&) override {
        UserError error{QStringLiteral("the corpus has no documents"), QStringLiteral("empty.txt"),
                        QStringLiteral("choose another file")};
        return {JobStatus::Failed, error.toString(), error};
    }
};

// Two phases in different units: a fast read of "bytes", then slow "steps", like pretraining on an uncached
// corpus.
class TwoPhaseJob : public Job {
public:
    Text title() const override { return Text::tr("two phases"); }
    JobOutcome run(JobContext& context) override {
        for (int i = 1; i <= 50; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            context.progress(QStringLiteral("tokenizing"), i * 1e6, 50e6, ProgressUnit::Bytes);
        }
        QElapsedTimer clock;
        clock.start();
        for (int i = 1; i <= 40; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(25));
            context.progress(QStringLiteral("training"), i, 40, ProgressUnit::Steps);
            if (i == 20)
                etaAtMid = lastEta;
        }
        remainingAfterMid = 20 * 0.025;
        return {JobStatus::Succeeded, QString(), std::nullopt};
    }
    double lastEta = -1, etaAtMid = -1, remainingAfterMid = 0;
};

std::vector<double> lossesOf(JobEventBuffer& buffer) {
    std::vector<double> out;
    for (const auto& [id, m] : buffer.drain().metrics)
        out.push_back(m.value);
    return out;
}

} // namespace

class JobManagerTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void queuedJobsRunInOrderOnePerDevice() {
        std::vector<QString> order;
        std::mutex orderMutex;
        JobManager manager;
        std::vector<std::shared_ptr<CountingJob>> jobs;
        for (const char* name : {"first", "second", "third"}) {
            jobs.push_back(
                std::make_shared<CountingJob>(QString::fromLatin1(name), jobs.empty() ? 50 : 5, 10));
            jobs.back()->startOrder = &order;
            jobs.back()->startMutex = &orderMutex;
        }
        const JobId a = manager.submit(jobs[0]), b = manager.submit(jobs[1]), c = manager.submit(jobs[2]);
        // While the first runs, the other two wait for the same device.
        QTRY_COMPARE(manager.snapshot(a)->state, JobState::Running);
        QCOMPARE(manager.snapshot(b)->state, JobState::Queued);
        QCOMPARE(manager.queue(QStringLiteral("cpu")), (QVector<JobId>{b, c}));
        manager.waitForAll();
        QCOMPARE(order, (std::vector<QString>{QStringLiteral("first"), QStringLiteral("second"),
                                              QStringLiteral("third")}));
        for (JobId id : {a, b, c})
            QCOMPARE(manager.snapshot(id)->state, JobState::Succeeded);
        QVERIFY(manager.snapshot(b)->startedAtMs >= manager.snapshot(a)->finishedAtMs);
    }

    void queuedJobsCanBeReorderedAndCancelled() {
        std::vector<QString> order;
        std::mutex orderMutex;
        JobManager manager;
        auto blocker = std::make_shared<CountingJob>(QStringLiteral("blocker"), 40, 5);
        auto second = std::make_shared<CountingJob>(QStringLiteral("second"), 1);
        auto third = std::make_shared<CountingJob>(QStringLiteral("third"), 1);
        auto dropped = std::make_shared<CountingJob>(QStringLiteral("dropped"), 1);
        for (auto* job : {blocker.get(), second.get(), third.get(), dropped.get()}) {
            job->startOrder = &order;
            job->startMutex = &orderMutex;
        }
        const JobId a = manager.submit(blocker);
        QTRY_COMPARE(manager.snapshot(a)->state, JobState::Running);
        const JobId b = manager.submit(second), c = manager.submit(third), d = manager.submit(dropped);
        QVERIFY(manager.moveInQueue(c, 0));
        QVERIFY(manager.cancel(d));
        QCOMPARE(manager.snapshot(d)->state, JobState::Cancelled);
        QVERIFY(!manager.moveInQueue(d, 0)); // no longer waiting
        manager.waitForAll();
        QCOMPARE(order, (std::vector<QString>{QStringLiteral("blocker"), QStringLiteral("third"),
                                              QStringLiteral("second")}));
        QCOMPARE(dropped->stepsDone.load(), 0);
        QCOMPARE(manager.snapshot(b)->state, JobState::Succeeded);
    }

    void jobsOnDifferentDevicesRunSideBySide() {
        JobManager manager;
        auto onCpu = std::make_shared<CountingJob>(QStringLiteral("cpu job"), 100, 5);
        auto onGpu = std::make_shared<CountingJob>(QStringLiteral("gpu job"), 100, 5);
        const JobId a = manager.submit(onCpu, QStringLiteral("cpu"));
        const JobId b = manager.submit(onGpu, QStringLiteral("cuda:0"));
        QTRY_VERIFY(manager.snapshot(a)->state == JobState::Running &&
                    manager.snapshot(b)->state == JobState::Running);
        manager.cancel(a);
        manager.cancel(b);
        manager.waitForAll();
    }

    void cudaAndCuda0AreOneQueue() {
        JobManager manager;
        auto first = std::make_shared<CountingJob>(QStringLiteral("first"), 1);
        first->holdAt = 1;
        auto second = std::make_shared<CountingJob>(QStringLiteral("second"), 1);
        const JobId a = manager.submit(first, QStringLiteral("cuda"));
        const JobId b = manager.submit(second, QStringLiteral(" CUDA:0"));
        QTRY_COMPARE(manager.snapshot(a)->state, JobState::Running);
        QCOMPARE(manager.snapshot(b)->state, JobState::Queued); // the same card: it waits
        QCOMPARE(manager.snapshot(a)->device, QStringLiteral("cuda:0"));
        QCOMPARE(manager.snapshot(b)->lane, QStringLiteral("cuda:0"));
        QCOMPARE(manager.queue(QStringLiteral("cuda")), (QVector<JobId>{b}));
        first->released = true;
        manager.waitForAll(); // CountingJob never touches the card
        QCOMPARE(manager.snapshot(b)->state, JobState::Succeeded);
    }

    void lightJobsRunBesideAHeavyOne() {
        JobManager manager;
        auto training = std::make_shared<CountingJob>(QStringLiteral("training"), 1);
        training->holdAt = 1;
        const JobId heavy = manager.submit(training);
        QTRY_COMPARE(manager.snapshot(heavy)->state, JobState::Running);
        const JobId queuedHeavy =
            manager.submit(std::make_shared<CountingJob>(QStringLiteral("next run"), 1));
        const JobId import = manager.submit(lightJob(QStringLiteral("import"), 5));
        const JobId preview = manager.submit(lightJob(QStringLiteral("preview"), 5), QStringLiteral("cuda"));
        QCOMPARE(manager.wait(import).status, JobStatus::Succeeded);
        QCOMPARE(manager.wait(preview).status, JobStatus::Succeeded);
        // The light work finished while the run it did not wait for still holds the CPU, and the next heavy
        // job still waits for it.
        QCOMPARE(manager.snapshot(heavy)->state, JobState::Running);
        QCOMPARE(manager.snapshot(queuedHeavy)->state, JobState::Queued);
        const JobSnapshot light = *manager.snapshot(preview);
        QCOMPARE(light.weight, JobWeight::Light);
        QCOMPARE(light.lane, JobManager::lightLane());
        QCOMPARE(light.device, QStringLiteral("cuda:0"));
        QCOMPARE(manager.snapshot(heavy)->lane, QStringLiteral("cpu"));
        training->released = true;
        manager.waitForAll();
        QCOMPARE(manager.snapshot(queuedHeavy)->state, JobState::Succeeded);
    }

    void theLightLaneRunsAFewAtOnceAndQueuesTheRest() {
        std::vector<QString> order;
        std::mutex orderMutex;
        JobManager manager;
        std::vector<std::shared_ptr<CountingJob>> running;
        std::vector<JobId> runningIds;
        for (int i = 0; i < JobManager::kLightWorkers; ++i) {
            running.push_back(lightJob(QStringLiteral("light %1").arg(i), 1));
            running.back()->holdAt = 1;
            runningIds.push_back(manager.submit(running.back()));
        }
        for (JobId id : runningIds)
            QTRY_COMPARE(manager.snapshot(id)->state, JobState::Running);
        auto later = lightJob(QStringLiteral("later"), 1), sooner = lightJob(QStringLiteral("sooner"), 1),
             dropped = lightJob(QStringLiteral("dropped"), 1);
        for (auto* job : {later.get(), sooner.get(), dropped.get()}) {
            job->startOrder = &order;
            job->startMutex = &orderMutex;
        }
        const JobId l = manager.submit(later), s = manager.submit(sooner), d = manager.submit(dropped);
        QCOMPARE(manager.queue(JobManager::lightLane()), (QVector<JobId>{l, s, d}));
        QVERIFY(manager.moveInQueue(s, 0));
        QVERIFY(manager.cancel(d));
        QCOMPARE(manager.snapshot(d)->state, JobState::Cancelled);
        QCOMPARE(manager.queue(JobManager::lightLane()), (QVector<JobId>{s, l}));
        QVERIFY(manager.queue(QStringLiteral("cpu")).isEmpty());
        running.front()->released = true; // one worker frees up: the queue's head runs next
        QTRY_COMPARE(manager.snapshot(s)->state, JobState::Succeeded);
        for (auto& job : running)
            job->released = true;
        manager.waitForAll();
        QCOMPARE(order, (std::vector<QString>{QStringLiteral("sooner"), QStringLiteral("later")}));
        QCOMPARE(dropped->stepsDone.load(), 0);
    }

    // While a heavy job computes on the CPU, a light job's thread gets a quarter of the cores and the heavy
    // job gives that share up at its next step, taking it back once the light job is done.
    void lightJobsShareTheCoresWithACpuRun() {
        const int chosen = configuredIntraOpThreads();
        QCOMPARE(setIntraOpThreads(4), 4);
        {
            JobManager manager;
            auto training = std::make_shared<CountingJob>(QStringLiteral("training"), 1000000, 1);
            const JobId heavy = manager.submit(training);
            QTRY_COMPARE(training->threads.load(), 4);
            auto preview = lightJob(QStringLiteral("preview"), 1);
            preview->holdAt = 1;
            const JobId light = manager.submit(preview);
            // "Running" is set just before the job's thread enters run(): wait for the job itself.
            QTRY_VERIFY(preview->threadsAtStart.load() != 0);
            QCOMPARE(manager.snapshot(light)->state, JobState::Running);
            QCOMPARE(preview->threadsAtStart.load(), 1);
            QTRY_COMPARE(training->threads.load(), 3);
            preview->released = true;
            QCOMPARE(manager.wait(light).status, JobStatus::Succeeded);
            QTRY_COMPARE(training->threads.load(), 4);
            // A paused run leaves the cores to light work started meanwhile.
            QVERIFY(manager.pause(heavy));
            QTRY_COMPARE(manager.snapshot(heavy)->state, JobState::Paused);
            auto alone = lightJob(QStringLiteral("alone"), 1);
            QCOMPARE(manager.wait(manager.submit(alone)).status, JobStatus::Succeeded);
            QCOMPARE(alone->threadsAtStart.load(), 4);
            manager.cancel(heavy);
            QCOMPARE(manager.wait(heavy).status, JobStatus::Cancelled);
        }
        // The workers gave the chosen count back: a thread started now computes with it.
        int fresh = 0;
        std::thread([&] { fresh = intraOpThreads(); }).join();
        QCOMPARE(fresh, 4);
        setIntraOpThreads(chosen);
    }

    void pauseHoldsTheJobAndResumeContinuesTheSameSequence() {
        JobEventBuffer reference;
        {
            JobManager manager(&reference);
            manager.wait(manager.submit(std::make_shared<CountingJob>(QStringLiteral("unpaused"), 60, 2)));
        }
        JobEventBuffer events;
        JobManager manager(&events);
        auto job = std::make_shared<CountingJob>(QStringLiteral("paused"), 60, 2);
        const JobId id = manager.submit(job);
        QTRY_VERIFY(job->stepsDone.load() >= 5);
        QVERIFY(manager.pause(id));
        QTRY_COMPARE(manager.snapshot(id)->state, JobState::Paused);
        const int heldAt = job->stepsDone.load();
        QTest::qWait(1000);
        QCOMPARE(job->stepsDone.load(), heldAt); // no step advanced for a second
        QVERIFY(manager.resume(id));
        QCOMPARE(manager.wait(id).status, JobStatus::Succeeded);
        QCOMPARE(lossesOf(events), lossesOf(reference));
        // The second spent paused is not counted as working time.
        QVERIFY2(manager.snapshot(id)->progress.elapsedSeconds < 0.9,
                 qPrintable(QString::number(manager.snapshot(id)->progress.elapsedSeconds)));
    }

    void cancellingAPausedJobStopsIt() {
        JobManager manager;
        auto job = std::make_shared<CountingJob>(QStringLiteral("paused"), 1000, 2);
        const JobId id = manager.submit(job);
        QTRY_VERIFY(job->stepsDone.load() >= 2);
        manager.pause(id);
        QTRY_COMPARE(manager.snapshot(id)->state, JobState::Paused);
        manager.cancel(id);
        QCOMPARE(manager.wait(id).status, JobStatus::Cancelled);
        QCOMPARE(manager.snapshot(id)->state, JobState::Cancelled);
    }

    void typedResultsAndUserErrorsReachTheCaller() {
        JobManager manager;
        const JobId ok = manager.submit(std::make_shared<CountingJob>(QStringLiteral("counting"), 3));
        const JobId refused = manager.submit(std::make_shared<RefusingJob>());
        auto throwing = std::make_shared<CountingJob>(QStringLiteral("throwing"), 5);
        throwing->throwAt = 3;
        const JobId thrown = manager.submit(throwing);
        manager.waitForAll();
        QCOMPARE(manager.jobAs<CountingJob>(ok)->result, 30);
        QVERIFY(!manager.jobAs<RefusingJob>(ok)); // the type is checked, not assumed
        const JobSnapshot r = *manager.snapshot(refused);
        QCOMPARE(r.state, JobState::Failed);
        QVERIFY(r.outcome.error.has_value());
        QCOMPARE(r.outcome.error->where, QStringLiteral("empty.txt"));
        QCOMPARE(r.outcome.error->how, QStringLiteral("choose another file"));
        const JobSnapshot t = *manager.snapshot(thrown);
        QCOMPARE(t.state, JobState::Failed);
        QVERIFY2(t.outcome.message.toString().contains(QStringLiteral("throwing failed: disk full")),
                 qPrintable(t.outcome.message.toString()));
        QVERIFY(manager.forget(ok));
        QVERIFY(!manager.snapshot(ok));
    }

    void etaRestartsWithEachPhase() {
        auto job = std::make_shared<TwoPhaseJob>();
        struct Sink : JobObserver {
            TwoPhaseJob* job;
            void jobChanged(const JobSnapshot&) override {}
            void jobProgressed(JobId, const JobProgress& p) override {
                if (p.phase.toString() == QLatin1String("training"))
                    job->lastEta = p.etaSeconds;
            }
            void jobLogged(JobId, LogLevel, const Text&) override {}
            void jobMetric(JobId, const MetricPoint&) override {}
        } sink;
        sink.job = job.get();
        JobManager manager(&sink);
        manager.wait(manager.submit(job));
        // The bytes/s of the first phase must not leak into the steps/s of the second.
        QVERIFY2(qAbs(job->etaAtMid - job->remainingAfterMid) < 0.3 * job->remainingAfterMid,
                 qPrintable(
                     QStringLiteral("ETA %1 s, really %2 s").arg(job->etaAtMid).arg(job->remainingAfterMid)));
    }

    void progressCarriesUnitAndRate() {
        test::RecordingSink sink;
        std::atomic_bool cancel{false};
        CountingJob job(QStringLiteral("counting"), 5, 10);
        QCOMPARE(runJobHere(job, sink, cancel).status, JobStatus::Succeeded);
        QCOMPARE(int(sink.progress.size()), 5);
        QCOMPARE(sink.progress.back().unit, ProgressUnit::Steps);
        QCOMPARE(sink.progress.back().etaSeconds, 0.0);
        QVERIFY(sink.progress[1].etaSeconds > 0);
        QVERIFY2(sink.progress.back().rate > 50 && sink.progress.back().rate < 110,
                 qPrintable(QString::number(sink.progress.back().rate)));
        QVERIFY(sink.metrics.back().wallTimeMs > 0);
    }

    void etaFollowsTheObservedRate() {
        EtaEstimator eta;
        QCOMPARE(eta.update(0, 0, 100), -1.0);
        QCOMPARE(eta.update(1, 10, 100), 9.0); // 10 units/s, 90 left
        QCOMPARE(eta.update(2, 20, 0), -1.0);  // unknown total
        QVERIFY(qAbs(eta.update(3, 30, 100) - 7.0) < 1e-9);
        EtaEstimator
            resumed; // a run resumed at step 500 of 1000 does not count the earlier 500 as done in no time
        resumed.update(10, 500, 1000);
        QCOMPARE(resumed.update(11, 510, 1000), 49.0);
    }

    // A run's remaining time from injected durations: 1,000-step run, evaluation every 100, checkpoint every
    // 250, at step 700 after 0.5 s steps, 30 s evaluations and 4 s checkpoints.
    void runEtaIsStepsEvaluationsAndCheckpoints() {
        RunTimeTracker tracker;
        for (int i = 0; i < 700; ++i)
            tracker.addStep(i % 2 ? 0.4 : 0.6); // mean 0.5
        for (int i = 0; i < 7; ++i)
            tracker.addEvaluation(30);
        tracker.addCheckpoint(3);
        tracker.addCheckpoint(5);
        // After step 700 trained: its own evaluation, then 800, 900, 1000; checkpoints at 750 and 1000.
        const RunTimeParts parts = tracker.parts(700, 1000, 100, 250, 1000, 0);
        QCOMPARE(parts.stepsLeft, 300.0);
        QCOMPARE(parts.secondsPerStep, 0.5);
        QCOMPARE(parts.evaluationsLeft, qint64(4));
        QCOMPARE(parts.secondsPerEvaluation, 30.0);
        QCOMPARE(parts.checkpointsLeft, qint64(2));
        QCOMPARE(parts.secondsPerCheckpoint, 4.0);
        QCOMPARE(parts.secondsBeforeLimit, -1.0);
        QCOMPARE(remainingRunSeconds(parts), 300 * 0.5 + 4 * 30.0 + 2 * 4.0);
        // A run whose end is off the schedule evaluates and checkpoints once more when it stops.
        QCOMPARE(scheduledLeft(950, 1010, 100), qint64(2)); // 1000, then the closing one at 1010
        QCOMPARE(scheduledLeft(0, 10, 0), qint64(1));       // only at the end
        QCOMPARE(scheduledLeft(10, 10, 5), qint64(0));
        // Before any step is measured there is no estimate.
        QCOMPARE(remainingRunSeconds(RunTimeTracker().parts(0, 1000, 100, 0, 0, 0)), -1.0);
    }

    // With a time limit the ETA never exceeds the time left before it plus the evaluation and checkpoint the
    // run does when it stops there.
    void runEtaStopsAtTheTimeLimit() {
        RunTimeTracker tracker;
        tracker.addStep(2);
        tracker.addEvaluation(10);
        tracker.addCheckpoint(1);
        for (double elapsed : {0.0, 100.0, 3000.0, 3599.0, 3600.0, 5000.0}) {
            const RunTimeParts parts = tracker.parts(10, 100000, 1000, 1000, elapsed, 3600);
            QCOMPARE(parts.secondsBeforeLimit, std::max(0.0, 3600 - elapsed));
            QCOMPARE(remainingRunSeconds(parts), std::max(0.0, 3600 - elapsed) + 10 + 1);
        }
        // A short remainder well inside the limit is not raised to it.
        const RunTimeParts nearEnd = tracker.parts(99999, 100000, 1000, 1000, 100, 3600);
        QCOMPARE(remainingRunSeconds(nearEnd), 1 * 2.0 + 10 + 1);
        // Without a measured step time the limit still bounds it.
        QCOMPARE(remainingRunSeconds(RunTimeTracker().parts(0, 1000, 0, 0, 600, 3600)), 3000.0);
    }

    void eventBufferCoalescesProgressAndKeepsEveryMetric() {
        int wakeups = 0;
        JobEventBuffer buffer([&] { ++wakeups; });
        for (int i = 0; i < 1000; ++i) {
            buffer.jobMetric(1, {i, QStringLiteral("loss"), double(i), -1, 0});
            buffer.jobProgressed(
                1, JobProgress{QStringLiteral("step"), ProgressUnit::Steps, double(i), 1000, 0, -1, 0});
        }
        QCOMPARE(wakeups, 1);
        const JobEvents events = buffer.drain();
        QCOMPARE(events.metrics.size(), 1000);
        QCOMPARE(events.progress.size(), 1);
        QCOMPARE(events.progress[0].second.done, 999.0);
        buffer.jobLogged(1, LogLevel::Info, QStringLiteral("again"));
        QCOMPARE(wakeups, 2);
    }
};

QTEST_GUILESS_MAIN(JobManagerTest)
#include "test_job_manager.moc"
