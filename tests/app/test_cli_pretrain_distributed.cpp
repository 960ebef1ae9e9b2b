// `headwater-cli pretrain` as ranks of a data-parallel run, started the way users start them: by torchrun
// (from the reference environment) with the command unchanged, and by `--nproc 2` on one machine. Both train
// as one process taking their rows together, and only rank 0 writes and reports the run.
#include "core/system/distributed_environment.h"
#include "tests/support/cli_run.h"
#include "tests/support/data_parallel_run.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

// Every run's settings but its rows per micro-batch and folder: 2 micro-batches a step, 4 steps.
QStringList pretrainArguments(const QString& root, const QString& output, int rows) {
    return {QStringLiteral("pretrain"),
            QStringLiteral("--model"),
            QDir(root).filePath(QStringLiteral("model")),
            QStringLiteral("--corpus"),
            QDir(root).filePath(QStringLiteral("corpus.txt")),
            QStringLiteral("--cache-dir"),
            QDir(root).filePath(QStringLiteral("cache")),
            QStringLiteral("--output"),
            QDir(root).filePath(output),
            QStringLiteral("--packing"),
            QStringLiteral("documents"),
            QStringLiteral("--seq-len"),
            QStringLiteral("32"),
            QStringLiteral("--batch-size"),
            QString::number(rows),
            QStringLiteral("--grad-accum"),
            QStringLiteral("2"),
            QStringLiteral("--lr"),
            QStringLiteral("3e-3"),
            QStringLiteral("--max-steps"),
            QStringLiteral("4"),
            QStringLiteral("--json")};
}

int resultLines(const QByteArray& out) {
    int count = 0;
    for (const QByteArray& line : out.split('\n'))
        count +=
            QJsonDocument::fromJson(line).object().value(QLatin1String("event")) == QLatin1String("result");
    return count;
}

void compareLosses(const std::vector<double>& losses, const std::vector<double>& expected, const char* run) {
    QCOMPARE(losses.size(), expected.size());
    for (size_t i = 0; i < losses.size(); ++i)
        QVERIFY2(std::abs(losses[i] - expected[i]) <= 1e-5 * std::max(1.0, std::abs(expected[i])),
                 qPrintable(QStringLiteral("%1, step %2: %3 vs %4")
                                .arg(QLatin1String(run))
                                .arg(i + 1)
                                .arg(losses[i])
                                .arg(expected[i])));
}

} // namespace

class CliPretrainDistributedTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void launchersDriveTheCliUnchanged() {
        HW_REQUIRE_REFERENCE_STACK();
        QTemporaryDir tmp;
        hw::test::modelWithoutDropout(tmp.path());
        hw::test::writeVariedCorpus(tmp.path());
        const hw::test::CliRun one = hw::test::runCli(pretrainArguments(tmp.path(), QStringLiteral("one"), 4)
                                                      << QStringLiteral("--threads") << QStringLiteral("1"));
        QVERIFY2(one.exitCode == 0, one.err.constData());
        const std::vector<double> expected = hw::test::lossesOf(tmp.filePath(QStringLiteral("one")));
        QCOMPARE(expected.size(), size_t(4));

        // torchrun, from the reference environment, starting the CLI as it is.
        QProcess torchrun;
        torchrun.start(QStringLiteral(HEADWATER_PYTHON),
                       QStringList{QStringLiteral("-m"), QStringLiteral("torch.distributed.run"),
                                   QStringLiteral("--no-python"), QStringLiteral("--nproc-per-node"),
                                   QStringLiteral("2"), QStringLiteral("--master-addr"),
                                   QStringLiteral("127.0.0.1"), QStringLiteral("--master-port"),
                                   QString::number(freeLoopbackPort()), QStringLiteral(HEADWATER_CLI_PATH)}
                           << pretrainArguments(tmp.path(), QStringLiteral("torchrun"), 2)
                           << QStringLiteral("--threads") << QStringLiteral("1"));
        QVERIFY(torchrun.waitForFinished(hw::test::kJobWaitMs));
        const QByteArray torchrunErrors = torchrun.readAllStandardError();
        QVERIFY2(torchrun.exitCode() == 0, torchrunErrors.constData());
        compareLosses(hw::test::lossesOf(tmp.filePath(QStringLiteral("torchrun"))), expected, "torchrun");
        QVERIFY(QFileInfo::exists(tmp.filePath(QStringLiteral("torchrun/model/model.safetensors"))));

        // --nproc: the CLI starts its ranks itself; rank 0 alone reports the run.
        const hw::test::CliRun nproc =
            hw::test::runCli(pretrainArguments(tmp.path(), QStringLiteral("nproc"), 2)
                             << QStringLiteral("--nproc") << QStringLiteral("2"));
        QVERIFY2(nproc.exitCode == 0, nproc.err.constData());
        compareLosses(hw::test::lossesOf(tmp.filePath(QStringLiteral("nproc"))), expected, "--nproc 2");
        QCOMPARE(resultLines(nproc.out), 1);
        const QJsonObject result = hw::test::lastJsonLine(nproc.out);
        QCOMPARE(result.value(QLatin1String("step")).toInt(), 4);
        QVERIFY(QFileInfo::exists(result.value(QLatin1String("model")).toString() +
                                  QStringLiteral("/config.json")));
    }

    void badProcessCountsAreRefused() {
        for (const QString& count : {QStringLiteral("0"), QStringLiteral("two"), QStringLiteral("100000")}) {
            const hw::test::CliRun refused = hw::test::runCli(
                {QStringLiteral("pretrain"), QStringLiteral("--model"), QStringLiteral("m"),
                 QStringLiteral("--output"), QStringLiteral("o"), QStringLiteral("--nproc"), count});
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains("--nproc"), refused.err.constData());
        }
    }
};

QTEST_GUILESS_MAIN(CliPretrainDistributedTest)
#include "test_cli_pretrain_distributed.moc"
