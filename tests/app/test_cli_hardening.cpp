// Hostile files, absurd settings and full disks end in one clear error line (exit 2 or 1), never a crash, a
// hang, a silent wrong result or a partial file under a final name.
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using hw::test::CliRun;
using hw::test::runCli;

namespace {

QString fixture(const char* name) {
    return hw::test::fixturesDir() + QStringLiteral("/models/") + QLatin1String(name);
}

QString writeCorpus(const QTemporaryDir& tmp) {
    QByteArray text;
    for (int d = 0; d < 60; ++d)
        text += "patients in ward " + QByteArray::number(d) + " recovered after treatment.\n";
    hw::test::writeBytes(tmp.filePath("corpus.txt"), text);
    return tmp.filePath("corpus.txt");
}

QString writeLabelled(const QTemporaryDir& tmp) {
    QByteArray rows = "text,label\n";
    for (int i = 0; i < 40; ++i)
        rows += "review number " + QByteArray::number(i) + (i % 2 ? " was great,pos\n" : " was awful,neg\n");
    hw::test::writeBytes(tmp.filePath("labelled.csv"), rows);
    return tmp.filePath("labelled.csv");
}

// Replaces the placeholders of a test's arguments with files made in `tmp`: CORPUS and LABELLED (written),
// OUT (the folder "out", not made) and INSIDE_A_FILE (a path below a plain file, which no folder can take).
void withFilesOf(const QTemporaryDir& tmp, QStringList& arguments) {
    for (QString& argument : arguments) {
        if (argument == QLatin1String("CORPUS"))
            argument = writeCorpus(tmp);
        else if (argument == QLatin1String("LABELLED"))
            argument = writeLabelled(tmp);
        else if (argument == QLatin1String("OUT"))
            argument = tmp.filePath(QStringLiteral("out"));
        else if (argument == QLatin1String("INSIDE_A_FILE")) {
            hw::test::writeBytes(tmp.filePath(QStringLiteral("a-file")), "not a folder");
            argument = tmp.filePath(QStringLiteral("a-file/out"));
        }
    }
}

// Runs headwater-cli with every file it writes capped at `maxFileBytes`: what a full disk does to the write
// that crosses it (the write fails; SIGXFSZ is ignored so the process sees the error).
CliRun runWithFileSizeLimit(const QStringList& arguments, rlim_t maxFileBytes) {
    QProcess process;
    process.setChildProcessModifier([maxFileBytes] {
        ::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{maxFileBytes, maxFileBytes};
        ::setrlimit(RLIMIT_FSIZE, &limit);
    });
    process.start(QStringLiteral(HEADWATER_CLI_PATH), arguments);
    process.waitForFinished(hw::test::kJobWaitMs);
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// The one error line a refused command prints (progress and warnings may come before it).
QByteArray errorLine(const CliRun& run) {
    for (const QByteArray& line : run.err.split('\n'))
        if (line.startsWith("error: "))
            return line;
    return {};
}

} // namespace

class CliHardeningTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void absurdSettingsAreRefusedAtOnce_data();
    void absurdSettingsAreRefusedAtOnce();
    void aDamagedProjectIsOneLine();
    void aProjectWithATableDroppedNamesIt_data();
    void aProjectWithATableDroppedNamesIt();
    void longLinesKeepImportMemoryBounded();
    void aLongLineKeepsTokenizeMemoryBounded();
    void aMaxLengthBeyondThePositionsIsCapped();
    void aPipeOrADeviceGivenAsACorpusIsNamedSo();
    void controlCharactersInANameAreShownNotSent();
    void aFileNameThatIsNotUtf8IsNamedSo();
    void resumeWithoutACheckpointIsRefused();
    void aClassifierHasNoPerplexity();
    void testLabelsUnseenInTrainingAreReported();
    void overwriteReplacesOnlyWhatHeadwaterWrote();
    void aShardIndexCannotReachOutsideItsFolder();
    void aModelFolderFileThatIsNoOrdinaryFileIsRefused_data();
    void aModelFolderFileThatIsNoOrdinaryFileIsRefused();
    void aFullDiskFailsTheCommandAndLeavesNoFile_data();
    void aFullDiskFailsTheCommandAndLeavesNoFile();
    void aFullDiskDuringACheckpointFailsTheRunCleanly();
};

