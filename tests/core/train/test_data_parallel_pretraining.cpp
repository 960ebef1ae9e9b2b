// Pretraining as two Gloo ranks on the loopback: the same losses and weights as one process taking the same
// global batch, only rank 0 writing, a two-rank checkpoint resumed by one process and (bit-exactly) by two,
// and a rank killed mid-run stopping the other within a minute with the lost rank named.
#include "core/jobs/job_runner.h"
#include "core/model_io/internal/model_directory.h"
#include "core/train/pretrain_job.h"
#include "tests/support/data_parallel_run.h"
#include "tests/support/recording_sink.h"
#include "tests/support/wait_limits.h"

#include <torch/torch.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <cstring>

using namespace hw;

namespace {

constexpr char kPartnerFlag[] = "--partner-rank";
// One process: 4 rows x 2 micro-batches a step; two ranks: 2 rows each, twice.
constexpr int kRowsPerStep = 8;

// The run every process of a test takes part in; `rows` per micro-batch.
PretrainSpec specFor(const QString& root, const QString& output, int rows, qint64 maxSteps) {
    PretrainSpec spec;
    spec.modelDirectory = QDir(root).filePath(QStringLiteral("model"));
    spec.source.files = {QDir(root).filePath(QStringLiteral("corpus.txt"))};
    spec.cacheDirectory = QDir(root).filePath(QStringLiteral("cache"));
    spec.outputDirectory = QDir(root).filePath(output);
    spec.packing = PackingMode::Documents;
    spec.seqLength = 32;
    spec.batchSize = rows;
    spec.gradAccumulation = 2;
    spec.learningRate = 1e-3;
    // RoBERTa's epsilon: with 1e-8, the attention key biases, whose true gradient is zero (softmax ignores a
    // shift of a row's scores), move by up to the learning rate on rounding noise alone, and the noise
    // differs between any two orders of summing the same rows.
    spec.adamEpsilon = 1e-6;
    spec.warmupSteps = 2;
    spec.maxSteps = maxSteps;
    spec.evalEvery = 3;
    spec.saveEvery = 3;
    spec.keepCheckpoints = 10;
    spec.resume =
        !QDir(spec.outputDirectory).entryList({QStringLiteral("checkpoint-*")}, QDir::Dirs).isEmpty();
    return spec;
}

DistributedEnvironment rankOf(int rank, int port) {
    DistributedEnvironment environment;
    environment.rank = rank;
    environment.worldSize = 2;
    environment.masterAddress = QStringLiteral("127.0.0.1");
    environment.masterPort = port;
    environment.launcher = QStringLiteral("torchrun");
    return environment;
}

// Rank 1, in its own process: joins as its environment says and runs its part of the run.
int runPartner(const QString& root, const QString& output, qint64 maxSteps) {
    Expected<DistributedEnvironment> environment =
        distributedEnvironmentFrom(QProcessEnvironment::systemEnvironment());
    if (!environment)
        return 2;
    PretrainSpec spec = specFor(root, output, 2, maxSteps);
    spec.distributed = environment.value();
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    std::atomic_bool never{false};
    const JobOutcome outcome = runJobHere(job, sink, never);
    if (outcome.status != JobStatus::Succeeded) {
        fprintf(stderr, "%s\n", qPrintable(outcome.message));
        return 3;
    }
    return 0;
}

// Starts rank 1 of a two-rank run on `port`, writing (it must not) into `output`.
void startPartner(QProcess& partner, const QString& root, const QString& output, qint64 maxSteps, int port) {
    const QProcessEnvironment env =
        localRankEnvironment(QProcessEnvironment::systemEnvironment(), 1, 2, port);
    partner.setProcessEnvironment(env);
    partner.start(QCoreApplication::applicationFilePath(),
                  {QString::fromLatin1(kPartnerFlag), root, output, QString::number(maxSteps)});
}

// Rank 0 here, rank 1 in a second process; rank 1 is given `partnerOutput` as its run folder.
JobOutcome runTwoRanks(const QString& root, const QString& output, const QString& partnerOutput,
                       qint64 maxSteps, QString* partnerErrors) {
    const int port = freeLoopbackPort();
    QProcess partner;
    startPartner(partner, root, partnerOutput, maxSteps, port);
    PretrainSpec spec = specFor(root, output, 2, maxSteps);
    spec.distributed = rankOf(0, port);
    PretrainJob job(spec);
    hw::test::RecordingSink sink;
    std::atomic_bool never{false};
    const JobOutcome outcome = runJobHere(job, sink, never);
    partner.waitForFinished(hw::test::kJobWaitMs);
    *partnerErrors = QString::fromUtf8(partner.readAllStandardError());
    if (partner.exitCode() != 0)
        return {JobStatus::Failed, QStringLiteral("rank 1 failed: ") + *partnerErrors};
    return outcome;
}

JobOutcome runOneProcess(const QString& root, const QString& output, int rows, qint64 maxSteps,
                         PretrainResult* result = nullptr) {
    PretrainJob job(specFor(root, output, rows, maxSteps));
    hw::test::RecordingSink sink;
    std::atomic_bool never{false};
    const JobOutcome outcome = runJobHere(job, sink, never);
    if (result)
        *result = job.result();
    return outcome;
}

std::map<std::string, torch::Tensor> weightsOf(const QString& directory) {
    Expected<QString> file = findWeightsFile(directory);
    Expected<WeightSource> w = file ? readWeightsFile(file.value()) : Expected<WeightSource>(file.error());
    std::map<std::string, torch::Tensor> out;
    if (w) {
        for (const auto& [name, tensor] : w->tensors)
            out[name] = tensor.clone(); // the source's tensors live in its file mapping
    }
    return out;
}

// The run folder as it stood after its checkpoint at `step`: later checkpoints and outputs removed.
void copyRunUpTo(const QString& from, const QString& to, qint64 step) {
    QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), from, to});
    for (const QString& name : QDir(to).entryList({QStringLiteral("checkpoint-*")}, QDir::Dirs))
        if (name.mid(11).toLongLong() > step)
            QDir(QDir(to).filePath(name)).removeRecursively();
    QDir(QDir(to).filePath(QStringLiteral("model"))).removeRecursively();
}

} // namespace

class DataParallelPretrainingTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        hw::test::modelWithoutDropout(m_tmp.path());
        hw::test::writeVariedCorpus(m_tmp.path());
        // One process taking 4 rows twice a step: the reference every two-rank run is compared with.
        const JobOutcome one = runOneProcess(m_tmp.path(), QStringLiteral("one"), 4, 6);
        QVERIFY2(one.status == JobStatus::Succeeded, qPrintable(one.message));
    }

    void twoRanksComputeWhatOneProcessDoes() {
        QString partnerErrors;
        const JobOutcome two =
            runTwoRanks(m_tmp.path(), QStringLiteral("two"), QStringLiteral("two-rank1"), 6, &partnerErrors);
        QVERIFY2(two.status == JobStatus::Succeeded, qPrintable(two.message + partnerErrors));
        const std::vector<double> expected = hw::test::lossesOf(m_tmp.filePath(QStringLiteral("one")));
        const std::vector<double> losses = hw::test::lossesOf(m_tmp.filePath(QStringLiteral("two")));
        QCOMPARE(losses.size(), size_t(6));
        QCOMPARE(losses.size(), expected.size());
        for (size_t i = 0; i < losses.size(); ++i)
            QVERIFY2(
                std::abs(losses[i] - expected[i]) <= 1e-5 * std::max(1.0, std::abs(expected[i])),
                qPrintable(QStringLiteral("step %1: %2 vs %3").arg(i + 1).arg(losses[i]).arg(expected[i])));
        QVERIFY(losses.back() < losses.front()); // it learned, and the same
        const auto reference = weightsOf(m_tmp.filePath(QStringLiteral("one/model")));
        const auto weights = weightsOf(m_tmp.filePath(QStringLiteral("two/model")));
        QVERIFY(!reference.empty());
        QCOMPARE(weights.size(), reference.size());
        double largest = 0;
        for (const auto& [name, tensor] : reference) {
            const double difference = (weights.at(name) - tensor).abs().max().item<double>();
            largest = std::max(largest, difference);
            QVERIFY2(
                difference <= 1e-5,
                qPrintable(
                    QStringLiteral("%1 differs by %2").arg(QString::fromStdString(name)).arg(difference)));
        }
        qInfo("largest weight difference from one process: %g", largest);
        // Rank 1 wrote nothing: not its run folder, not a checkpoint.
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("two-rank1"))));
        QVERIFY(QFileInfo::exists(m_tmp.filePath(QStringLiteral("two/checkpoint-3/trainer_state.json"))));
    }

    // Rank 0's checkpoint at step 3, continued by one process taking its 2 rows: it starts where the two
    // ranks' 24 rows ended and takes 4 a step.
    void aTwoRankCheckpointResumesInOneProcess() {
        QVERIFY(QFileInfo::exists(m_tmp.filePath(QStringLiteral("two/checkpoint-3"))));
        copyRunUpTo(m_tmp.filePath(QStringLiteral("two")), m_tmp.filePath(QStringLiteral("two-then-one")), 3);
        PretrainResult result;
        const JobOutcome resumed = runOneProcess(m_tmp.path(), QStringLiteral("two-then-one"), 2, 6, &result);
        QVERIFY2(resumed.status == JobStatus::Succeeded, qPrintable(resumed.message));
        QVERIFY(result.resumed);
        QCOMPARE(result.state.step, qint64(6));
        QCOMPARE(result.state.examplesTaken, qint64(3 * kRowsPerStep + 3 * 4));
        const std::vector<double> losses = hw::test::lossesOf(m_tmp.filePath(QStringLiteral("two-then-one")));
        QCOMPARE(losses.size(), size_t(6));
        QVERIFY(std::isfinite(losses.back()));
    }

    // The same checkpoint continued by two ranks again: exactly what the uninterrupted two-rank run did.
    void aTwoRankCheckpointResumesExactlyOnTwoRanks() {
        QVERIFY(QFileInfo::exists(m_tmp.filePath(QStringLiteral("two/checkpoint-3"))));
        copyRunUpTo(m_tmp.filePath(QStringLiteral("two")), m_tmp.filePath(QStringLiteral("two-again")), 3);
        QString partnerErrors;
        const JobOutcome again = runTwoRanks(m_tmp.path(), QStringLiteral("two-again"),
                                             QStringLiteral("two-again"), 6, &partnerErrors);
        QVERIFY2(again.status == JobStatus::Succeeded, qPrintable(again.message + partnerErrors));
        const std::vector<double> losses = hw::test::lossesOf(m_tmp.filePath(QStringLiteral("two-again")));
        QCOMPARE(losses, hw::test::lossesOf(m_tmp.filePath(QStringLiteral("two"))));
        const auto uninterrupted = weightsOf(m_tmp.filePath(QStringLiteral("two/model")));
        const auto resumed = weightsOf(m_tmp.filePath(QStringLiteral("two-again/model")));
        QVERIFY(!uninterrupted.empty());
        for (const auto& [name, tensor] : uninterrupted)
            QVERIFY2(torch::equal(tensor, resumed.at(name)), name.c_str());
    }

    // Rank 1 killed after step 4: rank 0 stops within a minute saying it lost rank 1, its checkpoint of step
    // 3 intact for a resume.
    void aKilledRankStopsTheOtherNamingIt() {
        const int port = freeLoopbackPort();
        QProcess partner;
        startPartner(partner, m_tmp.path(), QStringLiteral("killed-rank1"), 100000, port);
        QVERIFY(partner.waitForStarted());
        PretrainSpec spec = specFor(m_tmp.path(), QStringLiteral("killed"), 2, 100000);
        spec.distributed = rankOf(0, port);
        PretrainJob job(spec);
        hw::test::RecordingSink sink;
        QElapsedTimer sinceKill;
        const qint64 partnerId = partner.processId();
        sink.onMetricHook = [&](const MetricPoint& m) {
            if (m.name == QLatin1String("loss") && m.step == 4 && !sinceKill.isValid()) {
                ::kill(pid_t(partnerId), SIGKILL);
                sinceKill.start();
            }
        };
        std::atomic_bool never{false};
        const JobOutcome outcome = runJobHere(job, sink, never);
        QVERIFY(sinceKill.isValid());
        QVERIFY2(sinceKill.elapsed() < 60000, qPrintable(QString::number(sinceKill.elapsed())));
        qInfo("rank 0 stopped %lld ms after rank 1 was killed: %s", sinceKill.elapsed(),
              qPrintable(outcome.message.toString()));
        QCOMPARE(outcome.status, JobStatus::Failed);
        const QString message = outcome.message.toString();
        QVERIFY2(message.contains(QStringLiteral("rank 0 of 2 lost rank 1")), qPrintable(message));
        QVERIFY2(job.error().how.toString().contains(QStringLiteral("--resume")),
                 qPrintable(job.error().toString()));
        partner.waitForFinished(hw::test::kJobWaitMs);
        // Rank 0's checkpoints are whole, the newest at step 3, and rank 1 wrote nothing.
        QFile state(m_tmp.filePath(QStringLiteral("killed/checkpoint-3/trainer_state.json")));
        QVERIFY(state.open(QIODevice::ReadOnly));
        const QJsonObject recorded = QJsonDocument::fromJson(state.readAll()).object();
        QCOMPARE(recorded.value(QStringLiteral("step")).toInt(), 3);
        QCOMPARE(recorded.value(QStringLiteral("examples_taken")).toInt(), 3 * kRowsPerStep);
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("killed-rank1"))));
    }

private:
    QTemporaryDir m_tmp;
};

int main(int argc, char** argv) {
    if (argc == 5 && std::strcmp(argv[1], kPartnerFlag) == 0)
        return runPartner(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]),
                          QString::fromLocal8Bit(argv[4]).toLongLong());
    QCoreApplication app(argc, argv);
    DataParallelPretrainingTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_data_parallel_pretraining.moc"
