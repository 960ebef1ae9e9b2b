// Every file read from a model, run, checkpoint or project folder is opened through one guard: an ordinary
// file (links followed) within its kind's size bound. A pipe never blocks the open, a device never streams.
#include "core/util/ordinary_files.h"
#include "tests/support/file_helpers.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace hw;

class OrdinaryFilesTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void anOrdinaryFileIsReadWhole() {
        QTemporaryDir tmp;
        test::writeBytes(tmp.filePath("config.json"), "{\"a\": 1}");
        Expected<QByteArray> bytes = readOrdinaryFile(tmp.filePath("config.json"), FileKind::Settings);
        QVERIFY(bytes.ok());
        QCOMPARE(bytes.value(), QByteArray("{\"a\": 1}"));
        QVERIFY(QFile::link(tmp.filePath("config.json"), tmp.filePath("link.json")));
        QVERIFY(readOrdinaryFile(tmp.filePath("link.json"), FileKind::Settings).ok()); // links are followed
    }

    void aPipeIsRefusedWithoutWaitingForAWriter() {
        QTemporaryDir tmp;
        QCOMPARE(::mkfifo(QFile::encodeName(tmp.filePath("thresholds.json")).constData(), 0644), 0);
        Expected<QByteArray> bytes = readOrdinaryFile(tmp.filePath("thresholds.json"), FileKind::Settings);
        QVERIFY(!bytes.ok());
        QCOMPARE(bytes.error().what.toString(), QStringLiteral("thresholds.json is not an ordinary file"));
        QCOMPARE(bytes.error().where.toString(), tmp.filePath("thresholds.json"));
        QVERIFY(!checkOrdinaryFile(tmp.filePath("thresholds.json"), FileKind::Data).ok());
    }

    void aLinkToADeviceIsRefused() {
        QTemporaryDir tmp;
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), tmp.filePath("trainer_state.json")));
        Expected<std::unique_ptr<QFile>> file =
            openOrdinaryFile(tmp.filePath("trainer_state.json"), FileKind::Data);
        QVERIFY(!file.ok());
        QVERIFY(file.error().what.toString().contains(QStringLiteral("not an ordinary file")));
    }

    void aFileLargerThanItsKindIsRefusedBeforeItIsRead() {
        QTemporaryDir tmp;
        const QString path = tmp.filePath("config.json");
        test::writeBytes(path, "{}");
        QVERIFY(::truncate(QFile::encodeName(path).constData(), maxFileBytes(FileKind::Settings) + 1) == 0);
        Expected<QByteArray> bytes = readOrdinaryFile(path, FileKind::Settings);
        QVERIFY(!bytes.ok());
        QVERIFY2(bytes.error().what.toString().startsWith(
                     QStringLiteral("config.json is 64.0 MiB, more than such a file can be")),
                 qPrintable(bytes.error().toString()));
        QVERIFY(openOrdinaryFile(path, FileKind::Vocabulary).ok()); // a vocabulary may be that large
    }

    void aMissingFileIsNamed() {
        QTemporaryDir tmp;
        Expected<QByteArray> bytes = readOrdinaryFile(tmp.filePath("run.json"), FileKind::Settings);
        QVERIFY(!bytes.ok());
        QCOMPARE(bytes.error().what.toString(), QStringLiteral("run.json is missing"));
    }
};

QTEST_GUILESS_MAIN(OrdinaryFilesTest)
#include "test_ordinary_files.moc"
