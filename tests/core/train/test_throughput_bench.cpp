// `bench` measures what pretraining does: the step it times is the pretraining step of a run of the same
// shape, operation for operation (a bench that timed another copy of the step once reported a third of the
// run's speed). The comparison counts the operations each step dispatches, so it holds on a loaded machine;
// how fast the step is belongs to the benchmarks.
#include "core/jobs/job_runner.h"
#include "core/train/internal/pretrain_session.h"
#include "core/train/pretrain_job.h"
#include "core/train/throughput_bench.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"

#include <torch/torch.h>

#include <ATen/record_function.h>

#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <mutex>
#include <string>
#include <vector>

using namespace hw;

namespace {

// Per pretraining step, how many times each operator was dispatched on the step's thread (backward included:
// on the CPU the autograd engine runs on the calling thread).
using OperationCensus = std::map<std::string, int>;

struct CensusLog {
    std::mutex mutex;
    std::vector<OperationCensus> steps;
};
CensusLog g_log;
thread_local OperationCensus* t_current = nullptr;

std::unique_ptr<at::ObserverContext> onOperationStart(const at::RecordFunction& fn) {
    if (std::string(fn.name()) == kPretrainingStepScope) {
        std::lock_guard<std::mutex> lock(g_log.mutex);
        g_log.steps.emplace_back();
        t_current = &g_log.steps.back();
    } else if (t_current) {
        ++(*t_current)[fn.name()];
    }
    return nullptr;
}

void onOperationEnd(const at::RecordFunction& fn, at::ObserverContext*) {
    if (std::string(fn.name()) == kPretrainingStepScope)
        t_current = nullptr;
}

// The census of every pretraining step that `work` runs.
template <typename Work> std::vector<OperationCensus> censusOf(Work work) {
    g_log.steps.clear();
    g_log.steps.reserve(64); // pointers into it stay valid while steps run
    const at::CallbackHandle handle = at::addGlobalCallback(
        at::RecordFunctionCallback(onOperationStart, onOperationEnd).needsInputs(false));
    work();
    at::removeCallback(handle);
    return g_log.steps;
}

QString describe(const OperationCensus& a, const OperationCensus& b) {
    QStringList differences;
    for (const auto& [name, count] : a)
        if (b.count(name) == 0 || b.at(name) != count)
            differences << QStringLiteral("%1: %2 vs %3")
                               .arg(QString::fromStdString(name))
                               .arg(count)
                               .arg(b.count(name) ? b.at(name) : 0);
    for (const auto& [name, count] : b)
        if (a.count(name) == 0)
            differences << QStringLiteral("%1: 0 vs %2").arg(QString::fromStdString(name)).arg(count);
    return differences.join(QStringLiteral("; "));
}

int total(const OperationCensus& census) {
    int sum = 0;
    for (const auto& entry : census)
        sum += entry.second;
    return sum;
}

} // namespace

class ThroughputBenchTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void benchTimesThePretrainingStepOfARunOfTheSameShape() {
        // The fixture bert-mlm's shape: vocabulary 30522, hidden 32, 2 layers, 4 heads, feed-forward 64.
        ThroughputBenchSpec shape;
        shape.vocabSize = 30522;
        shape.hidden = 32;
        shape.layers = 2;
        shape.heads = 4;
        shape.intermediate = 64;
        shape.seqLen = 32;
        shape.batchSize = 8;
        shape.warmupSteps = 2;
        shape.steps = 3;
        Expected<ThroughputBenchResult> measured = UserError{};
        const std::vector<OperationCensus> bench = censusOf([&] { measured = runThroughputBench(shape); });
        QVERIFY2(measured, measured ? "" : qPrintable(measured.error().toString()));
        QVERIFY(measured->tokensPerSecond > 0);
        QCOMPARE(int(bench.size()), shape.warmupSteps + shape.steps);

        QTemporaryDir tmp;
        QByteArray text;
        for (int i = 0; i < 600; ++i)
            text += "the ship left port " + QByteArray::number(i) +
                    " days late because the storm closed the channel\n";
        hw::test::writeBytes(tmp.filePath(QStringLiteral("corpus.txt")), text);
        PretrainSpec spec;
        spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
        spec.source.files = {tmp.filePath(QStringLiteral("corpus.txt"))};
        spec.cacheDirectory = tmp.filePath(QStringLiteral("cache"));
        spec.outputDirectory = tmp.filePath(QStringLiteral("run"));
        spec.seqLength = shape.seqLen;
        spec.batchSize = shape.batchSize;
        spec.maxSteps = shape.warmupSteps + shape.steps;
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        std::atomic_bool cancel{false};
        JobOutcome outcome;
        const std::vector<OperationCensus> run = censusOf([&] { outcome = runJobHere(job, sink, cancel); });
        QCOMPARE(outcome.status, JobStatus::Succeeded);
        QCOMPARE(int(run.size()), int(spec.maxSteps));

        // From the second step on (the first creates the optimiser's state), the same operations, as often.
        for (size_t step = 1; step < run.size(); ++step) {
            QVERIFY(total(run[step]) > 100); // the census saw the forward and backward passes
            QVERIFY2(bench[step] == run[step], qPrintable(QStringLiteral("step %1: bench vs run: %2")
                                                              .arg(step + 1)
                                                              .arg(describe(bench[step], run[step]))));
        }
    }
};

QTEST_GUILESS_MAIN(ThroughputBenchTest)
#include "test_throughput_bench.moc"