void CliHardeningTest::absurdSettingsAreRefusedAtOnce_data() {
    QTest::addColumn<QStringList>("arguments"); // "CORPUS", "LABELLED" and "OUT" stand for files of the test
    QTest::addColumn<QString>("expected");
    const QString bert = fixture("bert-mlm");
    const QStringList newModel{"new-model", "--arch", "bert", "--preset", "tiny", "--output", "OUT"};
    QTest::newRow("vocabulary of two billion")
        << newModel + QStringList{"--vocab-size", "2000000000"} << "from 1 to 4000000";
    QTest::newRow("a billion positions")
        << newModel + QStringList{"--tokenizer", bert, "--max-positions", "1000000000"} << "from 1 to 65536";
    QTest::newRow("duplicate labels")
        << newModel + QStringList{"--tokenizer", bert,   "--architecture", "BertForSequenceClassification",
                                  "--labels",    "a,b,a"}
        << "label 'a' is named twice";
    QTest::newRow("character coverage nan")
        << QStringList{"train-tokenizer",
                       "--kind",
                       "unigram",
                       "--corpus",
                       "CORPUS",
                       "--vocab-size",
                       "50",
                       "--character-coverage",
                       "nan",
                       "--output",
                       "OUT"}
        << "invalid value 'nan' (--character-coverage): give a number from 0.01 to 1";
    QTest::newRow("a hidden size of a million")
        << QStringList{"bench", "--hidden", "1000000", "--heads", "4"} << "hidden_size";
    QTest::newRow("a batch of a billion")
        << QStringList{"pretrain", "--model",      bert,   "--corpus",  "CORPUS", "--output",
                       "OUT",      "--batch-size", "4096", "--seq-len", "8192"}
        << "the run needs about";
    QTest::newRow("infinite learning rate") << QStringList{"finetune", "--model",  fixture("bert-classifier"),
                                                           "--train",  "LABELLED", "--output",
                                                           "OUT",      "--lr",     "inf"}
                                            << "invalid value 'inf'";
    QTest::newRow("warmup longer than the run")
        << QStringList{"finetune", "--model", fixture("bert-classifier"), "--train", "LABELLED",
                       "--output", "OUT",     "--warmup-ratio",           "2"}
        << "from 0 to 0.5";
    QTest::newRow("no training rows left")
        << QStringList{"import-corpus",  "LABELLED", "--label-field", "label",
                       "--test-percent", "95",       "--output",      "OUT"}
        << "leave too little for training";
    QTest::newRow("empty label delimiter")
        << QStringList{"import-corpus",     "LABELLED", "--label-field", "label", "--multi-label",
                       "--label-delimiter", "",         "--output",      "OUT"}
        << "label delimiter is empty";
    QTest::newRow("fine-tuning into a folder that cannot exist")
        << QStringList{"finetune", "--model",      fixture("bert-classifier"), "--train", "LABELLED",
                       "--output", "INSIDE_A_FILE"}
        << "the output folder cannot be created";
    QTest::newRow("pretraining into a folder that cannot exist")
        << QStringList{"pretrain", "--model", bert, "--corpus", "CORPUS", "--output", "INSIDE_A_FILE"}
        << "the output folder cannot be created";
    QTest::newRow("a hundred thousand threads") << QStringList{"info", "--threads", "100000"} << "--threads";
}

void CliHardeningTest::absurdSettingsAreRefusedAtOnce() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    withFilesOf(tmp, arguments);
    QElapsedTimer clock;
    clock.start();
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 2);
    const QByteArray error = errorLine(run);
    QVERIFY2(error.contains(expected.toUtf8()), run.err.constData());
    QVERIFY2(clock.elapsed() < 60000, "refused before any long work");
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("out"))));
}

