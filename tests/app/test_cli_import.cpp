// import-corpus from the command line, and a killed import leaving a healthy project with no half corpus.
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/project/project_write_lock.h"
#include "tests/support/cli_run.h"
#include "tests/support/compression.h"
#include "tests/support/file_helpers.h"
#include "tests/support/reference_python.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <zlib.h>

class CliImportTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void labelledImportRemovesRepeatsConflictsAndOneClassData();
    void importReportsJson();
    void aLineLongerThanTheLimitIsSplitAndReported();
    void aWriteThatFailsStopsTheImportAtOnce();
    void zstdAndXzImportAsTheirText();
    void killedImportLeavesConsistentProject();
    void anImportWaitsForAnotherIntoTheSameProject();
    void labelledImportWritesStratifiedSplit();
    void aProjectReadsItsLabelledSetsFromItsOwnFolder();
    void aHuggingFaceParquetDatasetImportsWithItsSplitsAndNames();
};

// pyarrow's own files: the Hub's layout (split shards under data/, class names in the README), a quoted glob
// of one split's shards, and integer ids named by --label-names.
void CliImportTest::aHuggingFaceParquetDatasetImportsWithItsSplitsAndNames() {
    HW_REQUIRE_REFERENCE_STACK();
    QTemporaryDir tmp;
    const hw::test::ReferenceRun made = hw::test::runReference("columnar-cases", {tmp.path()});
    QVERIFY2(made.ok, qPrintable(made.failure));

    hw::test::CliRun preview =
        hw::test::runCli({"import-corpus", "--preview", "2", tmp.filePath("large.parquet")});
    QCOMPARE(preview.exitCode, 0);
    QVERIFY2(preview.out.contains("column text: large_string"), preview.out.constData());
    QVERIFY(preview.out.contains("column label: int32"));

    hw::test::CliRun hub = hw::test::runCli({"import-corpus", tmp.filePath("hub/data"), "--label-field",
                                             "label", "--output", tmp.filePath("hub-out"), "--json"});
    QVERIFY2(hub.exitCode == 0, hub.err.constData());
    QJsonObject r = hw::test::lastJsonLine(hub.out);
    QCOMPARE(r.value("splits_from").toString(), QStringLiteral("files"));
    QCOMPARE(r.value("train").toInt(), 600);
    QCOMPARE(r.value("validation").toInt(), 80);
    QCOMPARE(r.value("test").toInt(), 120);
    QCOMPARE(r.value("label_names").toArray().first().toString(), QStringLiteral("sadness"));

    // A quoted glob: the train shards alone are one set, split by the shares.
    hw::test::CliRun glob =
        hw::test::runCli({"import-corpus", tmp.filePath("hub/data/train-*.parquet"), "--label-field", "label",
                          "--output", tmp.filePath("glob-out"), "--json"});
    QVERIFY2(glob.exitCode == 0, glob.err.constData());
    r = hw::test::lastJsonLine(glob.out);
    QCOMPARE(r.value("examples").toInt(), 600);
    QCOMPARE(r.value("splits_from").toString(), QStringLiteral("ratios"));

    // Ids without names in the dataset take the user's; an id beyond them is a skipped, reported row.
    hw::test::CliRun named = hw::test::runCli({"import-corpus", tmp.filePath("large.parquet"),
                                               "--label-field", "label", "--label-names", "sadness,joy,anger",
                                               "--output", tmp.filePath("named-out"), "--json"});
    QVERIFY2(named.exitCode == 0, named.err.constData());
    r = hw::test::lastJsonLine(named.out);
    QStringList labels;
    for (const QJsonValue& label : r.value("label_names").toArray())
        labels << label.toString();
    QCOMPARE(labels, (QStringList{"sadness", "joy", "anger"}));
    QVERIFY(r.value("malformed_rows").toInt() > 0);
    QVERIFY(r.value("malformed_examples").toArray().first().toString().contains("class id 3"));
}

