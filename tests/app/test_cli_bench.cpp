// `headwater-cli bench --json` reports a configuration's throughput beside the machine's matmul peak and its
// memory. That the step it times is the pretraining step is asserted in
// tests/core/train/test_throughput_bench; how fast it is belongs to bench/.
#include "tests/support/cli_run.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

class CliBenchTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void benchReportsItsFiguresAsJson_data() {
        QTest::addColumn<QString>("arch");
        QTest::newRow("bert") << QStringLiteral("bert");
        QTest::newRow("roberta") << QStringLiteral("roberta");
    }

    void benchReportsItsFiguresAsJson() {
        QFETCH(QString, arch);
        const hw::test::CliRun bench = hw::test::runCli(
            {"bench", "--arch",  arch, "--vocab",        "1000", "--hidden",  "32", "--layers",
             "2",     "--heads", "4",  "--intermediate", "64",   "--seq-len", "32", "--batch-size",
             "8",     "--steps", "3",  "--json"});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        const QJsonObject measured = QJsonDocument::fromJson(bench.out.trimmed().split('\n').last()).object();
        QCOMPARE(measured.value("arch").toString(), arch);
        for (const char* key : {"tokens_per_s", "flops_per_s", "matmul_peak_flops_per_s"})
            QVERIFY2(measured.value(key).toDouble() > 0, key);
        QVERIFY(std::isfinite(measured.value("last_loss").toDouble()));
        // The memory estimate holds at least fp32 weights, gradients and AdamW's two moments; on the CPU no
        // device peak is measured.
        const double parameters = measured.value("params").toDouble();
        QVERIFY(parameters > 0);
        QVERIFY2(measured.value("estimated_memory_bytes").toDouble() >= 16 * parameters,
                 qPrintable(QString::number(measured.value("estimated_memory_bytes").toDouble())));
        QCOMPARE(measured.value("peak_device_memory_bytes").toDouble(), 0.0);
        QCOMPARE(measured.value("device").toString(), QStringLiteral("cpu"));
        const double waiting = measured.value("data_wait_share").toDouble(-1);
        QVERIFY2(waiting >= 0 && waiting < 1, qPrintable(QString::number(waiting)));
    }

    void benchRefusesADeviceItDoesNotKnow() {
        const hw::test::CliRun bench = hw::test::runCli({"bench", "--device", "gpu", "--steps", "1"});
        QCOMPARE(bench.exitCode, 2);
        QVERIFY2(bench.err.contains("unknown device 'gpu' (--device)"), bench.err.constData());
    }

    void benchRefusesAFamilyWithoutAMaskedLmHead() {
        const hw::test::CliRun bench = hw::test::runCli({"bench", "--arch", "electra", "--steps", "1"});
        QCOMPARE(bench.exitCode, 2);
        QVERIFY2(bench.err.contains("choose bert, roberta or modernbert"), bench.err.constData());
    }

    void benchRefusesAShapeItCannotBuild() {
        const hw::test::CliRun bench =
            hw::test::runCli({"bench", "--hidden", "30", "--heads", "4", "--steps", "1", "--json"});
        QCOMPARE(bench.exitCode, 2);
        QVERIFY2(bench.err.contains("--heads"), bench.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliBenchTest)
#include "test_cli_bench.moc"
