// Outputs never destroy what Headwater does not own: a FIFO or a device named as an output is written to as a
// stream and stays what it was, a link is written through (a file) or refused (a folder), an input or a
// model's file is never an output, staging leaves the user's neighbours alone, and pruning checkpoints or
// replacing a folder never follows a link.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/types.h>

using hw::test::CliRun;
using hw::test::runCli;

namespace {

QString fixture(const char* name) {
    return hw::test::fixturesDir() + QStringLiteral("/models/") + QLatin1String(name);
}

// The one error line a refused command prints.
QByteArray errorLine(const CliRun& run) {
    for (const QByteArray& line : run.err.split('\n'))
        if (line.startsWith("error: "))
            return line;
    return {};
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

mode_t kindOf(const QString& path) {
    struct stat info {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 ? (info.st_mode & S_IFMT) : 0;
}

QString writeTexts(const QTemporaryDir& tmp) {
    hw::test::writeBytes(tmp.filePath("texts.txt"), "the service was great\nthe food was awful\n");
    return tmp.filePath("texts.txt");
}

// The model folder copied, so that a failing check could never harm the shared fixture.
QString copiedModel(const QTemporaryDir& tmp, const char* name) {
    const QString to = tmp.filePath(QLatin1String(name));
    QDir().mkpath(to);
    for (const QString& file : QDir(fixture(name)).entryList(QDir::Files))
        QFile::copy(QDir(fixture(name)).filePath(file), QDir(to).filePath(file));
    return to;
}

} // namespace

class CliOutputPathsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aFifoOrDeviceOutputIsAStreamNeverReplaced();
    void aLinkedOutputFileIsWrittenThroughToItsFile();
    void anInputOrAModelFileIsNotAnOutput();
    void stagingLeavesTheUsersSiblingFoldersAlone();
    void aLinkedOutputFolderIsRefusedAndItsTargetKept();
    void pruningLeavesCheckpointFoldersOfTheUserAlone();
};

void CliOutputPathsTest::aFifoOrDeviceOutputIsAStreamNeverReplaced() {
    QTemporaryDir tmp;
    const QString texts = writeTexts(tmp);
    const QString fifo = tmp.filePath("predictions.pipe");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QProcess reader;
    reader.start(QStringLiteral("cat"), {fifo});
    QVERIFY(reader.waitForStarted());
    const CliRun run =
        runCli({"predict", "--model", fixture("bert-classifier"), "--input", texts, "--output", fifo});
    if (!reader.waitForFinished(10000))
        reader.kill(); // the command never opened the pipe: the checks below say why
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(kindOf(fifo), mode_t(S_IFIFO));
    QCOMPARE(reader.readAllStandardOutput().count('\n'), 2);
    QCOMPARE(
        QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
        (QStringList{"predictions.pipe", "texts.txt"}));

    const CliRun discarded =
        runCli({"predict", "--model", fixture("bert-classifier"), "--input", texts, "--output", "/dev/null"});
    QVERIFY2(discarded.exitCode == 0, discarded.err.constData());
    QCOMPARE(kindOf(QStringLiteral("/dev/null")), mode_t(S_IFCHR));
}

void CliOutputPathsTest::aLinkedOutputFileIsWrittenThroughToItsFile() {
    QTemporaryDir tmp;
    const QString texts = writeTexts(tmp);
    QDir().mkpath(tmp.filePath("results"));
    const QString target = tmp.filePath("results/predictions.jsonl");
    hw::test::writeBytes(target, "old\n");
    const QString link = tmp.filePath("latest.jsonl");
    QVERIFY(QFile::link(target, link));
    const CliRun run =
        runCli({"predict", "--model", fixture("bert-classifier"), "--input", texts, "--output", link});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(kindOf(link), mode_t(S_IFLNK));
    QCOMPARE(QFileInfo(link).symLinkTarget(), target);
    QCOMPARE(contents(target).count('\n'), 2);
    QVERIFY(contents(target).startsWith("{"));

    // A link that leads nowhere is refused, and stays as it was.
    const QString dangling = tmp.filePath("dangling.jsonl");
    QVERIFY(QFile::link(tmp.filePath("gone/predictions.jsonl"), dangling));
    const CliRun refused =
        runCli({"predict", "--model", fixture("bert-classifier"), "--input", texts, "--output", dangling});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(errorLine(refused).contains("symbolic link"), refused.err.constData());
    QCOMPARE(kindOf(dangling), mode_t(S_IFLNK));
    QVERIFY(!QFileInfo::exists(tmp.filePath("gone")));
}

void CliOutputPathsTest::anInputOrAModelFileIsNotAnOutput() {
    QTemporaryDir tmp;
    const QString texts = writeTexts(tmp);
    const QString model = copiedModel(tmp, "bert-classifier");
    const QByteArray textsBefore = hw::test::fileDigest(texts);
    const CliRun same = runCli({"predict", "--model", model, "--input", texts, "--output", texts});
    QCOMPARE(same.exitCode, 2);
    QVERIFY2(errorLine(same).contains("the output is also an input"), same.err.constData());
    QCOMPARE(hw::test::fileDigest(texts), textsBefore);

    const QString config = QDir(model).filePath("config.json");
    const QByteArray configBefore = hw::test::fileDigest(config);
    const CliRun inside = runCli({"predict", "--model", model, "--input", texts, "--output", config});
    QCOMPARE(inside.exitCode, 2);
    QVERIFY2(errorLine(inside).contains("inside the model folder"), inside.err.constData());
    QCOMPARE(hw::test::fileDigest(config), configBefore);
}

void CliOutputPathsTest::stagingLeavesTheUsersSiblingFoldersAlone() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath("out");
    QDir().mkpath(out);
    QDir().mkpath(tmp.filePath("out.replaced"));
    hw::test::writeBytes(tmp.filePath("out.replaced/notes.txt"), "mine");
    const CliRun first = runCli({"export", "--model", fixture("bert-mlm"), "--output", out});
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const CliRun again = runCli({"export", "--model", fixture("bert-mlm"), "--output", out, "--overwrite"});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY(QFileInfo::exists(QDir(out).filePath("config.json")));
    QCOMPARE(contents(tmp.filePath("out.replaced/notes.txt")), QByteArray("mine"));
    // Nothing of Headwater's staging is left beside the output.
    QCOMPARE(
        QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
        (QStringList{"out", "out.replaced"}));
}

