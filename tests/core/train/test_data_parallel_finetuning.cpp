// Fine-tuning as two Gloo ranks on the loopback: the same per-step losses and weights as one process taking
// the same global batch (single-label with class weights, multi-label over two seeds), only rank 0 writing, a
// cancel seen by rank 0 stopping both, and a rank killed mid-run stopping the other with the lost rank named.
#include "core/jobs/job_runner.h"
#include "core/model_io/internal/model_directory.h"
#include "core/train/finetune_job.h"
#include "tests/support/data_parallel_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/recording_sink.h"
#include "tests/support/wait_limits.h"

#include <torch/torch.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <cstring>

using namespace hw;

namespace {

constexpr char kPartnerFlag[] = "--partner-rank";
// 7 training examples: one process takes them all in one batch of up to 8 rows, each rank of two up to 4
// (3 and 4 of them), so every epoch is one step, its loss the step's, and the ranks' shares differ.
constexpr int kEpochs = 6;

const QStringList kTopics[] = {{"virus", "hospital", "vaccine", "patients"},
                               {"football", "match", "league", "goal"},
                               {"market", "shares", "profit", "bank"}};
const QStringList kLabels = {"health", "sports", "business"};

// `rows` examples of one or two topics (`multiLabel`) among filler words, of varied length; `offset` keeps
// the sets' texts apart.
void writeSet(const QString& path, int rows, bool multiLabel, int offset) {
    const QStringList filler =
        QStringLiteral("the a of in on today new report said people city after").split(' ');
    QByteArray out = "text\tlabel\n";
    for (int i = offset; i < offset + rows; ++i) {
        QVector<int> chosen = {i % 3};
        if (multiLabel && i % 2 == 0)
            chosen.append((i + 1 + (i / 2) % 2) % 3);
        QStringList words, names;
        for (int l : chosen) {
            words << kTopics[l][(i / 3) % 4] << kTopics[l][(i * 7 + 1) % 4];
            names << kLabels[l];
        }
        for (int k = 0; k < 1 + (i * 5) % 9; ++k)
            words.insert((i + k) % (words.size() + 1), filler[(i * 3 + k * 5) % filler.size()]);
        out +=
            words.join(' ').toUtf8() + ' ' + QByteArray::number(i) + '\t' + names.join(',').toUtf8() + '\n';
    }
    hw::test::writeBytes(path, out);
}

void writeSets(const QString& root) {
    for (const bool multiLabel : {false, true}) {
        const QString prefix =
            QDir(root).filePath(multiLabel ? QStringLiteral("multi-") : QStringLiteral("single-"));
        writeSet(prefix + QStringLiteral("train.tsv"), 7, multiLabel, 0);
        writeSet(prefix + QStringLiteral("valid.tsv"), 12, multiLabel, 100);
        writeSet(prefix + QStringLiteral("test.tsv"), 9, multiLabel, 200);
    }
}

// The run every process of a test takes part in: `kind` "single" (class weights on) or "multi" (two seeds),
// `rows` per step on each process.
FinetuneSpec specFor(const QString& root, const QString& kind, const QString& output, int rows, int epochs) {
    const bool multiLabel = kind == QLatin1String("multi");
    FinetuneSpec spec;
    spec.modelDirectory = QDir(root).filePath(QStringLiteral("model"));
    spec.trainFile = QDir(root).filePath(kind + QStringLiteral("-train.tsv"));
    spec.validationFile = QDir(root).filePath(kind + QStringLiteral("-valid.tsv"));
    spec.testFile = QDir(root).filePath(kind + QStringLiteral("-test.tsv"));
    spec.read.read.textFields = {QStringLiteral("text")};
    spec.read.labelFields = {QStringLiteral("label")};
    spec.read.multiLabel = multiLabel;
    spec.classWeights = !multiLabel;
    spec.seeds = multiLabel ? 2 : 1;
    spec.epochs = epochs;
    spec.batchSize = rows;
    spec.maxLength = 32;
    spec.learningRate = 1e-3;
    spec.warmupRatio = 0; // every step moves the weights
    // RoBERTa's epsilon: with 1e-8, the attention key biases, whose true gradient is zero (softmax ignores a
    // shift of a row's scores), move by up to the learning rate on rounding noise alone, and the noise
    // differs between any two orders of summing the same rows.
    spec.adamEpsilon = 1e-6;
    spec.outputDirectory = QDir(root).filePath(output);
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

// Rank 1, in its own process: joins as its environment says and runs its part; 0 when it succeeded, 4 when
// it was cancelled (as rank 0 decided).
int runPartner(const QString& root, const QString& kind, const QString& output, int epochs) {
    Expected<DistributedEnvironment> environment =
        distributedEnvironmentFrom(QProcessEnvironment::systemEnvironment());
    if (!environment)
        return 2;
    FinetuneSpec spec = specFor(root, kind, output, 4, epochs);
    spec.distributed = environment.value();
    FinetuneJob job(spec);
    hw::test::RecordingSink sink;
    std::atomic_bool never{false};
    const JobOutcome outcome = runJobHere(job, sink, never);
    if (outcome.status == JobStatus::Cancelled)
        return 4;
    if (outcome.status != JobStatus::Succeeded) {
        fprintf(stderr, "%s\n", qPrintable(outcome.message.toString()));
        return 3;
    }
    return 0;
}

// Starts rank 1 of a two-rank run on `port`, writing (it must not) into `output`.
void startPartner(QProcess& partner, const QString& root, const QString& kind, const QString& output,
                  int epochs, int port) {
    const QProcessEnvironment env =
        localRankEnvironment(QProcessEnvironment::systemEnvironment(), 1, 2, port);
    partner.setProcessEnvironment(env);
    partner.start(QCoreApplication::applicationFilePath(),
                  {QString::fromLatin1(kPartnerFlag), root, kind, output, QString::number(epochs)});
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

} // namespace

class DataParallelFinetuningTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_tmp.isValid());
        hw::test::modelWithoutDropout(m_tmp.path());
        writeSets(m_tmp.path());
    }

    void twoRanksComputeWhatOneProcessDoes_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("single-label, class weights") << QStringLiteral("single");
        QTest::newRow("multi-label, two seeds") << QStringLiteral("multi");
    }

    void twoRanksComputeWhatOneProcessDoes() {
        QFETCH(QString, kind);
        // One process taking the 8 rows a step of both ranks together.
        FinetuneJob one(specFor(m_tmp.path(), kind, kind + QStringLiteral("-one"), 8, kEpochs));
        hw::test::RecordingSink oneSink;
        std::atomic_bool never{false};
        const JobOutcome oneOutcome = runJobHere(one, oneSink, never);
        QVERIFY2(oneOutcome.status == JobStatus::Succeeded, qPrintable(oneOutcome.message.toString()));

        const int port = freeLoopbackPort();
        QProcess partner;
        startPartner(partner, m_tmp.path(), kind, kind + QStringLiteral("-rank1"), kEpochs, port);
        FinetuneSpec spec = specFor(m_tmp.path(), kind, kind + QStringLiteral("-two"), 4, kEpochs);
        spec.distributed = rankOf(0, port);
        FinetuneJob two(spec);
        hw::test::RecordingSink twoSink;
        const JobOutcome twoOutcome = runJobHere(two, twoSink, never);
        partner.waitForFinished(hw::test::kJobWaitMs);
        const QString partnerErrors = QString::fromUtf8(partner.readAllStandardError());
        QVERIFY2(twoOutcome.status == JobStatus::Succeeded, qPrintable(twoOutcome.message.toString()));
        QVERIFY2(partner.exitCode() == 0, qPrintable(partnerErrors));

        QCOMPARE(two.result().seeds.size(), one.result().seeds.size());
        double largestLoss = 0, largestWeight = 0;
        for (int s = 0; s < one.result().seeds.size(); ++s) {
            const FinetuneSeedResult& reference = one.result().seeds[s];
            const FinetuneSeedResult& seed = two.result().seeds[s];
            const QString name = QStringLiteral("seed%1/loss").arg(reference.seed);
            const std::vector<double> expected = oneSink.values(name);
            const std::vector<double> losses = twoSink.values(name);
            QCOMPARE(expected.size(), size_t(kEpochs)); // one step an epoch
            QCOMPARE(losses.size(), expected.size());
            for (size_t i = 0; i < losses.size(); ++i) {
                largestLoss = std::max(largestLoss, std::abs(losses[i] - expected[i]));
                QVERIFY2(std::abs(losses[i] - expected[i]) <= 1e-5 * std::max(1.0, std::abs(expected[i])),
                         qPrintable(QStringLiteral("%1, step %2: %3 vs %4")
                                        .arg(name)
                                        .arg(i + 1)
                                        .arg(losses[i])
                                        .arg(expected[i])));
            }
            QVERIFY(losses.back() < losses.front()); // it learned, and the same
            QCOMPARE(seed.bestEpoch, reference.bestEpoch);
            qInfo("seed %llu: best epoch %d of %d", qulonglong(seed.seed), seed.bestEpoch, kEpochs);
            QCOMPARE(seed.testPredictions, reference.testPredictions);
            const auto referenceWeights = weightsOf(reference.modelDirectory);
            const auto weights = weightsOf(seed.modelDirectory);
            QVERIFY(!referenceWeights.empty());
            QCOMPARE(weights.size(), referenceWeights.size());
            for (const auto& [tensorName, tensor] : referenceWeights) {
                const double difference = (weights.at(tensorName) - tensor).abs().max().item<double>();
                largestWeight = std::max(largestWeight, difference);
                QVERIFY2(difference <= 1e-5, qPrintable(QStringLiteral("%1 differs by %2")
                                                            .arg(QString::fromStdString(tensorName))
                                                            .arg(difference)));
            }
        }
        qInfo("largest differences from one process: loss %g, weight %g", largestLoss, largestWeight);
        // Rank 0 wrote the run; rank 1 nothing at all.
        QVERIFY(QFileInfo::exists(m_tmp.filePath(kind + QStringLiteral("-two/summary.json"))));
        QVERIFY(QFileInfo::exists(m_tmp.filePath(kind + QStringLiteral("-two/seed-42/metrics.json"))));
        QVERIFY(QFileInfo::exists(m_tmp.filePath(kind + QStringLiteral("-two/seed-42/predictions.jsonl"))));
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(kind + QStringLiteral("-rank1"))));
    }

    // Cancelled on rank 0 alone, after its second epoch: rank 1 stops at the same step, cancelled too.
    void aCancelOnRankZeroStopsBoth() {
        const int port = freeLoopbackPort();
        QProcess partner;
        startPartner(partner, m_tmp.path(), QStringLiteral("single"), QStringLiteral("cancel-rank1"), 100,
                     port);
        FinetuneSpec spec = specFor(m_tmp.path(), QStringLiteral("single"), QStringLiteral("cancel"), 4, 100);
        spec.distributed = rankOf(0, port);
        FinetuneJob job(spec);
        hw::test::RecordingSink sink;
        std::atomic_bool cancel{false};
        sink.onMetricHook = [&](const MetricPoint& m) {
            if (m.name == QLatin1String("seed42/loss") && m.step == 2)
                cancel.store(true);
        };
        const JobOutcome outcome = runJobHere(job, sink, cancel);
        QCOMPARE(outcome.status, JobStatus::Cancelled);
        QVERIFY(partner.waitForFinished(hw::test::kJobWaitMs));
        QVERIFY2(partner.exitCode() == 4, partner.readAllStandardError().constData());
        QCOMPARE(sink.values(QStringLiteral("seed42/loss")).size(), size_t(2));
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("cancel-rank1"))));
    }

    // Rank 1 killed after epoch 2: rank 0 stops within a minute saying it lost rank 1.
    void aKilledRankStopsTheOtherNamingIt() {
        const int port = freeLoopbackPort();
        QProcess partner;
        startPartner(partner, m_tmp.path(), QStringLiteral("single"), QStringLiteral("killed-rank1"), 100,
                     port);
        QVERIFY(partner.waitForStarted());
        FinetuneSpec spec = specFor(m_tmp.path(), QStringLiteral("single"), QStringLiteral("killed"), 4, 100);
        spec.distributed = rankOf(0, port);
        FinetuneJob job(spec);
        hw::test::RecordingSink sink;
        QElapsedTimer sinceKill;
        const qint64 partnerId = partner.processId();
        sink.onMetricHook = [&](const MetricPoint& m) {
            if (m.name == QLatin1String("seed42/loss") && m.step == 2 && !sinceKill.isValid()) {
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
        QVERIFY2(job.error().how.toString().contains(QStringLiteral("start all 2 processes again")),
                 qPrintable(job.error().toString()));
        partner.waitForFinished(hw::test::kJobWaitMs);
        QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("killed-rank1"))));
    }

private:
    QTemporaryDir m_tmp;
};

int main(int argc, char** argv) {
    if (argc == 6 && std::strcmp(argv[1], kPartnerFlag) == 0)
        return runPartner(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]),
                          QString::fromLocal8Bit(argv[4]), QString::fromLocal8Bit(argv[5]).toInt());
    QCoreApplication app(argc, argv);
    DataParallelFinetuningTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_data_parallel_finetuning.moc"
