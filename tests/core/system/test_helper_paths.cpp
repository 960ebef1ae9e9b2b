// Where the helper programs are looked for. Installed, headwater-cli sits in bin/ and finds them in
// lib/headwater; headwater-cli-torch sits in lib/headwater among them and finds them in its own folder,
// wherever the package was installed.
#include "core/system/helper_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

class HelperPathsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void foldersBesideAndOfTheProgramComeFirst() {
        qunsetenv("HEADWATER_HELPER_DIR");
        const QString programDir = QCoreApplication::applicationDirPath();
        const QStringList folders = helperFolders();
        QVERIFY2(folders.size() >= 2, qPrintable(folders.join(QLatin1Char(' '))));
        QCOMPARE(folders.at(0), QDir::cleanPath(programDir + QStringLiteral("/../lib/headwater")));
        QCOMPARE(folders.at(1), programDir);
    }

    void theEnvironmentComesBeforeAll() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        qputenv("HEADWATER_HELPER_DIR", QFile::encodeName(dir.path()));
        const QStringList folders = helperFolders();
        qunsetenv("HEADWATER_HELPER_DIR");
        QCOMPARE(folders.first(), dir.path());
    }

    // A helper in the running program's own folder is found (as headwater-spm.so is by headwater-cli-torch).
    void findsAHelperInTheProgramsOwnFolder() {
        qunsetenv("HEADWATER_HELPER_DIR");
        const QString name =
            QStringLiteral("headwater-helper-probe-%1").arg(QCoreApplication::applicationPid());
        const QString path = QDir(QCoreApplication::applicationDirPath()).filePath(name);
        QVERIFY(findHelper(name).isEmpty());
        QFile probe(path);
        QVERIFY(probe.open(QIODevice::WriteOnly));
        probe.close();
        const QString found = findHelper(name);
        QFile::remove(path);
        QCOMPARE(found, path);
    }
};

QTEST_GUILESS_MAIN(HelperPathsTest)
#include "test_helper_paths.moc"
