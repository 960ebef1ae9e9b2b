// Outputs never destroy what Headwater does not own: a device or FIFO is written as a stream, a link is
// written through (a file) or refused (a folder), staging and replacing touch only Headwater's own names, and
// deleting never follows a link.
#include "core/util/atomic_file.h"
#include "core/util/output_paths.h"
#include "tests/support/file_helpers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/types.h>
#include <thread>

namespace {

bool isFifo(const QString& path) {
    struct stat info {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 && S_ISFIFO(info.st_mode);
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Everything in `folder` that Headwater named as its own staging or replaced folder.
QStringList leftovers(const QString& folder) {
    return QDir(folder).entryList({QStringLiteral("*.headwater-*")},
                                  QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace

class OutputPathsTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aFifoIsWrittenAsAStream();
    void aCharacterDeviceIsWrittenAsAStream();
    void aLinkToAFileIsWrittenThroughAndKept();
    void aLargeFileIsWrittenWholeInPiecesOfAnySize();
    void aFolderOrALinkToNothingIsRefused();
    void anInputOrAFileOfAModelIsNotAnOutput();
    void replacingAFolderLeavesTheUsersSiblingsAlone();
    void aLinkedOutputFolderIsRefused();
    void removingAFolderNeverFollowsALink();
    void whatAKilledRunLeftIsRemovedByTheNext();
};

void OutputPathsTest::aFifoIsWrittenAsAStream() {
    QTemporaryDir tmp;
    const QString fifo = tmp.filePath("pipe");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QByteArray received;
    std::thread reader([&] {
        QFile in(fifo);
        if (in.open(QIODevice::ReadOnly))
            received = in.readAll();
    });
    // Megabytes: the writer's early writeback, which a pipe does not take, is tried too.
    const QByteArray lines = QByteArray("one line\n").repeated(400000);
    const hw::Expected<bool> written = hw::writeFileAtomically(fifo, lines);
    reader.join();
    QVERIFY2(written.ok(), qPrintable(written.error().toString()));
    QCOMPARE(received, lines);
    QVERIFY(isFifo(fifo)); // still the pipe, not a file renamed over it
    QCOMPARE(
        QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
        QStringList{"pipe"});
}

void OutputPathsTest::aCharacterDeviceIsWrittenAsAStream() {
    const hw::Expected<hw::OutputFile> resolved = hw::resolveOutputFile(QStringLiteral("/dev/null"));
    QVERIFY(resolved.ok());
    QVERIFY(resolved->stream);
    const hw::Expected<bool> written =
        hw::writeFileAtomically(QStringLiteral("/dev/null"), QByteArray("discarded\n").repeated(400000));
    QVERIFY2(written.ok(), qPrintable(written.error().toString()));
    struct stat info {};
    QCOMPARE(::lstat("/dev/null", &info), 0);
    QVERIFY(S_ISCHR(info.st_mode));
}

void OutputPathsTest::aLargeFileIsWrittenWholeInPiecesOfAnySize() {
    QTemporaryDir tmp;
    const QString path = tmp.filePath("large.bin");
    QByteArray expected;
    {
        hw::AtomicFileWriter out(path);
        QRandomGenerator rng(5);
        // Small pieces gathered in the buffer, and pieces larger than it written straight through.
        for (const int size : {1, 1000, 3 << 20, 17, 1 << 20, (1 << 20) - 1, 2, 5 << 20, 65536, 0, 999999}) {
            QByteArray piece(size, Qt::Uninitialized);
            for (char& c : piece)
                c = char(rng.bounded(256));
            out.write(piece);
            expected += piece;
        }
        const hw::Expected<bool> committed = out.commit();
        QVERIFY2(committed.ok(), qPrintable(committed.error().toString()));
    }
    QCOMPARE(contents(path).size(), expected.size());
    QVERIFY(contents(path) == expected);
}

void OutputPathsTest::aLinkToAFileIsWrittenThroughAndKept() {
    QTemporaryDir tmp;
    QDir().mkpath(tmp.filePath("elsewhere"));
    const QString target = tmp.filePath("elsewhere/predictions.jsonl");
    hw::test::writeBytes(target, "old\n");
    const QString link = tmp.filePath("latest.jsonl");
    QVERIFY(QFile::link(target, link));
    const hw::Expected<bool> written = hw::writeFileAtomically(link, "new\n");
    QVERIFY2(written.ok(), qPrintable(written.error().toString()));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(QFileInfo(link).symLinkTarget(), target);
    QCOMPARE(contents(target), QByteArray("new\n"));
    QVERIFY(leftovers(tmp.filePath("elsewhere")).isEmpty());
    QCOMPARE(QDir(tmp.filePath("elsewhere")).entryList(QDir::Files | QDir::Hidden),
             QStringList{"predictions.jsonl"});
}

void OutputPathsTest::aFolderOrALinkToNothingIsRefused() {
    QTemporaryDir tmp;
    const hw::Expected<bool> folder = hw::writeFileAtomically(tmp.path(), "x");
    QVERIFY(!folder.ok());
    QVERIFY2(folder.error().toString().contains("is a folder"), qPrintable(folder.error().toString()));
    const QString dangling = tmp.filePath("dangling");
    QVERIFY(QFile::link(tmp.filePath("missing/file"), dangling));
    const hw::Expected<bool> nowhere = hw::writeFileAtomically(dangling, "x");
    QVERIFY(!nowhere.ok());
    QVERIFY2(nowhere.error().toString().contains("symbolic link"), qPrintable(nowhere.error().toString()));
    QVERIFY(QFileInfo(dangling).isSymLink());
    QVERIFY(!QFileInfo::exists(tmp.filePath("missing")));
}

void OutputPathsTest::anInputOrAFileOfAModelIsNotAnOutput() {
    QTemporaryDir tmp;
    const QString input = tmp.filePath("texts.txt");
    hw::test::writeBytes(input, "a text\n");
    QDir().mkpath(tmp.filePath("model"));
    QVERIFY(QFile::link(input, tmp.filePath("alias.txt")));
    for (const QString& output : {input, tmp.filePath("alias.txt"), tmp.filePath("./texts.txt")}) {
        const hw::Expected<bool> same = hw::checkOutputIsNotAnInput(output, {input});
        QVERIFY2(!same.ok(), qPrintable(output));
        QVERIFY(same.error().toString().contains("also an input"));
    }
    const hw::Expected<bool> inside =
        hw::checkOutputIsNotAnInput(tmp.filePath("model/config.json"), {input}, {tmp.filePath("model")});
    QVERIFY(!inside.ok());
    QVERIFY(inside.error().toString().contains("inside the model folder"));
    QVERIFY(hw::checkOutputIsNotAnInput(tmp.filePath("out.jsonl"), {input}, {tmp.filePath("model")}).ok());
}

void OutputPathsTest::replacingAFolderLeavesTheUsersSiblingsAlone() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath("out");
    QDir().mkpath(out);
    hw::test::writeBytes(QDir(out).filePath("old.txt"), "old");
    QDir().mkpath(tmp.filePath("out.replaced"));
    hw::test::writeBytes(tmp.filePath("out.replaced/notes.txt"), "mine");
    QDir().mkpath(tmp.filePath("out.partial"));
    hw::test::writeBytes(tmp.filePath("out.partial/notes.txt"), "mine too");
    const std::unique_ptr<QTemporaryDir> staging = hw::makeStagingFolder(out);
    QVERIFY(staging->isValid());
    QVERIFY(QFileInfo(staging->path()).fileName().startsWith(".out.headwater-partial-"));
    hw::test::writeBytes(QDir(staging->path()).filePath("new.txt"), "new");
    const hw::Expected<bool> moved = hw::moveFolderIntoPlace(staging->path(), out);
    QVERIFY2(moved.ok(), qPrintable(moved.error().toString()));
    staging->setAutoRemove(false);
    QCOMPARE(QDir(out).entryList(QDir::Files), QStringList{"new.txt"});
    QCOMPARE(contents(tmp.filePath("out.replaced/notes.txt")), QByteArray("mine"));
    QCOMPARE(contents(tmp.filePath("out.partial/notes.txt")), QByteArray("mine too"));
    QVERIFY(leftovers(tmp.path()).isEmpty());
}

void OutputPathsTest::aLinkedOutputFolderIsRefused() {
    QTemporaryDir tmp;
    const QString real = tmp.filePath("real");
    QDir().mkpath(real);
    hw::test::writeBytes(QDir(real).filePath("keep.txt"), "kept");
    const QString link = tmp.filePath("link");
    QVERIFY(QFile::link(real, link));
    const hw::Expected<bool> usable = hw::checkOutputFolderPath(link);
    QVERIFY(!usable.ok());
    QVERIFY2(usable.error().toString().contains("symbolic link"), qPrintable(usable.error().toString()));
    const std::unique_ptr<QTemporaryDir> staging = hw::makeStagingFolder(link);
    QVERIFY(!hw::moveFolderIntoPlace(staging->path(), link).ok());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(contents(QDir(real).filePath("keep.txt")), QByteArray("kept"));
}

void OutputPathsTest::removingAFolderNeverFollowsALink() {
    QTemporaryDir tmp;
    const QString outside = tmp.filePath("outside");
    QDir().mkpath(outside);
    hw::test::writeBytes(QDir(outside).filePath("precious.txt"), "precious");
    // A link given itself is left alone.
    const QString link = tmp.filePath("checkpoint-7");
    QVERIFY(QFile::link(outside, link));
    QVERIFY(!hw::removeFolderTree(link));
    QVERIFY(QFileInfo(link).isSymLink());
    // A link inside a removed folder goes, its target stays.
    const QString doomed = tmp.filePath("doomed");
    QDir().mkpath(doomed);
    QVERIFY(QFile::link(outside, QDir(doomed).filePath("inner")));
    QVERIFY(hw::removeFolderTree(doomed));
    QVERIFY(!QFileInfo::exists(doomed));
    QCOMPARE(contents(QDir(outside).filePath("precious.txt")), QByteArray("precious"));
}

// A killed export or predict leaves its hidden staging beside the output; the next write to that output
// removes what processes no longer running left, and nothing else: a running process's staging, a name that
// only looks like Headwater's, the earlier output set aside by a run killed mid-swap.
void OutputPathsTest::whatAKilledRunLeftIsRemovedByTheNext() {
    QTemporaryDir tmp;
    QProcess gone;
    gone.start(QStringLiteral("sleep"), {QStringLiteral("0.1")});
    QVERIFY(gone.waitForStarted());
    const QString dead = QString::number(gone.processId()); // once it has ended
    QVERIFY(gone.waitForFinished());
    const QString alive = QString::number(QCoreApplication::applicationPid());
    const QString out = tmp.filePath("p.jsonl");
    const QStringList stale = {".p.jsonl.headwater-partial-" + dead + "-0123456789ab",
                               ".p.jsonl.headwater-partial-" + dead + "-ba9876543210"};
    const QStringList kept = {".p.jsonl.headwater-partial-" + alive + "-0123456789ab", // still writing
                              ".p.jsonl.headwater-partial-notes", ".p.jsonl.headwater-mine-" + dead + "-x",
                              ".p.jsonl.headwater-replaced-" + dead + "-0123456789ab"}; // p.jsonl is missing
    for (const QString& name : stale + kept)
        hw::test::writeBytes(tmp.filePath(name), "left");
    QDir().mkpath(tmp.filePath(stale.first() + "-folder"));
    hw::AtomicFileWriter writer(out);
    writer.write(QByteArray("{}\n"));
    QVERIFY(writer.commit().ok());
    QStringList left = QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QStringList expected =
        kept + QStringList{"p.jsonl", stale.first() + "-folder"}; // a folder's name has 4 parts
    left.sort();
    expected.sort();
    QCOMPARE(left.join(" "), expected.join(" "));

    // A folder output: staging folders of dead processes go when the next one is made.
    const QString folder = tmp.filePath("model");
    QDir().mkpath(tmp.filePath(".model.headwater-partial-" + dead + "-abcdefabcdef"));
    hw::test::writeBytes(tmp.filePath(".model.headwater-partial-" + dead + "-abcdefabcdef/weights"), "w");
    const std::unique_ptr<QTemporaryDir> staging = hw::makeStagingFolder(folder);
    QVERIFY(staging->isValid());
    QVERIFY(!QFileInfo::exists(tmp.filePath(".model.headwater-partial-" + dead + "-abcdefabcdef")));
}

QTEST_GUILESS_MAIN(OutputPathsTest)
#include "test_output_paths.moc"
