// The studio killed (SIGKILL) in the middle of an import through the Corpus page: the project reopens, passes
// SQLite's integrity check, holds no half corpus and no leftover text, and imports again.
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "studio_test_steps.h"
#include "tests/support/wait_limits.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstring>

using namespace hw;
using namespace hw::ui;

namespace {

// The studio as a user runs it, in a process of its own: opens the project, adds the file on the Corpus
// page, presses Import, and says "importing" once the import has written part of the corpus.
int runStudioImporting(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
    MainWindow window;
    window.show();
    if (!window.session().openProject(QString::fromLocal8Bit(argv[2])))
        return 3;
    window.selectStep(WorkflowStep::Corpus);
    auto* page = qobject_cast<CorpusPage*>(window.page(WorkflowStep::Corpus));
    page->importPanel().addPaths({QString::fromLocal8Bit(argv[3])});
    QObject::connect(&window.jobs(), &JobController::jobProgressed, &app,
                     [](JobId, const JobProgress& progress) {
                         if (progress.done > 0 && progress.total > 0 && progress.done < progress.total) {
                             std::printf("importing\n");
                             std::fflush(stdout);
                         }
                     });
    if (!page->importPanel().startImport())
        return 4;
    return app.exec();
}

} // namespace

class KillDuringImportTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void aKilledImportLeavesTheProjectConsistent() {
        const QString project = m_dir.filePath(QStringLiteral("kill.hwproj"));
        QVERIFY(ProjectStore::create(project, QStringLiteral("kill")).ok());
        const QString small = m_dir.filePath(QStringLiteral("small.txt"));
        QVERIFY(test::writeLines(small, 50,
                                 [](int i) { return "a short note number " + QByteArray::number(i); }));
        const QString large = m_dir.filePath(QStringLiteral("large.txt"));
        QVERIFY(test::writeLines(large, 1500000, [](int i) {
            return "bulletin " + QByteArray::number(i) +
                   " on the rates, the yields and the markets of the week";
        }));
        {
            MainWindow window;
            window.show();
            QVERIFY(window.session().openProject(project).ok());
            QVERIFY(test::importCorpusThroughPage(window, small, 1));
        }

        QProcess studio;
        studio.start(QCoreApplication::applicationFilePath(),
                     {QStringLiteral("--studio-importing"), project, large});
        QVERIFY(studio.waitForStarted());
        QElapsedTimer clock;
        clock.start();
        while (!studio.readAllStandardOutput().contains("importing") &&
               clock.elapsed() < hw::test::kJobWaitMs)
            QVERIFY2(studio.waitForReadyRead(hw::test::kJobWaitMs) || studio.state() == QProcess::Running,
                     studio.readAllStandardError().constData());
        const QDir corpora(QDir(ProjectStore::dataDirectoryOf(project)).filePath(QStringLiteral("corpora")));
        QVERIFY(!corpora.entryList({QStringLiteral("*.partial")}, QDir::Files).isEmpty()); // mid-write
        studio.kill(); // SIGKILL: no destructor, no rollback, no cleanup
        QVERIFY(studio.waitForFinished());
        QCOMPARE(studio.exitStatus(), QProcess::CrashExit);

        {
            Expected<std::unique_ptr<ProjectStore>> reopened = ProjectStore::open(project);
            QVERIFY2(reopened.ok(), qPrintable(reopened.error().toString()));
            QSqlQuery check(reopened.value()->database());
            QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
            QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
            Expected<QVector<CorpusSummary>> corpora = listCorpora(reopened.value()->database());
            QCOMPARE(corpora->size(), 1);
            QCOMPARE(corpora->first().name, QStringLiteral("small"));
            QCOMPARE(corpora->first().documents, 50);
            QSqlQuery orphans(reopened.value()->database());
            QVERIFY(orphans.exec(QStringLiteral(
                        "SELECT COUNT(*) FROM documents WHERE corpus_id NOT IN (SELECT id FROM corpora)")) &&
                    orphans.next());
            QCOMPARE(orphans.value(0).toInt(), 0);
        }
        // The half-written text went when the project was opened again: only the kept corpus's file is left.
        QCOMPARE(corpora.entryList(QDir::Files).size(), 1);

        // The studio goes on with the project as if nothing happened.
        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        const QString again = m_dir.filePath(QStringLiteral("again.txt"));
        QVERIFY(test::writeLines(again, 40, [](int i) { return "another note " + QByteArray::number(i); }));
        QVERIFY(test::importCorpusThroughPage(window, again, 2));
    }
};

int main(int argc, char** argv) {
    if (argc == 4 && std::strcmp(argv[1], "--studio-importing") == 0)
        return runStudioImporting(argc, argv);
    QApplication app(argc, argv);
    KillDuringImportTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_kill_during_import.moc"
