#include "jobs/job_controller.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <thread>

using namespace hw;
using namespace hw::ui;

namespace {

// Records which thread ran it, then counts until cancelled.
class SpinJob : public Job {
public:
    explicit SpinJob(std::thread::id* ranOn) : m_ranOn(ranOn) {}
    QString title() const override { return QStringLiteral("spin"); }
    JobOutcome run(JobContext& context) override
    {
        *m_ranOn = std::this_thread::get_id();
        for (int i = 0; i < 100000; ++i) {
            if (context.cancelled())
                return {JobStatus::Cancelled, QStringLiteral("cancelled")};
            context.progress(QStringLiteral("spinning"), i, 100000);
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return {JobStatus::Succeeded, QString()};
    }

private:
    std::thread::id* m_ranOn;
};

} // namespace

class JobControllerTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void signalsArriveOnTheUiThreadAndCancelWorks()
    {
        JobController controller;
        QSignalSpy progressed(&controller, &JobController::progressed);
        QSignalSpy finished(&controller, &JobController::finished);
        QThread* uiThread = QThread::currentThread();
        bool progressOnUiThread = true;
        connect(&controller, &JobController::progressed, this,
                [&] { progressOnUiThread = progressOnUiThread && QThread::currentThread() == uiThread; });

        std::thread::id ranOn;
        QVERIFY(controller.start(std::make_unique<SpinJob>(&ranOn)));
        QTRY_VERIFY(progressed.count() >= 3);
        controller.cancel();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<JobStatus>(), JobStatus::Cancelled);
        QVERIFY(ranOn != std::this_thread::get_id());
        QVERIFY(progressOnUiThread);
        QVERIFY(!controller.isRunning());
    }
};

QTEST_MAIN(JobControllerTest)
#include "test_job_controller.moc"
