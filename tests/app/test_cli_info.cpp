#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

class CliInfoTest : public QObject {
    Q_OBJECT

    struct Run {
        int exitCode;
        QByteArray out, err;
    };
    static Run runCli(const QStringList& args) {
        QProcess process;
        process.start(QStringLiteral(HEADWATER_CLI_PATH), args);
        process.waitForFinished(60000);
        return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
    }

private Q_SLOTS:
    void infoJsonParsesAndDescribesTheMachine() {
        const Run run = runCli({QStringLiteral("info"), QStringLiteral("--json"), QStringLiteral("--threads"),
                                QStringLiteral("2")});
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(run.out.trimmed(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + run.out));
        const QJsonObject info = doc.object();
        QCOMPARE(info.value(QStringLiteral("event")).toString(), QStringLiteral("result"));
        const QJsonObject versions = info.value(QStringLiteral("versions")).toObject();
        for (const char* key : {"headwater", "qt", "libtorch", "sentencepiece", "sqlite"})
            QVERIFY2(!versions.value(QLatin1String(key)).toString().isEmpty(), key);
        QVERIFY(versions.value(QStringLiteral("libtorch")).toString().contains(QLatin1Char('.')));
        QCOMPARE(info.value(QStringLiteral("threads")).toInt(), 2);
        QVERIFY(info.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("cores")).toInt() >= 1);
        QVERIFY(info.value(QStringLiteral("cuda")).toObject().contains(QStringLiteral("available")));
        // The default build is libtorch 2.x from PyPI's CUDA wheel: CUDA, cuDNN and NCCL compiled in.
        const QJsonObject libtorch = info.value(QStringLiteral("libtorch")).toObject();
        QVERIFY2(libtorch.value(QStringLiteral("version")).toString().startsWith(QLatin1String("2.")),
                 run.out);
        QCOMPARE(libtorch.value(QStringLiteral("cuda_compiled")).toBool(), true);
        QVERIFY2(libtorch.value(QStringLiteral("cuda_version")).toString().contains(QLatin1Char('.')),
                 run.out);
        QCOMPARE(libtorch.value(QStringLiteral("cudnn_compiled")).toBool(), true);
        QCOMPARE(libtorch.value(QStringLiteral("nccl_compiled")).toBool(), true);
        const QJsonObject cuda = info.value(QStringLiteral("cuda")).toObject();
        if (!cuda.value(QStringLiteral("available")).toBool())
            QCOMPARE(cuda.value(QStringLiteral("devices")).toArray().size(), 0);
        QVERIFY(!info.value(QStringLiteral("blas")).toString().isEmpty());
    }

    void threadsDefaultToTheMachine() {
        const Run run = runCli({QStringLiteral("info"), QStringLiteral("--json")});
        const QJsonObject info = QJsonDocument::fromJson(run.out.trimmed()).object();
        QCOMPARE(info.value(QStringLiteral("threads")).toInt(),
                 info.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("cores")).toInt());
    }

    void versionAndErrorsFollowTheContract() {
        const Run version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("headwater-cli "));

        const Run unknown = runCli({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.startsWith("error: unknown command 'frobnicate' (headwater-cli): "),
                 unknown.err);

        const Run badThreads =
            runCli({QStringLiteral("info"), QStringLiteral("--threads"), QStringLiteral("zero")});
        QCOMPARE(badThreads.exitCode, 2);
        QVERIFY2(badThreads.err.startsWith("error: invalid thread count 'zero' (--threads): "),
                 badThreads.err);

        // Absurd thread counts are refused at once rather than spawned.
        const Run tooMany =
            runCli({QStringLiteral("info"), QStringLiteral("--threads"), QStringLiteral("100000")});
        QCOMPARE(tooMany.exitCode, 2);
        QVERIFY2(tooMany.err.contains("--threads") && tooMany.err.contains("at most"), tooMany.err);

        const Run help = runCli({QStringLiteral("info"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--json"));
    }

    // The installed manual page names every command the CLI has, with the version it reports.
    void theManualPageListsEveryCommand() {
        const Run help = runCli({QStringLiteral("--help")});
        QFile page(QStringLiteral(HEADWATER_SOURCE_DIR "/packaging/man/headwater-cli.1"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString manual = QString::fromUtf8(page.readAll());
        const QString out = QString::fromUtf8(help.out);
        const QStringList lines = out.mid(out.indexOf(QLatin1String("Commands:"))).split(QLatin1Char('\n'));
        int commands = 0;
        for (const QString& line : lines.mid(1)) {
            if (line.trimmed().isEmpty())
                break;
            const QString command = line.trimmed().section(QLatin1Char(' '), 0, 0);
            QVERIFY2(manual.contains(QStringLiteral("\n.B %1\n").arg(command)), qPrintable(command));
            ++commands;
        }
        QVERIFY(commands >= 16);
        const Run version = runCli({QStringLiteral("--version")});
        const QString number = QString::fromUtf8(version.out).trimmed().section(QLatin1Char(' '), 1);
        QVERIFY2(manual.contains(QStringLiteral("\"Headwater %1\"").arg(number)), qPrintable(number));
    }
};

QTEST_GUILESS_MAIN(CliInfoTest)
#include "test_cli_info.moc"