void CliOutputPathsTest::aLinkedOutputFolderIsRefusedAndItsTargetKept() {
    QTemporaryDir tmp;
    // A folder Headwater wrote, reached through a link: --overwrite neither replaces the link nor empties it.
    const QString real = tmp.filePath("real");
    const CliRun made = runCli({"export", "--model", fixture("bert-mlm"), "--output", real});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    const QStringList files = QDir(real).entryList(QDir::Files | QDir::Hidden);
    const QByteArray weights = hw::test::fileDigest(QDir(real).filePath("model.safetensors"));
    const QString link = tmp.filePath("link");
    QVERIFY(QFile::link(real, link));
    for (const QStringList& extra : {QStringList{"--overwrite"}, QStringList{}}) {
        const CliRun run =
            runCli(QStringList{"export", "--model", fixture("bert-mlm"), "--output", link} + extra);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(errorLine(run).contains("the output folder is a symbolic link"), run.err.constData());
        QVERIFY2(errorLine(run).contains("give the path of the folder it points to"), run.err.constData());
        QCOMPARE(kindOf(link), mode_t(S_IFLNK));
        QCOMPARE(QDir(real).entryList(QDir::Files | QDir::Hidden), files);
        QCOMPARE(hw::test::fileDigest(QDir(real).filePath("model.safetensors")), weights);
    }
}

void CliOutputPathsTest::pruningLeavesCheckpointFoldersOfTheUserAlone() {
    QTemporaryDir tmp;
    QByteArray corpus;
    for (int d = 0; d < 60; ++d)
        corpus += "patients in ward " + QByteArray::number(d) + " recovered after treatment.\n";
    hw::test::writeBytes(tmp.filePath("corpus.txt"), corpus);
    const QString run = tmp.filePath("run");
    QDir().mkpath(run);
    // A folder outside the run, linked under a checkpoint's name, and a folder of the user's of that kind.
    const QString outside = tmp.filePath("outside");
    QDir().mkpath(outside);
    hw::test::writeBytes(QDir(outside).filePath("precious.txt"), "precious");
    QVERIFY(QFile::link(outside, QDir(run).filePath("checkpoint-1000")));
    QDir().mkpath(QDir(run).filePath("checkpoint-999"));
    hw::test::writeBytes(QDir(run).filePath("checkpoint-999/notes.txt"), "mine");
    const CliRun trained = runCli({"pretrain",
                                   "--model",
                                   fixture("bert-mlm"),
                                   "--corpus",
                                   tmp.filePath("corpus.txt"),
                                   "--output",
                                   run,
                                   "--cache-dir",
                                   tmp.filePath("cache"),
                                   "--seq-len",
                                   "32",
                                   "--batch-size",
                                   "4",
                                   "--max-steps",
                                   "4",
                                   "--save-every",
                                   "2",
                                   "--keep",
                                   "1",
                                   "--threads",
                                   "1"});
    QVERIFY2(trained.exitCode == 0, trained.err.constData());
    QCOMPARE(kindOf(QDir(run).filePath("checkpoint-1000")), mode_t(S_IFLNK));
    QCOMPARE(contents(QDir(outside).filePath("precious.txt")), QByteArray("precious"));
    QCOMPARE(contents(QDir(run).filePath("checkpoint-999/notes.txt")), QByteArray("mine"));
    // The run's own checkpoints were pruned to the newest, and no staging folder is left.
    QVERIFY(!QFileInfo::exists(QDir(run).filePath("checkpoint-2")));
    QVERIFY(QFileInfo::exists(QDir(run).filePath("checkpoint-4/trainer_state.json")));
    QCOMPARE(QDir(run).entryList({"*.headwater-*"}, QDir::AllEntries | QDir::Hidden), QStringList());
}

QTEST_GUILESS_MAIN(CliOutputPathsTest)
#include "test_cli_output_paths.moc"