void CliImportTest::labelledImportWritesStratifiedSplit() {
    QTemporaryDir tmp;
    QByteArray tsv = "text\tlabels\n";
    for (int i = 0; i < 100; ++i)
        tsv += "sentence " + QByteArray::number(i) + "\t" + (i % 5 == 0 ? "1,10" : "2") + "\n";
    hw::test::writeBytes(tmp.filePath("kote.tsv"), tsv);
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH, {"import-corpus", tmp.filePath("kote.tsv"), "--label-field", "labels",
                                   "--multi-label", "--output", tmp.filePath("out"), "--json"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject r =
        QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object();
    QCOMPARE(r.value("examples").toInt(), 100);
    QCOMPARE(r.value("validation").toInt(), 10);
    QCOMPARE(r.value("test").toInt(), 10);
    QCOMPARE(r.value("label_cardinality").toDouble(), 1.2);
    QFile test(tmp.filePath("out/test.jsonl"));
    QVERIFY(test.open(QIODevice::ReadOnly));
    QCOMPARE(test.readAll().count('\n'), 10);
}

void CliImportTest::labelledImportRemovesRepeatsConflictsAndOneClassData() {
    QTemporaryDir tmp;
    QByteArray tsv = "text\tlabel\n";
    for (int i = 0; i < 60; ++i)
        tsv += "review number " + QByteArray::number(i) + "\t" + (i < 30 ? "pos" : "neg") +
               "\n"; // grouped by class
    for (int i = 0; i < 20; ++i)
        tsv += "review number " + QByteArray::number(i) + "\tpos\n"; // 20 repeats, same label
    tsv += "review   number 40\tpos\n";                              // same text, another label
    hw::test::writeBytes(tmp.filePath("reviews.tsv"), tsv);
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH, {"import-corpus", tmp.filePath("reviews.tsv"), "--label-field", "label",
                                   "--output", tmp.filePath("out"), "--json"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject r =
        QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object();
    QCOMPARE(r.value("duplicates_removed").toInt(), 20);
    QCOMPARE(r.value("conflicting_texts_removed").toInt(), 1);
    QCOMPARE(r.value("examples").toInt(), 59);

    QSet<QString> seen;
    QStringList firstTrainLabels;
    for (const char* part : {"train.jsonl", "validation.jsonl", "test.jsonl"}) {
        QFile f(tmp.filePath("out/") + QLatin1String(part));
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (const QByteArray& line : f.readAll().trimmed().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            QVERIFY2(o.value("label").isString(), line);                // the field finetune reads by default
            QVERIFY2(!seen.contains(o.value("text").toString()), line); // no text in two splits
            seen.insert(o.value("text").toString());
            if (QLatin1String(part) == QLatin1String("train.jsonl") && firstTrainLabels.size() < 10)
                firstTrainLabels << o.value("label").toString();
        }
    }
    QCOMPARE(seen.size(), 59);
    QVERIFY2(firstTrainLabels.contains("pos") && firstTrainLabels.contains("neg"),
             "the splits are shuffled, not grouped by class");

    QByteArray oneClass = "text\tlabel\n";
    for (int i = 0; i < 30; ++i)
        oneClass += "review " + QByteArray::number(i) + "\tpos\n";
    hw::test::writeBytes(tmp.filePath("one.tsv"), oneClass);
    QProcess refused;
    refused.start(HEADWATER_CLI_PATH, {"import-corpus", tmp.filePath("one.tsv"), "--label-field", "label",
                                       "--output", tmp.filePath("one")});
    QVERIFY(refused.waitForFinished(60000));
    QCOMPARE(refused.exitCode(), 2);
    QVERIFY2(refused.readAllStandardError().contains("same single label"), "refused with the reason");
    QVERIFY(!QFileInfo::exists(tmp.filePath("one/train.jsonl")));

    // A field name that is not in the file: the error lists the fields there are.
    hw::test::writeBytes(
        tmp.filePath("named.jsonl"),
        "{\"sentence\": \"good\", \"labels\": \"pos\"}\n{\"sentence\": \"bad\", \"labels\": \"neg\"}\n");
    QProcess unnamed;
    unnamed.start(HEADWATER_CLI_PATH, {"import-corpus", tmp.filePath("named.jsonl"), "--label-field", "label",
                                       "--output", tmp.filePath("named")});
    QVERIFY(unnamed.waitForFinished(60000));
    QCOMPARE(unnamed.exitCode(), 2);
    const QByteArray why = unnamed.readAllStandardError();
    QVERIFY2(why.contains("the first record has the fields labels, sentence"), why);
}

void CliImportTest::importReportsJson() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(hw::ProjectStore::create(project, "p").ok());
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH,
              {"import-corpus", QStringLiteral(HEADWATER_SOURCE_DIR) + "/tests/data/news_corpus.txt",
               "--project", project, "--name", "demo", "--json"});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QList<QByteArray> lines = cli.readAllStandardOutput().trimmed().split('\n');
    const QJsonObject result = QJsonDocument::fromJson(lines.last()).object();
    QCOMPARE(result.value("event").toString(), QStringLiteral("result"));
    QVERIFY(result.value("kept").toInt() >= 5);

    // Documents separated by blank lines are detected as such.
    hw::test::writeBytes(tmp.filePath("docs.txt"),
                         "First line of one.\nSecond line of one.\n\nAnother document.\n\nA third.\n");
    QProcess preview;
    preview.start(HEADWATER_CLI_PATH,
                  {"import-corpus", tmp.filePath("docs.txt"), "--preview", "2", "--json"});
    QVERIFY(preview.waitForFinished(60000));
    const QJsonObject shown = QJsonDocument::fromJson(preview.readAllStandardOutput().trimmed()).object();
    QCOMPARE(shown.value("format").toString(), QStringLiteral("docs"));
    QCOMPARE(shown.value("documents").toArray().size(), 2);

    QProcess bad;
    bad.start(HEADWATER_CLI_PATH, {"import-corpus", tmp.filePath("missing.txt"), "--project", project});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(bad.readAllStandardError().startsWith("error: "));
}

