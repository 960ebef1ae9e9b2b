// Light work runs beside a real pretraining run on the CPU instead of waiting hours behind it: a corpus
// import, a tokenizer fragmentation preview and an export, submitted while the run trains, all finish while
// it is still training. The run's tokens/s before, during and after them is printed (not asserted: the
// machine's other load decides it).
#include "core/corpus/corpus_import_job.h"
#include "core/export/export_job.h"
#include "core/jobs/job_manager.h"
#include "core/system/intra_op_threads.h"
#include "core/tokenize/fragmentation_comparison_job.h"
#include "core/train/pretrain_job.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"

#include <QDateTime>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>
#include <vector>

using namespace hw;

namespace {

// Distinct sentences from a small word list, one document per paragraph.
QString writeCorpus(const QString& path, int documents) {
    const QStringList words = QStringLiteral("the virus spread quickly in the city and hospitals reported "
                                             "new cases of infection among elderly patients in every ward")
                                  .split(QLatin1Char(' '));
    QByteArray text;
    for (int d = 0; d < documents; ++d) {
        for (int s = 0; s < 4; ++s) {
            QStringList sentence;
            for (int i = s * 3 + d; i < s * 3 + d + 12; ++i)
                sentence << words[i % words.size()];
            text += sentence.join(QLatin1Char(' ')).toUtf8() + ' ' + QByteArray::number(d * 4 + s) + '\n';
        }
        text += '\n';
    }
    test::writeBytes(path, text);
    return path;
}

// The run's reported throughput, with when each figure came.
class ThroughputRecorder : public JobObserver {
public:
    void jobChanged(const JobSnapshot&) override {}
    void jobProgressed(JobId, const JobProgress&) override {}
    void jobLogged(JobId, LogLevel, const Text&) override {}
    void jobMetric(JobId, const MetricPoint& metric) override {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (metric.name == QLatin1String("tokens_per_s"))
            m_rates.push_back({metric.wallTimeMs, metric.value});
        else if (metric.name == QLatin1String("loss"))
            m_steps.push_back(metric.wallTimeMs);
    }
    int steps() const {
        std::lock_guard<std::mutex> lock(m_mutex);
        return int(m_steps.size());
    }
    qint64 lastStepAtMs() const {
        std::lock_guard<std::mutex> lock(m_mutex);
        return m_steps.empty() ? 0 : m_steps.back();
    }
    // The mean reported tokens/s, and the steps per second, between two moments.
    std::pair<double, double> between(qint64 fromMs, qint64 toMs) const {
        std::lock_guard<std::mutex> lock(m_mutex);
        double sum = 0;
        int count = 0;
        for (const auto& [at, rate] : m_rates)
            if (at > fromMs && at <= toMs) {
                sum += rate;
                ++count;
            }
        const auto steps = std::count_if(m_steps.begin(), m_steps.end(),
                                         [&](qint64 at) { return at > fromMs && at <= toMs; });
        return {count ? sum / count : 0.0,
                double(steps) * 1000.0 / double(std::max<qint64>(1, toMs - fromMs))};
    }

private:
    mutable std::mutex m_mutex;
    std::vector<std::pair<qint64, double>> m_rates;
    std::vector<qint64> m_steps;
};

qint64 nowMs() {
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

class JobLanesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lightJobsFinishWhileAPretrainingRunTrains() {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString model = test::fixturesDir() + QStringLiteral("/models/bert-mlm");
        ThroughputRecorder recorder;
        JobManager manager(&recorder);

        PretrainSpec run;
        run.modelDirectory = model;
        run.source.files = {writeCorpus(tmp.filePath(QStringLiteral("domain.txt")), 200)};
        run.cacheDirectory = tmp.filePath(QStringLiteral("cache"));
        run.outputDirectory = tmp.filePath(QStringLiteral("run"));
        run.seqLength = 64;
        run.batchSize = 16;
        run.learningRate = 1e-3;
        run.maxSteps = 1000000; // far longer than the test: it is cancelled at the end
        const JobId training = manager.submit(std::make_shared<PretrainJob>(run), QStringLiteral("cpu"));
        QTRY_VERIFY_WITH_TIMEOUT(recorder.steps() >= 30, hw::test::kJobWaitMs);

        // The run's speed alone, over two seconds of steps.
        const qint64 beforeFrom = nowMs();
        QTRY_VERIFY_WITH_TIMEOUT(recorder.lastStepAtMs() >= beforeFrom + 2000, 60000);
        const qint64 beforeTo = nowMs();

        // A corpus big enough that importing and measuring it take seconds, not milliseconds.
        const QString big = writeCorpus(tmp.filePath(QStringLiteral("big.txt")), 60000);
        CorpusImportSpec importing;
        importing.inputs = {big};
        importing.outputDirectory = tmp.filePath(QStringLiteral("imported"));
        FragmentationComparisonSpec preview;
        preview.tokenizerDirectories = {model, test::fixturesDir() + QStringLiteral("/tokenizer")};
        preview.corpusFiles = {big};
        ExportSpec exporting;
        exporting.modelDirectory = model;
        exporting.outputDirectory = tmp.filePath(QStringLiteral("exported"));
        exporting.format = ExportFormat::Both;

        const qint64 lightFrom = nowMs();
        const QVector<JobId> light = {
            manager.submit(std::make_shared<CorpusImportJob>(importing)),
            manager.submit(std::make_shared<FragmentationComparisonJob>(preview)),
            manager.submit(std::make_shared<ExportJob>(exporting)),
        };
        for (JobId id : light) {
            QCOMPARE(manager.snapshot(id)->lane, JobManager::lightLane());
            const JobOutcome outcome = manager.wait(id);
            QVERIFY2(outcome.status == JobStatus::Succeeded, qPrintable(outcome.message));
        }
        const qint64 lightTo = nowMs();
        // All three finished while the run trains on: none waited for it.
        QCOMPARE(manager.snapshot(training)->state, JobState::Running);
        for (JobId id : light)
            QVERIFY(manager.snapshot(id)->finishedAtMs <= lightTo);
        QVERIFY(QFileInfo::exists(tmp.filePath(QStringLiteral("imported/train.txt"))));
        QVERIFY(QFileInfo::exists(tmp.filePath(QStringLiteral("exported/onnx/model.onnx"))));

        const qint64 afterFrom = nowMs();
        QTRY_VERIFY_WITH_TIMEOUT(recorder.lastStepAtMs() >= afterFrom + 2000, 60000);
        const qint64 afterTo = nowMs();
        QVERIFY(manager.cancel(training));
        QCOMPARE(manager.wait(training).status, JobStatus::Cancelled);

        const auto before = recorder.between(beforeFrom, beforeTo);
        const auto during = recorder.between(lightFrom, lightTo);
        const auto after = recorder.between(afterFrom, afterTo);
        qInfo("cores %d; light jobs took %.1f s", configuredIntraOpThreads(), (lightTo - lightFrom) / 1000.0);
        qInfo("pretraining tokens/s (reported): before %.0f, during %.0f (%+.0f%%), after %.0f", before.first,
              during.first, before.first > 0 ? 100.0 * (during.first / before.first - 1) : 0.0, after.first);
        qInfo("pretraining steps/s (counted): before %.2f, during %.2f (%+.0f%%), after %.2f", before.second,
              during.second, before.second > 0 ? 100.0 * (during.second / before.second - 1) : 0.0,
              after.second);
    }
};

QTEST_GUILESS_MAIN(JobLanesTest)
#include "test_job_lanes.moc"