// The peak of the memory a command allocates itself (RssAnon: not the pages of its libraries), sampled while
// it runs.
qint64 peakAllocatedBytes(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(HEADWATER_CLI_PATH), arguments);
    if (!process.waitForStarted())
        return -1;
    qint64 peak = 0;
    const QString status = QStringLiteral("/proc/%1/status").arg(process.processId());
    while (!process.waitForFinished(10)) {
        QFile file(status);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray& line : file.readAll().split('\n'))
            if (line.startsWith("RssAnon:"))
                peak = std::max(peak, 1024 * line.mid(8).trimmed().split(' ').first().toLongLong());
    }
    return process.exitCode() == 0 ? peak : -1;
}

void CliHardeningTest::longLinesKeepImportMemoryBounded() {
    QTemporaryDir tmp;
    hw::test::writeBytes(tmp.filePath("short.txt"), "one short line\n");
    QByteArray megabyteLine;
    for (int word = 0; megabyteLine.size() < 1000000; ++word)
        megabyteLine += "w" + QByteArray::number(word % 9973) + ' ';
    QFile longLines(tmp.filePath("long.txt"));
    QVERIFY(longLines.open(QIODevice::WriteOnly));
    for (int line = 0; line < 150; ++line) // 150 MB of megabyte-long documents, each a little different
        longLines.write(QByteArray::number(line) + ' ' + megabyteLine + '\n');
    longLines.close();
    const qint64 baseline =
        peakAllocatedBytes({"import-corpus", tmp.filePath("short.txt"), "--output", tmp.filePath("short")});
    const qint64 peak =
        peakAllocatedBytes({"import-corpus", tmp.filePath("long.txt"), "--output", tmp.filePath("long")});
    QVERIFY(baseline > 0 && peak > 0);
    qInfo("allocated at peak: %lld MB for a one-line file, %lld MB for 150 one-megabyte lines",
          baseline >> 20, peak >> 20);
    QVERIFY2(peak - baseline < 250LL * 1024 * 1024, "a megabyte-long line costs its size, not its batch's");
}