// A 2.5 MiB file on one line (the reader takes at most 1 MiB per document): three documents, said so in the
// text and the JSON result, and the JSON progress ends at the file's size.
void CliImportTest::aLineLongerThanTheLimitIsSplitAndReported() {
    QTemporaryDir tmp;
    QByteArray line;
    for (int i = 0; line.size() < 5 * 512 * 1024; ++i)
        line += "Silt settles where the river slows, bend " + QByteArray::number(i) + ". ";
    hw::test::writeBytes(tmp.filePath("one-line.txt"), line.trimmed());
    const qint64 size = QFileInfo(tmp.filePath("one-line.txt")).size();

    QProcess json;
    json.start(HEADWATER_CLI_PATH,
               {"import-corpus", tmp.filePath("one-line.txt"), "--output", tmp.filePath("json"), "--json"});
    QVERIFY(json.waitForFinished(60000));
    QCOMPARE(json.exitCode(), 0);
    const QList<QByteArray> lines = json.readAllStandardOutput().trimmed().split('\n');
    const QJsonObject r = QJsonDocument::fromJson(lines.last()).object();
    QCOMPARE(r.value("event").toString(), QStringLiteral("result"));
    QCOMPARE(r.value("read").toInt(), 3);
    QCOMPARE(r.value("kept").toInt(), 3);
    QCOMPARE(r.value("split_lines").toInt(), 1);
    QCOMPARE(r.value("split_documents").toInt(), 3);
    QCOMPARE(r.value("max_document_bytes").toInt(), 1 << 20);
    QCOMPARE(r.value("files").toArray().first().toObject().value("cut_lines").toInt(), 0);
    QVERIFY(r.value("stats").toObject().value("characters").toDouble() >= double(size - 2));
    double lastDone = -1;
    for (const QByteArray& l : lines) {
        const QJsonObject event = QJsonDocument::fromJson(l).object();
        if (event.value("event").toString() != QLatin1String("progress"))
            continue;
        QCOMPARE(event.value("unit").toString(), QStringLiteral("bytes"));
        QCOMPARE(event.value("total").toDouble(), double(size));
        QVERIFY(event.value("done").toDouble() > lastDone);
        lastDone = event.value("done").toDouble();
    }
    QCOMPARE(lastDone, double(size));

    QProcess text;
    text.start(HEADWATER_CLI_PATH,
               {"import-corpus", tmp.filePath("one-line.txt"), "--output", tmp.filePath("text")});
    QVERIFY(text.waitForFinished(60000));
    QCOMPARE(text.exitCode(), 0);
    const QByteArray out = text.readAllStandardOutput();
    QVERIFY2(out.contains("3 documents read, 3 kept"), out.constData());
    QVERIFY2(
        out.contains("1 line longer than 1 MiB became 3 documents, split at sentence or word boundaries"),
        out.constData());
    QVERIFY2(
        text.readAllStandardError().contains("one-line.txt: 1 line longer than 1 MiB became 3 documents"),
        "the warning names the file");
}

