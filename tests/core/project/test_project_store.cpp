#include "core/project/project_store.h"
#include "core/project/schema_migrations.h"
#include "tests/support/file_helpers.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

class ProjectStoreTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    // Writes a project file by hand at an older (or newer) schema, as another build would have left it.
    void writeProjectAtVersion(const QString& file, int version, bool headwaterMark = true) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            if (headwaterMark)
                QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = %1").arg(kProjectApplicationId)));
            if (version > 0) {
                auto migrated = migrateSchema(db, std::min(version, latestSchemaVersion()));
                QVERIFY2(migrated.ok(), qPrintable(migrated.error().toString()));
                QVERIFY(q.exec(QStringLiteral("INSERT INTO project_info VALUES('name', 'Old project')")));
                QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
            } else {
                QVERIFY(q.exec(QStringLiteral("CREATE TABLE unrelated (x)")));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("writer"));
    }

private Q_SLOTS:
    void createThenReopen() {
        const QString file = path(QStringLiteral("news.hwproj"));
        {
            auto created = ProjectStore::create(file, QStringLiteral("  News DAPT  "));
            QVERIFY2(created.ok(), qPrintable(created.error().toString()));
            QCOMPARE(created.value()->name(), QStringLiteral("News DAPT"));
            QCOMPARE(created.value()->schemaVersion(), latestSchemaVersion());
            QVERIFY(!created.value()->createdAt().isEmpty());
        }
        QVERIFY(!QFile::exists(file + QStringLiteral(".creating")));
        auto opened = ProjectStore::open(file);
        QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
        QCOMPARE(opened.value()->name(), QStringLiteral("News DAPT"));
        QSqlQuery mode(opened.value()->database());
        QVERIFY(mode.exec(QStringLiteral("PRAGMA journal_mode")) && mode.next());
        QCOMPARE(mode.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(opened.value()->setName(QStringLiteral("Renamed")).ok());
        QCOMPARE(opened.value()->name(), QStringLiteral("Renamed"));
        QVERIFY(!opened.value()->setName(QStringLiteral("   ")).ok());
    }

    void createRefusesExistingFileAndEmptyName() {
        const QString file = path(QStringLiteral("taken.hwproj"));
        test::writeBytes(file, "keep me");
        auto created = ProjectStore::create(file, QStringLiteral("x"));
        QVERIFY(!created.ok());
        QVERIFY(created.error().what.toString().contains(QStringLiteral("already exists")));
        QCOMPARE(test::fileDigest(file),
                 QCryptographicHash::hash("keep me", QCryptographicHash::Sha256).toHex());
        QVERIFY(!ProjectStore::create(path(QStringLiteral("blank.hwproj")), QStringLiteral(" ")).ok());
        QVERIFY(!QFile::exists(path(QStringLiteral("blank.hwproj"))));
        QVERIFY(!ProjectStore::create(path(QStringLiteral("no/such/dir.hwproj")), QStringLiteral("x")).ok());
    }

    void olderSchemaIsMigratedOnOpen() {
        const QString file = path(QStringLiteral("old.hwproj"));
        writeProjectAtVersion(file, 1);
        auto opened = ProjectStore::open(file);
        QVERIFY2(opened.ok(), qPrintable(opened.error().toString()));
        QCOMPARE(opened.value()->schemaVersion(), latestSchemaVersion());
        QCOMPARE(opened.value()->name(), QStringLiteral("Old project"));
        QSqlQuery q(opened.value()->database());
        QVERIFY2(q.exec(QStringLiteral("SELECT count(*) FROM runs")),
                 "migration 2 must create the runs table");
    }

    void newerSchemaIsRefusedAndUntouched() {
        const QString file = path(QStringLiteral("future.hwproj"));
        writeProjectAtVersion(file, latestSchemaVersion() + 5);
        const QByteArray before = test::fileDigest(file);
        auto opened = ProjectStore::open(file);
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().what.toString().contains(QStringLiteral("newer Headwater")),
                 qPrintable(opened.error().toString()));
        QVERIFY(opened.error().how.toString().contains(QStringLiteral("update")));
        QCOMPARE(test::fileDigest(file), before);
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
    }

    void badFilesAreRefusedAndUntouched_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("not an SQLite database");
        QTest::newRow("text") << QByteArray("name,value\nnot,a project\n")
                              << QStringLiteral("not an SQLite database");
        QByteArray damaged("SQLite format 3\0", 16);
        damaged += QByteArray(4080, '\xAB');
        QTest::newRow("damaged sqlite") << damaged << QStringLiteral("damaged");
    }

    void badFilesAreRefusedAndUntouched() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QString file =
            path(QStringLiteral("bad-%1.hwproj").arg(QTest::currentDataTag()).replace(' ', '_'));
        test::writeBytes(file, bytes);
        const QByteArray before = test::fileDigest(file);
        auto opened = ProjectStore::open(file);
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().toString().contains(expected), qPrintable(opened.error().toString()));
        QCOMPARE(opened.error().where, file);
        QCOMPARE(test::fileDigest(file), before);
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));
    }

    void truncatedProjectIsRefused() {
        const QString file = path(QStringLiteral("cut.hwproj"));
        { QVERIFY(ProjectStore::create(file, QStringLiteral("cut")).ok()); }
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.size() > 4096);
        QVERIFY(f.resize(f.size() / 2 + 100));
        f.close();
        const QByteArray before = test::fileDigest(file);
        auto opened = ProjectStore::open(file);
        QVERIFY(!opened.ok());
        QCOMPARE(test::fileDigest(file), before);
    }

    void foreignSqliteDatabaseIsRefused() {
        const QString file = path(QStringLiteral("other.sqlite"));
        writeProjectAtVersion(file, 0, false);
        const QByteArray before = test::fileDigest(file);
        auto opened = ProjectStore::open(file);
        QVERIFY(!opened.ok());
        QVERIFY(opened.error().what.toString().contains(QStringLiteral("not a Headwater project")));
        QCOMPARE(test::fileDigest(file), before);
    }

    // Another process writing the project is told as such, not as damage or a full disk.
    void aBusyProjectIsCalledBusy() {
        const QString file = path(QStringLiteral("shared.hwproj"));
        auto store = ProjectStore::create(file, QStringLiteral("shared"));
        QVERIFY(store.ok());
        {
            QSqlDatabase other =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(file);
            QVERIFY(other.open());
            QSqlQuery hold(other);
            QVERIFY(hold.exec(QStringLiteral("BEGIN IMMEDIATE")));
            QVERIFY(hold.exec(QStringLiteral("UPDATE project_info SET value = 'held' WHERE key = 'name'")));
            const Expected<bool> renamed = store.value()->setName(QStringLiteral("mine"));
            QVERIFY(!renamed.ok());
            const QString message = renamed.error().what + QLatin1Char(' ') + renamed.error().how;
            QVERIFY2(message.contains(QStringLiteral("busy")) &&
                         !message.contains(QStringLiteral("damaged")) &&
                         !message.contains(QStringLiteral("disk")),
                     qPrintable(message));
            QVERIFY(!message.contains(QLatin1Char('\n')));
            QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        QVERIFY(store.value()->setName(QStringLiteral("mine")).ok()); // and works once the other is done
    }

    void missingFileIsReported() {
        auto opened = ProjectStore::open(path(QStringLiteral("nowhere.hwproj")));
        QVERIFY(!opened.ok());
        QVERIFY(opened.error().what.toString().contains(QStringLiteral("not found")));
        QVERIFY(!QFile::exists(path(QStringLiteral("nowhere.hwproj"))));
    }
};

QTEST_GUILESS_MAIN(ProjectStoreTest)
#include "test_project_store.moc"