// One 40 MB line: tokenize holds 1 MiB of it at most (it took 2.9 GB for 50 MB), tokenizes that start and
// says the line was cut.
void CliHardeningTest::aLongLineKeepsTokenizeMemoryBounded() {
    QTemporaryDir tmp;
    hw::test::writeBytes(tmp.filePath("short.txt"), "one short line\n");
    QByteArray line;
    for (int word = 0; line.size() < 40000000; ++word)
        line += "w" + QByteArray::number(word % 9973) + ' ';
    hw::test::writeBytes(tmp.filePath("long.txt"), line + "\nnext line\n");
    const QString tokenizer = fixture("bert-mlm");
    const qint64 baseline =
        peakAllocatedBytes({"tokenize", "--tokenizer", tokenizer, "--input", tmp.filePath("short.txt")});
    const qint64 peak =
        peakAllocatedBytes({"tokenize", "--tokenizer", tokenizer, "--input", tmp.filePath("long.txt")});
    QVERIFY(baseline > 0 && peak > 0);
    qInfo("allocated at peak: %lld MB for a short line, %lld MB for a 40 MB line", baseline >> 20,
          peak >> 20);
    QVERIFY2(peak - baseline < 200LL * 1024 * 1024, "a long line costs at most the 1 MiB read of it");
    const CliRun run = runCli({"tokenize", "--tokenizer", tokenizer, "--input", tmp.filePath("long.txt")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.trimmed().split('\n').size(), 2); // one line of tokens per input line
    QVERIFY2(run.err.contains("1 line longer than 1 MiB: only the first 1 MiB of each was tokenized"),
             run.err.constData());
}

// --max-length beyond the model's position embeddings (64 in the fixture): a long text is cut at 64 tokens,
// said once on stderr, instead of a libtorch index error.
void CliHardeningTest::aMaxLengthBeyondThePositionsIsCapped() {
    QTemporaryDir tmp;
    QByteArray text;
    for (int i = 0; i < 300; ++i)
        text += "word ";
    hw::test::writeBytes(tmp.filePath("long.txt"), text + "\n");
    const CliRun run =
        runCli({"predict", "--model", fixture("bert-classifier"), "--input", tmp.filePath("long.txt"),
                "--output", tmp.filePath("p.jsonl"), "--max-length", "5000"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(
                 "--max-length 5000 is more than the model's 64 positions: texts are cut at 64 tokens"),
             run.err.constData());
    QFile predictions(tmp.filePath("p.jsonl"));
    QVERIFY(predictions.open(QIODevice::ReadOnly));
    QCOMPARE(predictions.readAll().count('\n'), 1);
}

// A named pipe or a device given as a corpus: "not an ordinary file", at once, rather than "not found" (or a
// read that never ends).
void CliHardeningTest::aPipeOrADeviceGivenAsACorpusIsNamedSo() {
    QTemporaryDir tmp;
    QCOMPARE(::mkfifo(QFile::encodeName(tmp.filePath("pipe.txt")).constData(), 0644), 0);
    for (const QString& corpus : {tmp.filePath("pipe.txt"), QStringLiteral("/dev/zero")}) {
        const CliRun import = runCli({"import-corpus", corpus, "--output", tmp.filePath("out")});
        QCOMPARE(import.exitCode, 2);
        QVERIFY2(errorLine(import).contains("is not an ordinary file"), import.err.constData());
        const CliRun vocabulary = runCli({"train-tokenizer", "--kind", "wordpiece", "--corpus", corpus,
                                          "--vocab-size", "100", "--output", tmp.filePath("tok")});
        QCOMPARE(vocabulary.exitCode, 2);
        QVERIFY2(errorLine(vocabulary).contains("is not an ordinary file"), vocabulary.err.constData());
    }
}

// A file name holding a terminal escape sequence: the error line shows it as \x1b, never sends ESC.
void CliHardeningTest::controlCharactersInANameAreShownNotSent() {
    QTemporaryDir tmp;
    const QString name = tmp.filePath(QStringLiteral("bad\x1b[31mred\x07.txt"));
    const CliRun run = runCli({"import-corpus", name, "--output", tmp.filePath("out")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.contains('\x1b') && !run.err.contains('\x07'));
    QVERIFY2(errorLine(run).contains("bad\\x1b[31mred\\x07.txt"), run.err.constData());
}

// A Latin-1 file name (caf\xe9.txt) that exists: refused as not UTF-8, naming its bytes, never "not found".
void CliHardeningTest::aFileNameThatIsNotUtf8IsNamedSo() {
    QTemporaryDir tmp;
    const QByteArray latin1 = QFile::encodeName(tmp.path()) + "/caf\xe9.txt";
    FILE* made = std::fopen(latin1.constData(), "w");
    QVERIFY(made);
    std::fputs("one line\n", made);
    std::fclose(made);
    // QProcess encodes its arguments as UTF-8: the shell's printf makes the Latin-1 byte instead.
    QProcess shell;
    shell.start(
        QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"),
         QStringLiteral("exec \"$0\" import-corpus \"$(printf '%s/caf\\351.txt' \"$1\")\" --output \"$2\""),
         QStringLiteral(HEADWATER_CLI_PATH), tmp.path(), tmp.filePath("out")});
    QVERIFY(shell.waitForFinished(hw::test::kJobWaitMs));
    const QByteArray err = shell.readAllStandardError();
    QCOMPARE(shell.exitCode(), 2);
    QCOMPARE(err.trimmed().count('\n'), 0);
    QVERIFY2(err.contains("caf\\xe9.txt' is not UTF-8"), err.constData());
    QVERIFY(!QFileInfo::exists(tmp.filePath("out")));
}

void CliHardeningTest::aDamagedProjectIsOneLine() {
    QTemporaryDir tmp;
    QByteArray damaged("SQLite format 3\0", 16);
    damaged += QByteArray(8192, '\xAB');
    hw::test::writeBytes(tmp.filePath("damaged.hwproj"), damaged);
    const CliRun run = runCli({"project", "list", tmp.filePath("damaged.hwproj")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err.trimmed().count('\n'), 0);
    QVERIFY2(run.err.startsWith("error: ") && run.err.contains("damaged"), run.err.constData());
}

void CliHardeningTest::aProjectWithATableDroppedNamesIt_data() {
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("expected");
    QTest::newRow("table") << "DROP TABLE artefacts"
                           << "its table 'artefacts' is missing";
    QTest::newRow("column") << "ALTER TABLE runs DROP COLUMN config_json"
                            << "its table 'runs' has no column 'config_json'";
}

// A project whose tables were edited by hand: one line naming what is missing, not SQLite's own words.
void CliHardeningTest::aProjectWithATableDroppedNamesIt() {
    QFETCH(QString, edit);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QCOMPARE(runCli({"project", "create", project}).exitCode, 0);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("edit"));
        db.setDatabaseName(project);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY2(query.exec(edit), qPrintable(edit));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("edit"));
    const CliRun run = runCli({"project", "list", project});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err.trimmed().count('\n'), 0);
    QVERIFY2(run.err.contains("the project file is damaged: " + expected.toUtf8()), run.err.constData());
}