// A gz bomb (2 GiB of text in 2 MB) into an output folder that may hold only 4 MiB (the file size limit
// stands in for a full disk): the import stops at the first failed write, long before the input is read,
// says why, and leaves no output or staging behind.
void CliImportTest::aWriteThatFailsStopsTheImportAtOnce() {
    QTemporaryDir tmp;
    const QString member = tmp.filePath("member.gz");
    gzFile gz = gzopen(QFile::encodeName(member).constData(), "wb9");
    const QByteArray line = "the river runs on and on past the same bank\n";
    for (qint64 written = 0; written < (16 << 20); written += line.size())
        gzwrite(gz, line.constData(), unsigned(line.size()));
    gzclose(gz);
    QFile memberFile(member);
    QVERIFY(memberFile.open(QIODevice::ReadOnly));
    const QByteArray oneMember = memberFile.readAll();
    QByteArray bomb;
    for (int i = 0; i < 128; ++i) // gzip members one after another are one file
        bomb += oneMember;
    hw::test::writeBytes(tmp.filePath("bomb.txt.gz"), bomb);

    QProcess import;
    import.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"),
                  QStringLiteral("trap '' XFSZ; ulimit -f 4096; exec \"$0\" import-corpus "
                                 "\"$1\" --no-dedup --output \"$2\" --json"),
                  QStringLiteral(HEADWATER_CLI_PATH), tmp.filePath("bomb.txt.gz"), tmp.filePath("out")});
    QVERIFY(import.waitForFinished(120000));
    QVERIFY(import.exitCode() != 0);
    const QByteArray err = import.readAllStandardError();
    QVERIFY2(err.contains("cannot write the file"), err.constData());
    for (const QByteArray& l : import.readAllStandardOutput().split('\n')) {
        const QJsonObject event = QJsonDocument::fromJson(l).object();
        if (event.value("event").toString() == QLatin1String("progress"))
            QVERIFY2(event.value("done").toDouble() < event.value("total").toDouble() / 2, l.constData());
    }
    QVERIFY(!QFileInfo::exists(tmp.filePath("out")));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             (QStringList{"bomb.txt.gz", "member.gz"}));
}

