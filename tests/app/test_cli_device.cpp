// `--device` is read one way: `cuda` and `cuda:0` are the same device (and get the same refusal where the
// machine has no CUDA), and a name that is no device is refused naming the setting.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

QStringList pretrainArguments(const QTemporaryDir& tmp, const QString& device) {
    return {"pretrain",
            "--model",
            hw::test::fixturesDir() + "/models/bert-mlm",
            "--corpus",
            tmp.filePath("corpus.txt"),
            "--output",
            tmp.filePath("run-" + QString(device).replace(':', '-')),
            "--seq-len",
            "32",
            "--batch-size",
            "4",
            "--max-steps",
            "2",
            "--device",
            device};
}

bool machineHasCuda() {
    const hw::test::CliRun info = hw::test::runCli({"info", "--json"}, 60000);
    return hw::test::lastJsonLine(info.out).value("cuda").toObject().value("available").toBool();
}

} // namespace

class CliDeviceTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() {
        QVERIFY(m_tmp.isValid());
        hw::test::writeBytes(m_tmp.filePath("corpus.txt"),
                             "patients in the ward recovered.\nthe hospital reported discharges.\n");
    }

    void cudaAndCuda0AreRefusedAlikeWithoutCuda() {
        if (machineHasCuda())
            QSKIP("this machine has CUDA: both spellings would train");
        const hw::test::CliRun cuda = hw::test::runCli(pretrainArguments(m_tmp, "cuda"));
        const hw::test::CliRun cuda0 = hw::test::runCli(pretrainArguments(m_tmp, "cuda:0"));
        QCOMPARE(cuda.exitCode, 2);
        QCOMPARE(cuda0.exitCode, 2);
        QCOMPARE(cuda.err.trimmed(), cuda0.err.trimmed());
        QVERIFY2(cuda.err.startsWith("error: ") && cuda.err.contains("(--device)") &&
                     cuda.err.contains("CUDA is not available"),
                 cuda.err.constData());
        QVERIFY(cuda.out.isEmpty() || !cuda.out.contains("\"event\":\"metric\"")); // nothing trained
    }

    void aNameThatIsNoDeviceIsRefusedNamingTheSetting() {
        const hw::test::CliRun gpu = hw::test::runCli(pretrainArguments(m_tmp, "gpu"));
        QCOMPARE(gpu.exitCode, 2);
        const QByteArray err = gpu.err.trimmed();
        QVERIFY2(err.startsWith("error: unknown device 'gpu' (--device): ") && err.contains("cuda:N") &&
                     !err.contains('\n'),
                 err.constData());
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_GUILESS_MAIN(CliDeviceTest)
#include "test_cli_device.moc"