void CliHardeningTest::resumeWithoutACheckpointIsRefused() {
    QTemporaryDir tmp;
    QDir().mkpath(tmp.filePath("empty-run"));
    const CliRun run =
        runCli({"pretrain", "--model", fixture("bert-mlm"), "--corpus", writeCorpus(tmp), "--output",
                tmp.filePath("empty-run"), "--resume", "--max-steps", "2", "--seq-len", "32"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(errorLine(run).contains("no checkpoint to resume from"), run.err.constData());
    QVERIFY(QDir(tmp.filePath("empty-run")).isEmpty()); // nothing started afresh in it
}

void CliHardeningTest::aClassifierHasNoPerplexity() {
    QTemporaryDir tmp;
    const CliRun run =
        runCli({"evaluate", "--model", fixture("bert-classifier"), "--data", writeCorpus(tmp)});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(errorLine(run).contains("no trained masked-LM head"), run.err.constData());
    QVERIFY(!run.out.contains("perplexity"));
}

void CliHardeningTest::testLabelsUnseenInTrainingAreReported() {
    QTemporaryDir tmp;
    const QString train = writeLabelled(tmp);
    hw::test::writeBytes(tmp.filePath("test.csv"),
                         "text,label\nfine film,pos\nso-so film,meh\nawful film,neg\n");
    const CliRun run = runCli({"finetune", "--model", fixture("bert-classifier"), "--train", train, "--test",
                               tmp.filePath("test.csv"), "--output", tmp.filePath("out"), "--epochs", "1",
                               "--max-length", "16", "--threads", "1"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.err.contains("test.csv: 1 rows left out") && run.err.contains("label 'meh'"),
             run.err.constData());
}

void CliHardeningTest::overwriteReplacesOnlyWhatHeadwaterWrote() {
    QTemporaryDir tmp;
    // A folder of the user's: --overwrite leaves it and its file alone.
    const QString mine = tmp.filePath("mine");
    QDir().mkpath(mine);
    hw::test::writeBytes(QDir(mine).filePath("thesis.tex"), "months of work");
    const CliRun refused =
        runCli({"export", "--model", fixture("bert-mlm"), "--output", mine, "--overwrite"});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(errorLine(refused).contains("not written by Headwater"), refused.err.constData());
    QCOMPARE(QDir(mine).entryList(QDir::Files), QStringList{"thesis.tex"});
    // The current directory is never deleted either.
    QProcess here;
    here.setWorkingDirectory(mine);
    here.start(QStringLiteral(HEADWATER_CLI_PATH),
               {"export", "--model", fixture("bert-mlm"), "--output", ".", "--overwrite"});
    QVERIFY(here.waitForFinished(hw::test::kJobWaitMs));
    QCOMPARE(here.exitCode(), 2);
    QVERIFY(QFileInfo::exists(QDir(mine).filePath("thesis.tex")));

    // An export Headwater wrote is replaced.
    const QString exported = tmp.filePath("exported");
    QCOMPARE(runCli({"export", "--model", fixture("bert-mlm"), "--output", exported}).exitCode, 0);
    QVERIFY(QFileInfo::exists(QDir(exported).filePath(".headwater-output")));
    const CliRun replaced =
        runCli({"export", "--model", fixture("bert-classifier"), "--output", exported, "--overwrite"});
    QVERIFY2(replaced.exitCode == 0, replaced.err.constData());
    QFile config(QDir(exported).filePath("config.json"));
    QVERIFY(config.open(QIODevice::ReadOnly));
    QVERIFY(config.readAll().contains("BertForSequenceClassification"));
}

void CliHardeningTest::aShardIndexCannotReachOutsideItsFolder() {
    QTemporaryDir tmp;
    const QString model = tmp.filePath("sharded");
    QDir().mkpath(model);
    for (const char* file : {"config.json", "vocab.txt", "tokenizer_config.json", "special_tokens_map.json"})
        QFile::copy(QDir(fixture("bert-mlm")).filePath(file), QDir(model).filePath(file));
    const QJsonObject index{
        {"metadata", QJsonObject{}},
        {"weight_map", QJsonObject{{"bert.embeddings.word_embeddings.weight", "../../../../../etc/passwd"}}}};
    hw::test::writeBytes(QDir(model).filePath("model.safetensors.index.json"), QJsonDocument(index).toJson());
    const CliRun run = runCli({"maskfill", "--model", model, "--text", "the [MASK] is here"});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(errorLine(run).contains("outside its folder"), run.err.constData());
    QVERIFY(!run.err.contains("root:")); // nothing of the file it names is read, let alone shown
}

void CliHardeningTest::aFullDiskFailsTheCommandAndLeavesNoFile_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("maskfill --csv") << QStringList{
        "maskfill", "--model", fixture("bert-mlm"), "--text", "the [MASK] was treated", "--top-k", "50",
        "--csv",    "OUT"};
    QTest::newRow("train-tokenizer") << QStringList{
        "train-tokenizer", "--corpus", "CORPUS", "--vocab-size", "300", "--output", "OUT"};
    QTest::newRow("export") << QStringList{"export", "--model", fixture("bert-mlm"), "--output", "OUT"};
    QTest::newRow("train-tokenizer unigram")
        << QStringList{"train-tokenizer", "--kind", "unigram",  "--corpus", "CORPUS",
                       "--vocab-size",    "100",    "--output", "OUT"};
    QTest::newRow("finetune") << QStringList{"finetune", "--model",  fixture("bert-classifier"),
                                             "--train",  "LABELLED", "--epochs",
                                             "1",        "--output", "OUT"};
}

void CliHardeningTest::aFullDiskFailsTheCommandAndLeavesNoFile() {
    QFETCH(QStringList, arguments);
    QTemporaryDir tmp;
    withFilesOf(tmp, arguments);
    const CliRun run = runWithFileSizeLimit(arguments, 1000);
    QVERIFY2(run.exitCode == 1 || run.exitCode == 2, run.err.constData()); // an error, not a crash or success
    QVERIFY2(errorLine(run).contains("cannot write"), run.err.constData());
    QVERIFY2(!QFileInfo::exists(tmp.filePath("out")), "nothing under the final name");
}

void CliHardeningTest::aFullDiskDuringACheckpointFailsTheRunCleanly() {
    QTemporaryDir tmp;
    // Room for the weights (4.1 MB) but not for the optimizer's two moments (8.2 MB) of the checkpoint.
    const CliRun run = runWithFileSizeLimit({"pretrain", "--model", fixture("bert-mlm"), "--corpus",
                                             writeCorpus(tmp), "--output", tmp.filePath("run"), "--cache-dir",
                                             tmp.filePath("cache"), "--seq-len", "32", "--batch-size", "4",
                                             "--max-steps", "4", "--save-every", "2", "--threads", "1"},
                                            6 * 1000 * 1000);
    QVERIFY2(run.exitCode == 1 || run.exitCode == 2, run.err.constData()); // not an abort (-1) or success
    QVERIFY2(errorLine(run).contains("cannot write"), run.err.constData());
    QVERIFY2(errorLine(run).contains("optimizer.pt"), run.err.constData());
    // No checkpoint half-written, under its final name or as a staging folder.
    QCOMPARE(QDir(tmp.filePath("run")).entryList({"checkpoint-*"}, QDir::Dirs), QStringList());
}

void CliHardeningTest::aModelFolderFileThatIsNoOrdinaryFileIsRefused_data() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("kind"); // fifo, zero (a link to /dev/zero), huge (a sparse 100 MiB file)
    QTest::newRow("thresholds.json a pipe") << "bert-classifier"
                                            << "thresholds.json"
                                            << "fifo";
    QTest::newRow("thresholds.json a link to /dev/zero") << "bert-classifier"
                                                         << "thresholds.json"
                                                         << "zero";
    QTest::newRow("config.json of 100 MiB") << "bert-classifier"
                                            << "config.json"
                                            << "huge";
    QTest::newRow("a shard the index names, a pipe") << "sharded"
                                                     << "shard-1.safetensors"
                                                     << "fifo";
}

// Predict on a model folder whose file is a pipe (it would block forever), a device (it never ends) or a
// giant: one error line naming the file, at once.
void CliHardeningTest::aModelFolderFileThatIsNoOrdinaryFileIsRefused() {
    QFETCH(QString, model);
    QFETCH(QString, file);
    QFETCH(QString, kind);
    QTemporaryDir tmp;
    const QString folder = tmp.filePath("model");
    QDir().mkpath(folder);
    const QDir source(fixture("bert-classifier"));
    for (const QString& name : source.entryList(QDir::Files))
        QVERIFY(QFile::copy(source.filePath(name), QDir(folder).filePath(name)));
    if (model == QLatin1String("sharded")) {
        QVERIFY(QFile::remove(QDir(folder).filePath("model.safetensors")));
        const QJsonObject index{{"metadata", QJsonObject{}},
                                {"weight_map", QJsonObject{{"classifier.weight", file}}}};
        hw::test::writeBytes(QDir(folder).filePath("model.safetensors.index.json"),
                             QJsonDocument(index).toJson());
    }
    const QString path = QDir(folder).filePath(file);
    QFile::remove(path);
    if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
    else if (kind == QLatin1String("zero"))
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    else {
        hw::test::writeBytes(path, "{}");
        QCOMPARE(::truncate(QFile::encodeName(path).constData(), qint64(100) << 20), 0);
    }
    hw::test::writeBytes(tmp.filePath("input.txt"), "a fine day\nanother day\n");
    const CliRun run = runCli({"predict", "--model", folder, "--input", tmp.filePath("input.txt"), "--output",
                               tmp.filePath("predictions.jsonl")});
    QCOMPARE(run.exitCode, 2);
    const QByteArray error = errorLine(run);
    QVERIFY2(error.contains(file.toUtf8()) &&
                 (kind == QLatin1String("huge") ? error.contains("more than such a file can be")
                                                : error.contains("not an ordinary file")),
             run.err.constData());
    QVERIFY(!QFileInfo::exists(tmp.filePath("predictions.jsonl")));
}

QTEST_GUILESS_MAIN(CliHardeningTest)
#include "test_cli_hardening.moc"