// A corpus compressed with zstd or xz imports exactly as its text does; a zstd bomb stops at the first failed
// write as a .gz one does; one cut short is refused and writes nothing.
void CliImportTest::zstdAndXzImportAsTheirText() {
    QTemporaryDir tmp;
    QByteArray text;
    for (int i = 0; i < 3000; ++i)
        text += "문장 " + QByteArray::number(i % 2500) + " about the river bank and its flow\n";
    hw::test::writeBytes(tmp.filePath("plain.txt"), text);
    hw::test::writeBytes(tmp.filePath("packed.txt.zst"), hw::test::zstdCompressed(text));
    hw::test::writeBytes(tmp.filePath("packed.txt.xz"), hw::test::xzCompressed(text));
    auto import = [&](const QString& file, const QString& out) {
        QProcess cli;
        cli.start(HEADWATER_CLI_PATH,
                  {"import-corpus", tmp.filePath(file), "--output", tmp.filePath(out), "--json"});
        cli.waitForFinished(120000);
        return std::pair{
            cli.exitCode(),
            QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed().split('\n').last()).object()};
    };
    const auto [plainExit, plain] = import("plain.txt", "plain");
    QCOMPARE(plainExit, 0);
    for (const QString& packed : {QStringLiteral("packed.txt.zst"), QStringLiteral("packed.txt.xz")}) {
        const auto [exitCode, result] = import(packed, packed + ".out");
        QCOMPARE(exitCode, 0);
        for (const char* key : {"read", "kept", "duplicates", "train", "validation"})
            QVERIFY2(result.value(key) == plain.value(key), key);
        QCOMPARE(result.value("stats"), plain.value("stats"));
        QCOMPARE(QFile(tmp.filePath(packed + ".out/train.txt")).size(),
                 QFile(tmp.filePath("plain/train.txt")).size());
    }

    const QByteArray zstd = hw::test::zstdCompressed(text);
    hw::test::writeBytes(tmp.filePath("cut.txt.zst"), zstd.left(zstd.size() / 2));
    const auto [cutExit, cut] = import("cut.txt.zst", "cut");
    QCOMPARE(cutExit, 2);
    QVERIFY(!QFileInfo::exists(tmp.filePath("cut")));

    const QByteArray line = "the river runs on and on past the same bank\n";
    QByteArray block;
    while (block.size() < (16 << 20))
        block += line;
    const QByteArray frame = hw::test::zstdCompressed(block);
    QByteArray bomb;
    for (int i = 0; i < 128; ++i) // frames one after another are one stream: 2 GiB of text
        bomb += frame;
    hw::test::writeBytes(tmp.filePath("bomb.txt.zst"), bomb);
    QProcess limited;
    limited.start(
        QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"),
         QStringLiteral(
             "trap '' XFSZ; ulimit -f 4096; exec \"$0\" import-corpus \"$1\" --no-dedup --output \"$2\""),
         QStringLiteral(HEADWATER_CLI_PATH), tmp.filePath("bomb.txt.zst"), tmp.filePath("bomb")});
    QVERIFY(limited.waitForFinished(120000));
    QVERIFY(limited.exitCode() != 0);
    QVERIFY2(limited.readAllStandardError().contains("cannot write the file"), "the failed write is named");
    QVERIFY(!QFileInfo::exists(tmp.filePath("bomb")));
}

void CliImportTest::killedImportLeavesConsistentProject() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QVERIFY(hw::ProjectStore::create(project, "p").ok());
    QFile big(tmp.filePath("big.txt"));
    QVERIFY(big.open(QIODevice::WriteOnly));
    for (int i = 0; i < 500000; ++i)
        big.write("a document of moderate length that keeps the importer busy, number " +
                  QByteArray::number(i) + "\n");
    big.close();

    QProcess cli;
    cli.start(HEADWATER_CLI_PATH, {"import-corpus", big.fileName(), "--project", project, "--json"});
    // Wait until documents are being written, then kill without warning.
    bool progressed = false;
    while (!progressed && cli.waitForReadyRead(60000))
        progressed = cli.readAllStandardOutput().contains("\"progress\"");
    QVERIFY(progressed);
    ::kill(pid_t(cli.processId()), SIGKILL);
    QVERIFY(cli.waitForFinished(30000));

    auto store = hw::ProjectStore::open(project);
    QVERIFY2(store.ok(), qPrintable(store.error().toString()));
    QSqlQuery check(store.value()->database());
    QVERIFY(check.exec("PRAGMA integrity_check") && check.next());
    QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
    QCOMPARE(hw::listCorpora(store.value()->database())->size(), 0);
    QVERIFY(check.exec("SELECT COUNT(*) FROM documents") && check.next());
    QCOMPARE(check.value(0).toInt(), 0);
}

