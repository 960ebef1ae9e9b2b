#include "tests/support/reference_python.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// headwater-cli runs project, import-corpus, tokenize and train-tokenizer itself, without loading libtorch,
// and hands every other command line to headwater-cli-torch. Arrow's libraries are loaded (through the
// headwater-columnar module) only by a process that reads a Parquet or Arrow file. The dynamic loader's own
// account of what a process loads (LD_DEBUG=libs, on stderr, inherited across the hand-over) tells which
// program ran.
class CliProgramsTest : public QObject {
    Q_OBJECT

    struct Run {
        int exitCode = -1;
        QByteArray out, err;
    };

    static Run runCli(const QStringList& args, const QString& workingDir, bool traceLibraries) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        if (traceLibraries)
            environment.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("libs"));
        process.setProcessEnvironment(environment);
        process.setWorkingDirectory(workingDir);
        process.start(QStringLiteral(HEADWATER_CLI_PATH), args);
        if (!process.waitForFinished(300000)) { // a run that hangs is a failure, whatever it printed
            process.kill();
            process.waitForFinished();
            return {};
        }
        return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
    }

    // The loader names each library it initialises ("calling init: /path/libX.so").
    static bool loadedLibtorch(const Run& run) { return run.err.contains("libtorch_cpu.so"); }
    static bool loadedArrow(const Run& run) {
        return run.err.contains("headwater-columnar.so") || run.err.contains("libarrow.so");
    }
    static bool tracedLoading(const Run& run) {
        return run.err.contains("calling init:") && run.err.contains("libQt6Core.so");
    }

    static void writeCorpus(const QString& path) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < 300; ++i)
            file.write(
                QStringLiteral("the river rises after rain number %1 and the valley floods near the mill\n")
                    .arg(i)
                    .toUtf8());
    }

private Q_SLOTS:
    void baseCommandsRunWithoutLibtorch() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeCorpus(dir.filePath(QStringLiteral("corpus.txt")));
        const QList<QStringList> steps = {
            {QStringLiteral("project"), QStringLiteral("create"), QStringLiteral("p.hwproj")},
            {QStringLiteral("import-corpus"), QStringLiteral("corpus.txt"), QStringLiteral("--project"),
             QStringLiteral("p.hwproj"), QStringLiteral("--name"), QStringLiteral("river")},
            {QStringLiteral("train-tokenizer"), QStringLiteral("--corpus"), QStringLiteral("corpus.txt"),
             QStringLiteral("--vocab-size"), QStringLiteral("200"), QStringLiteral("--min-frequency"),
             QStringLiteral("1"), QStringLiteral("--output"), QStringLiteral("tokenizer")},
            {QStringLiteral("tokenize"), QStringLiteral("--tokenizer"), QStringLiteral("tokenizer"),
             QStringLiteral("--text"), QStringLiteral("the river floods"), QStringLiteral("--threads"),
             QStringLiteral("2")},
            {QStringLiteral("project"), QStringLiteral("list"), QStringLiteral("p.hwproj")},
        };
        for (const QStringList& step : steps) {
            const Run run = runCli(step, dir.path(), true);
            QVERIFY2(run.exitCode == 0, qPrintable(step.join(QLatin1Char(' ')) + QLatin1Char('\n') +
                                                   QString::fromUtf8(run.err.right(2000))));
            QVERIFY2(tracedLoading(run), qPrintable(step.join(QLatin1Char(' '))));
            QVERIFY2(!loadedLibtorch(run), qPrintable(step.join(QLatin1Char(' '))));
            QVERIFY2(!loadedArrow(run), qPrintable(step.join(QLatin1Char(' '))));
        }
        // And the same commands give what they gave before: the tokens of the tokenizer just trained.
        const Run tokens =
            runCli({QStringLiteral("tokenize"), QStringLiteral("--tokenizer"), QStringLiteral("tokenizer"),
                    QStringLiteral("--text"), QStringLiteral("the river floods")},
                   dir.path(), false);
        QCOMPARE(tokens.exitCode, 0);
        QCOMPARE(tokens.out, QByteArray("[CLS] the river floods [SEP]\n"));
    }

    void aParquetFileLoadsTheArrowModule() {
        HW_REQUIRE_REFERENCE_STACK();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const hw::test::ReferenceRun made =
            hw::test::runReference(QStringLiteral("columnar-cases"), {dir.path()});
        QVERIFY2(made.ok, qPrintable(made.failure));
        const Run preview = runCli({QStringLiteral("import-corpus"), QStringLiteral("--preview"),
                                    QStringLiteral("2"), dir.filePath(QStringLiteral("large.parquet"))},
                                   dir.path(), true);
        QVERIFY2(preview.exitCode == 0, preview.err.right(2000).constData());
        QVERIFY2(preview.out.contains("column text: large_string"), preview.out.constData());
        QVERIFY(preview.err.contains("headwater-columnar.so"));
        QVERIFY(preview.err.contains("libarrow.so"));
        QVERIFY(!loadedLibtorch(preview));
    }

    void otherCommandsAreHandedToTheLibtorchProgram() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Run info = runCli({QStringLiteral("info")}, dir.path(), true);
        QCOMPARE(info.exitCode, 0);
        QVERIFY(loadedLibtorch(info));
        QVERIFY(!loadedArrow(info));
        QVERIFY2(info.out.contains("libtorch"), info.out);
        // Bad input keeps its exit code and its one line across the hand-over.
        const Run missing = runCli({QStringLiteral("inspect"), QStringLiteral("--model"),
                                    dir.filePath(QStringLiteral("no-such-model"))},
                                   dir.path(), false);
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.startsWith("error: "), missing.err);
        QVERIFY2(missing.err.contains("no-such-model"), missing.err);
        QCOMPARE(missing.out, QByteArray());
    }

    // --help, --version, no command and an unknown one are answered by the program that knows every command.
    void theCommandListNamesEveryCommand() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Run help = runCli({QStringLiteral("--help")}, dir.path(), false);
        QCOMPARE(help.exitCode, 0);
        for (const char* command : {"info", "project", "import-corpus", "tokenize", "train-tokenizer",
                                    "pretrain", "finetune", "export"})
            QVERIFY2(help.out.contains(QByteArray("\n  ") + command + ' '), command);
        const Run none = runCli({}, dir.path(), false);
        QCOMPARE(none.exitCode, 2);
        QCOMPARE(none.out, help.out);
        const Run version = runCli({QStringLiteral("--version")}, dir.path(), false);
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.startsWith("headwater-cli "), version.out);
        const Run unknown = runCli({QStringLiteral("pretrian")}, dir.path(), false);
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unknown command 'pretrian'"), unknown.err);
    }
};

QTEST_GUILESS_MAIN(CliProgramsTest)
#include "test_cli_programs.moc"
