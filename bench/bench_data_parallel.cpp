// Data-parallel pretraining on this machine: two ranks of one thread each beside one process of one thread
// taking the same rows per step (the scaling efficiency), and the Gloo all-reduce's bandwidth between two
// processes on the loopback. Measured side by side in one run.
//
// usage: bench_data_parallel [STEPS] [PRESET]   (defaults: 30 steps of BERT "small", 8 rows of 128 tokens)
#include "bench/bench_support.h"
#include "core/jobs/job_runner.h"
#include "core/model/model_presets.h"
#include "core/model_io/model_files.h"
#include "core/system/distributed_environment.h"
#include "core/system/internal/process_group.h"
#include "core/system/intra_op_threads.h"
#include "core/train/pretrain_job.h"

#include <torch/torch.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace hw;

namespace {

constexpr char kJobRank[] = "--job-rank";
constexpr char kReduceRank[] = "--reduce-rank";
constexpr int kRowsPerStep = 8;
constexpr int64_t kReduceFloats = 25 << 18; // 25 MB: one gradient bucket
constexpr int kReduceRounds = 20;

// Keeps the pretraining steps' throughput, which excludes loading, evaluating and saving.
class ThroughputSink : public bench::NullSink {
public:
    void onMetric(const MetricPoint& metric) override {
        if (metric.name == QLatin1String("tokens_per_s"))
            rates.push_back(metric.value);
    }
    // The median over the second half of the run, once the first steps' warm-up is past.
    double tokensPerSecond() const {
        std::vector<double> late(rates.begin() + qsizetype(rates.size() / 2), rates.end());
        if (late.empty())
            return 0;
        std::nth_element(late.begin(), late.begin() + qsizetype(late.size() / 2), late.end());
        return late[late.size() / 2];
    }
    std::vector<double> rates;
};

PretrainSpec benchSpec(const QString& root, const QString& output, int rows, qint64 steps) {
    PretrainSpec spec;
    spec.modelDirectory = QDir(root).filePath(QStringLiteral("model"));
    spec.source.files = {QDir(root).filePath(QStringLiteral("corpus.txt"))};
    spec.cacheDirectory = QDir(root).filePath(QStringLiteral("cache"));
    spec.outputDirectory = QDir(root).filePath(output);
    spec.seqLength = 128;
    spec.batchSize = rows;
    spec.maxSteps = steps;
    spec.logEvery = 1;
    spec.evalExamples = 8;
    return spec;
}

// Tokens per second of the run's steps; -1 when it failed.
double runJob(PretrainSpec spec) {
    setIntraOpThreads(1);
    PretrainJob job(std::move(spec));
    ThroughputSink sink;
    std::atomic_bool never{false};
    const JobOutcome outcome = runJobHere(job, sink, never);
    if (outcome.status != JobStatus::Succeeded) {
        fprintf(stderr, "pretraining failed: %s\n", qPrintable(outcome.message));
        return -1;
    }
    return sink.tokensPerSecond(); // 0 on ranks other than 0, which record nothing
}

DistributedEnvironment pairOf(int rank, int port) {
    DistributedEnvironment environment;
    environment.rank = rank;
    environment.worldSize = 2;
    environment.masterAddress = QStringLiteral("127.0.0.1");
    environment.masterPort = port;
    return environment;
}

// Seconds per all-reduce of a 25 MB bucket, the median of the rounds after one warm-up.
double timeAllReduce(int rank, int port) {
    Expected<JoinedProcessGroup> group = joinProcessGroup(pairOf(rank, port), std::chrono::minutes(2));
    if (!group) {
        fprintf(stderr, "%s\n", qPrintable(group.error().toString()));
        return 0;
    }
    std::vector<at::Tensor> bucket{torch::ones({kReduceFloats})};
    group->backend->allreduce(bucket)->wait();
    std::vector<double> seconds;
    for (int round = 0; round < kReduceRounds; ++round) {
        QElapsedTimer clock;
        clock.start();
        group->backend->allreduce(bucket)->wait();
        seconds.push_back(clock.nsecsElapsed() / 1e9);
    }
    std::nth_element(seconds.begin(), seconds.begin() + qsizetype(seconds.size() / 2), seconds.end());
    return seconds[seconds.size() / 2];
}

// The second process of a measurement, started with its role and the rendezvous port.
QProcess* startPartner(const QStringList& arguments, int port) {
    auto* partner = new QProcess;
    const QProcessEnvironment env =
        localRankEnvironment(QProcessEnvironment::systemEnvironment(), 1, 2, port);
    partner->setProcessEnvironment(env);
    partner->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    partner->start(QCoreApplication::applicationFilePath(), arguments);
    partner->waitForStarted();
    return partner;
}

bool writeBenchData(const QString& root, const QString& preset) {
    const QString tokenizer = QStringLiteral(HEADWATER_BENCH_FIXTURES "/models/bert-mlm");
    Expected<ModelConfig> config = presetModelConfig(ModelFamily::Bert, preset, 30522);
    if (!config) {
        fprintf(stderr, "%s\n", qPrintable(config.error().toString()));
        return false;
    }
    Expected<ModelWriteSummary> model =
        createRandomModel(config.value(), tokenizer, QDir(root).filePath(QStringLiteral("model")), 42, false);
    if (!model) {
        fprintf(stderr, "%s\n", qPrintable(model.error().toString()));
        return false;
    }
    QFile corpus(QDir(root).filePath(QStringLiteral("corpus.txt")));
    if (!corpus.open(QIODevice::WriteOnly))
        return false;
    const char* words[] = {"the",     "virus",  "spread",  "quickly", "in",       "city",     "and",
                           "doctors", "report", "new",     "cases",   "patients", "hospital", "treatment",
                           "of",      "many",   "elderly", "week",    "after",    "vaccine"};
    std::mt19937 random(7);
    for (int line = 0; line < 20000; ++line) {
        QByteArray text;
        for (int w = 0; w < 40; ++w)
            text += QByteArray(words[random() % std::size(words)]) + ' ';
        corpus.write(text + '\n');
    }
    printf("model: BERT %s, %lld parameters; corpus: %.1f MB\n", qPrintable(preset),
           static_cast<long long>(model->parameters), corpus.size() / 1e6);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc == 4 && std::strcmp(argv[1], kJobRank) == 0) {
        PretrainSpec spec = benchSpec(QString::fromLocal8Bit(argv[2]), QStringLiteral("two"),
                                      kRowsPerStep / 2, QString::fromLocal8Bit(argv[3]).toLongLong());
        spec.distributed = distributedEnvironmentFrom(QProcessEnvironment::systemEnvironment()).value();
        return runJob(spec) >= 0 ? 0 : 1;
    }
    if (argc == 2 && std::strcmp(argv[1], kReduceRank) == 0) {
        const DistributedEnvironment env =
            distributedEnvironmentFrom(QProcessEnvironment::systemEnvironment()).value();
        return timeAllReduce(env.rank, env.masterPort) > 0 ? 0 : 1;
    }
    const qint64 steps = argc > 1 ? QString::fromLocal8Bit(argv[1]).toLongLong() : 30;
    const QString preset = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("small");
    QTemporaryDir tmp;
    if (!writeBenchData(tmp.path(), preset))
        return 1;
    // The corpus is tokenized once, by a first short run, so that no measured run waits for it.
    if (runJob(benchSpec(tmp.path(), QStringLiteral("warm-up"), kRowsPerStep, 2)) < 0)
        return 1;