// A labelled set imported into a project with --output too is written to both places, and the project reads
// its own copy only: a row edited to name a folder elsewhere is refused, as a corpus row is.
void CliImportTest::aProjectReadsItsLabelledSetsFromItsOwnFolder() {
    QTemporaryDir tmp;
    QByteArray csv = "text,label\n";
    for (int i = 0; i < 40; ++i)
        csv += "review number " + QByteArray::number(i) + (i % 2 ? ",pos\n" : ",neg\n");
    hw::test::writeBytes(tmp.filePath("reviews.csv"), csv);
    const QString project = tmp.filePath("p.hwproj");
    QCOMPARE(QProcess::execute(HEADWATER_CLI_PATH, {"project", "create", project}), 0);
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH,
              {"import-corpus", tmp.filePath("reviews.csv"), "--label-field", "label", "--project", project,
               "--name", "reviews", "--output", tmp.filePath("out")});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    for (const QString& folder : {tmp.filePath("out"), tmp.filePath("p.hwdata/labelled/reviews")})
        for (const char* split : {"train", "validation", "test"})
            QVERIFY2(QFileInfo::exists(folder + "/" + split + ".jsonl"), qPrintable(folder));
    {
        auto store = hw::ProjectStore::open(project);
        QVERIFY(store.ok());
        QSqlQuery q(store.value()->database());
        QVERIFY(q.exec("SELECT path FROM artefacts WHERE kind = 'labelled_set'") && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("labelled/reviews"));
        QVERIFY(q.exec(QStringLiteral("UPDATE artefacts SET path = '%1' WHERE kind = 'labelled_set'")
                           .arg(tmp.filePath("out"))));
    }
    QProcess finetune;
    finetune.start(HEADWATER_CLI_PATH, {"finetune", "--project", project, "--labelled", "reviews", "--model",
                                        hw::test::fixturesDir() + "/models/bert-mlm", "--epochs", "1",
                                        "--output", tmp.filePath("run")});
    QVERIFY(finetune.waitForFinished(60000));
    QCOMPARE(finetune.exitCode(), 2);
    const QByteArray err = finetune.readAllStandardError();
    QVERIFY2(err.contains("names a file outside its folder") && err.contains("labelled set 'reviews'"),
             err.constData());
    QVERIFY(!QFileInfo::exists(tmp.filePath("run")));
}

// Imports into one project take turns: while another holds the project's write lock (here, this test), an
// import says it waits and does, instead of failing when SQLite's busy timeout runs out; then it completes.
void CliImportTest::anImportWaitsForAnotherIntoTheSameProject() {
    QTemporaryDir tmp;
    const QString project = tmp.filePath("p.hwproj");
    QCOMPARE(QProcess::execute(HEADWATER_CLI_PATH, {"project", "create", project}), 0);
    hw::test::writeBytes(tmp.filePath("news.txt"), "the river rose overnight.\nthe bridge stayed closed.\n");
    const QString lockPath = hw::ProjectWriteLock::lockFilePath(project);
    QDir().mkpath(QFileInfo(lockPath).absolutePath());
    const int held = ::open(QFile::encodeName(lockPath).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    QVERIFY(held >= 0);
    QCOMPARE(::flock(held, LOCK_EX), 0);
    QProcess cli;
    cli.start(HEADWATER_CLI_PATH,
              {"import-corpus", tmp.filePath("news.txt"), "--project", project, "--json"});
    QByteArray out;
    while (!out.contains("waiting for another import into this project") && cli.waitForReadyRead(30000))
        out += cli.readAllStandardOutput();
    QVERIFY2(out.contains("waiting for another import into this project"), out.constData());
    QTest::qWait(6000); // past SQLite's busy timeout: still waiting, not failed
    QCOMPARE(cli.state(), QProcess::Running);
    ::close(held);
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    auto store = hw::ProjectStore::open(project);
    QVERIFY(store.ok());
    QCOMPARE(hw::listCorpora(store.value()->database())->size(), 1);
}

QTEST_GUILESS_MAIN(CliImportTest)
#include "test_cli_import.moc"