    const double one = runJob(benchSpec(tmp.path(), QStringLiteral("one"), kRowsPerStep, steps));
    const int port = freeLoopbackPort();
    std::unique_ptr<QProcess> partner(
        startPartner({QString::fromLatin1(kJobRank), tmp.path(), QString::number(steps)}, port));
    PretrainSpec rank0 = benchSpec(tmp.path(), QStringLiteral("two"), kRowsPerStep / 2, steps);
    rank0.distributed = pairOf(0, port);
    const double two = runJob(rank0);
    partner->waitForFinished(-1);

    const int reducePort = freeLoopbackPort();
    std::unique_ptr<QProcess> reducer(startPartner({QString::fromLatin1(kReduceRank)}, reducePort));
    const double reduceSeconds = timeAllReduce(0, reducePort);
    reducer->waitForFinished(-1);

    printf("one process, 1 thread, %d rows a step: %.0f tokens/s\n", kRowsPerStep, one);
    printf("two ranks, 1 thread each, %d rows each: %.0f tokens/s\n", kRowsPerStep / 2, two);
    printf("scaling efficiency (two ranks / twice one): %.2f\n", one > 0 ? two / (2 * one) : 0.0);
    printf("all-reduce of 25 MB between two processes (Gloo, loopback): %.1f ms, %.2f GB/s\n",
           reduceSeconds * 1e3, reduceSeconds > 0 ? kReduceFloats * 4 / reduceSeconds / 1e9 : 0.0);
    return one > 0 && two > 0 && reduceSeconds > 0 ? 0 : 1;
}
