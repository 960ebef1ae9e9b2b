#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/tokenizer_training.h"
#include "core/train/pretrain_job.h"
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/project/project_hub_panel.h"
#include "ui/project/project_page.h"
#include "ui/project/project_session.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace hw;
using namespace hw::ui;

namespace {

// Holds its device until cancelled, so that the jobs behind it wait in the queue.
class BlockingJob : public Job {
public:
    Text title() const override { return Text::tr("blocking"); }
    JobOutcome run(JobContext& context) override {
        // A job learns of a cancel only by polling its flag between steps (nothing signals it), so this
        // job's only work is that poll, a few milliseconds apart.
        while (!context.cancelled())
            QThread::msleep(5);
        return {JobStatus::Cancelled, QString()};
    }
};

void cli(const QStringList& arguments) {
    QProcess p;
    p.start(QStringLiteral(HEADWATER_CLI_PATH), arguments);
    QVERIFY(p.waitForFinished(hw::test::kJobWaitMs));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
}

} // namespace

class ProjectHubTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void listsWhatTheCliMadeWithLineageAndDeletesSafely() {
        // Made headless, as on a server; the studio shows the same project.
        const QString project = m_dir.filePath(QStringLiteral("hub.hwproj"));
        QByteArray text;
        for (int i = 0; i < 200; ++i)
            text += "the clinic reported " + QByteArray::number(i % 13) +
                    " new cases of influenza in district " + QByteArray::number(i) + "\n";
        test::writeBytes(m_dir.filePath(QStringLiteral("a.txt")), text);
        test::writeBytes(m_dir.filePath(QStringLiteral("b.txt")), text.replace("influenza", "measles"));
        cli({QStringLiteral("project"), QStringLiteral("create"), project});
        cli({QStringLiteral("import-corpus"), m_dir.filePath(QStringLiteral("a.txt")),
             QStringLiteral("--project"), project, QStringLiteral("--name"), QStringLiteral("clinic")});
        cli({QStringLiteral("import-corpus"), m_dir.filePath(QStringLiteral("b.txt")),
             QStringLiteral("--project"), project, QStringLiteral("--name"), QStringLiteral("spare")});
        cli({QStringLiteral("train-tokenizer"), QStringLiteral("--project"), project,
             QStringLiteral("--project-corpus"), QStringLiteral("clinic"), QStringLiteral("--name"),
             QStringLiteral("clinic-wp"), QStringLiteral("--vocab-size"), QStringLiteral("120")});

        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::Project);
        auto& hub = qobject_cast<ProjectPage*>(window.page(WorkflowStep::Project))->hub();
        auto* table = hub.findChild<QTableWidget*>(QStringLiteral("artefactTable"));
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->item(2, ProjectHubPanel::NameColumn)->text(), QStringLiteral("clinic-wp"));
        QVERIFY(
            table->item(0, ProjectHubPanel::FiguresColumn)->text().contains(QStringLiteral("documents 200")));
        hub.setKindFilter(ArtefactKind::Tokenizer);
        QCOMPARE(table->rowCount(), 1);
        hub.setKindFilter(std::nullopt);

        // Lineage: the tokenizer, and under it the corpus it was trained on.
        hub.selectArtefact(QStringLiteral("clinic-wp"));
        auto* lineage = hub.findChild<QTreeWidget*>(QStringLiteral("artefactLineage"));
        QCOMPARE(lineage->topLevelItemCount(), 1);
        QVERIFY(lineage->topLevelItem(0)->text(0).contains(QStringLiteral("clinic-wp")));
        QCOMPARE(lineage->topLevelItem(0)->childCount(), 1);
        QVERIFY(lineage->topLevelItem(0)->child(0)->text(0).startsWith(QStringLiteral("trained on: ")));
        // The role is stored in English and read in the studio's language.
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        QTRY_COMPARE(hub.findChild<QComboBox*>(QStringLiteral("artefactKindFilter"))->itemText(0),
                     QStringLiteral("전체"));
        hub.selectArtefact(QStringLiteral("clinic-wp"));
        QVERIFY2(lineage->topLevelItem(0)->child(0)->text(0).startsWith(QStringLiteral("학습 데이터: ")),
                 qPrintable(lineage->topLevelItem(0)->child(0)->text(0)));
        QVERIFY(applyLanguage(QStringLiteral("en")));
        QTRY_COMPARE(hub.findChild<QComboBox*>(QStringLiteral("artefactKindFilter"))->itemText(0),
                     QStringLiteral("Everything"));
        hub.selectArtefact(QStringLiteral("clinic-wp"));
        // Beside it, how the chosen entry was made, as a property list rather than JSON.
        auto* settings = hub.findChild<QTableWidget*>(QStringLiteral("artefactSettings"));
        QStringList properties;
        for (int row = 0; row < settings->rowCount(); ++row)
            properties << settings->item(row, 0)->text() + QStringLiteral(" = ") +
                              settings->item(row, 1)->text();
        QVERIFY2(properties.contains(QStringLiteral("vocab size = 120")) &&
                     properties.contains(QStringLiteral("lowercase = no")),
                 qPrintable(properties.join(QStringLiteral("; "))));
        QVERIFY(!properties.join(QString()).contains(QLatin1Char('{')));
        lineage->setCurrentItem(lineage->topLevelItem(0)->child(0)); // the corpus: its own settings
        QStringList corpusProperties;
        for (int row = 0; row < settings->rowCount(); ++row)
            corpusProperties << settings->item(row, 0)->text() + QStringLiteral(" = ") +
                                    settings->item(row, 1)->text();
        QVERIFY2(corpusProperties.contains(QStringLiteral("deduplicate = yes")),
                 qPrintable(corpusProperties.join(QStringLiteral("; "))));

        auto* message = hub.findChild<QLabel*>(QStringLiteral("projectHubMessage"));
        // A corpus something was made from stays.
        hub.selectArtefact(QStringLiteral("clinic"));
        QVERIFY(!hub.deleteSelected(false));
        QVERIFY2(message->text().contains(QStringLiteral("clinic-wp")), qPrintable(message->text()));
        // A corpus a waiting job will read stays too.
        const JobId blocker = window.jobs().submit(std::make_shared<BlockingJob>());
        TokenizerTrainingSpec spec;
        spec.projectPath = project;
        spec.projectCorpus = QStringLiteral("spare");
        spec.name = QStringLiteral("spare-wp");
        const JobId waiting = window.jobs().submit(std::make_shared<TokenizerTrainingJob>(spec));
        hub.selectArtefact(QStringLiteral("spare"));
        QVERIFY(!hub.deleteSelected(false));
        QVERIFY2(message->text().contains(QStringLiteral("in use")), qPrintable(message->text()));
        window.jobs().cancel(waiting);
        window.jobs().cancel(blocker);
        QTRY_COMPARE(window.jobs().activeJobCount(), 0);
        QVERIFY(hub.deleteSelected(false));
        QCOMPARE(table->rowCount(), 2);

        // Deleting the tokenizer removes its files; then its corpus can go as well.
        const QString files = QDir(window.session().current()->dataDirectory())
                                  .filePath(QStringLiteral("tokenizers/clinic-wp"));
        QVERIFY(QFileInfo::exists(files));
        hub.selectArtefact(QStringLiteral("clinic-wp"));
        QVERIFY(hub.deleteSelected(false));
        QVERIFY(!QFileInfo::exists(files));
        hub.selectArtefact(QStringLiteral("clinic"));
        QVERIFY(hub.deleteSelected(false));
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(hub.findChild<QLabel*>(QStringLiteral("nextStepHint"))
                    ->text()
                    .contains(QStringLiteral("import a corpus")));
    }

    // Disk use per kind, measured off the UI thread; a corpus renamed keeps its documents and what was made
    // from it, and the new name is the one every command uses.
    void renamesAndShowsDiskUsePerKind() {
        const QString project = m_dir.filePath(QStringLiteral("rename.hwproj"));
        QByteArray text;
        for (int i = 0; i < 300; ++i)
            text += "the ward noted " + QByteArray::number(i) + " cases of measles this week\n";
        test::writeBytes(m_dir.filePath(QStringLiteral("notes.txt")), text);
        cli({QStringLiteral("project"), QStringLiteral("create"), project});
        cli({QStringLiteral("import-corpus"), m_dir.filePath(QStringLiteral("notes.txt")),
             QStringLiteral("--project"), project, QStringLiteral("--name"), QStringLiteral("notes")});
        cli({QStringLiteral("train-tokenizer"), QStringLiteral("--project"), project,
             QStringLiteral("--project-corpus"), QStringLiteral("notes"), QStringLiteral("--name"),
             QStringLiteral("notes-wp"), QStringLiteral("--vocab-size"), QStringLiteral("120")});

        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::Project);
        auto& hub = qobject_cast<ProjectPage*>(window.page(WorkflowStep::Project))->hub();
        auto* diskUse = hub.findChild<QLabel*>(QStringLiteral("projectDiskUse"));
        QTRY_VERIFY(diskUse->text().contains(QStringLiteral("tokenizers")));
        const QDir data(window.session().current()->dataDirectory());
        const QFileInfoList corpusFiles =
            QDir(data.filePath(QStringLiteral("corpora"))).entryInfoList(QDir::Files);
        QCOMPARE(corpusFiles.size(), 1);
        QCOMPARE(hub.diskUse().bytesByKind.value(ArtefactKind::Corpus), corpusFiles.first().size());
        qint64 tokenizerBytes = 0;
        for (const QFileInfo& f :
             QDir(data.filePath(QStringLiteral("tokenizers/notes-wp"))).entryInfoList(QDir::Files))
            tokenizerBytes += f.size();
        QCOMPARE(hub.diskUse().bytesByKind.value(ArtefactKind::Tokenizer), tokenizerBytes);
        QVERIFY(hub.diskUse().projectFileBytes > 0);
        QVERIFY(diskUse->text().contains(QStringLiteral("corpora")));

        auto* message = hub.findChild<QLabel*>(QStringLiteral("projectHubMessage"));
        hub.selectArtefact(QStringLiteral("notes"));
        QVERIFY(!hub.renameSelected(QStringLiteral("a/b")));
        QVERIFY2(message->text().contains(QStringLiteral("without '/'")), qPrintable(message->text()));
        // Not while a job waits to read it: a pretraining run on it, queued behind another heavy job.
        const JobId blocker = window.jobs().submit(std::make_shared<BlockingJob>());
        PretrainSpec spec;
        spec.modelDirectory = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
        spec.source.projectPath = project;
        spec.source.corpusNames = {QStringLiteral("notes")};
        spec.outputDirectory = m_dir.filePath(QStringLiteral("later-run"));
        const JobId waiting = window.jobs().submit(std::make_shared<PretrainJob>(spec));
        QCOMPARE(window.jobs().snapshot(waiting)->state, JobState::Queued);
        QVERIFY(!hub.renameSelected(QStringLiteral("ward-notes")));
        QVERIFY2(message->text().contains(QStringLiteral("in use")), qPrintable(message->text()));
        window.jobs().cancel(waiting);
        window.jobs().cancel(blocker);
        QTRY_COMPARE(window.jobs().activeJobCount(), 0);

        QVERIFY(hub.renameSelected(QStringLiteral("ward-notes")));
        auto* table = hub.findChild<QTableWidget*>(QStringLiteral("artefactTable"));
        QCOMPARE(table->item(0, ProjectHubPanel::NameColumn)->text(), QStringLiteral("ward-notes"));
        hub.selectArtefact(QStringLiteral("notes-wp"));
        auto* lineage = hub.findChild<QTreeWidget*>(QStringLiteral("artefactLineage"));
        QVERIFY(lineage->topLevelItem(0)->child(0)->text(0).contains(QStringLiteral("ward-notes")));
        // The CLI knows it by the new name only; its documents are all there.
        cli({QStringLiteral("train-tokenizer"), QStringLiteral("--project"), project,
             QStringLiteral("--project-corpus"), QStringLiteral("ward-notes"), QStringLiteral("--name"),
             QStringLiteral("ward-wp"), QStringLiteral("--vocab-size"), QStringLiteral("120")});
        QCOMPARE(listCorpora(window.session().current()->database())->first().name,
                 QStringLiteral("ward-notes"));
        QCOMPARE(listCorpora(window.session().current()->database())->first().documents, 300);
        hub.refresh(); // made outside the window
        hub.selectArtefact(QStringLiteral("ward-wp"));
        QVERIFY(!hub.renameSelected(QStringLiteral("notes-wp"))); // taken by another tokenizer
        QVERIFY2(message->text().contains(QStringLiteral("already has a tokenizer")),
                 qPrintable(message->text()));
    }

    // Key figures read as words and values, in English and in Korean, as `project list` prints them: labels,
    // yes/no, per-label counts; no snake_case key, no empty value, no ten-decimal number.
    void keyFiguresReadAsWords() {
        const QString project = m_dir.filePath(QStringLiteral("figures.hwproj"));
        QByteArray csv = "text,label\n";
        for (int i = 0; i < 30; ++i)
            csv += "match report " + QByteArray::number(i) + (i % 3 ? ",sport\n" : ",weather\n");
        test::writeBytes(m_dir.filePath(QStringLiteral("topics.csv")), csv);
        cli({QStringLiteral("project"), QStringLiteral("create"), project});
        cli({QStringLiteral("import-corpus"), m_dir.filePath(QStringLiteral("topics.csv")),
             QStringLiteral("--project"), project, QStringLiteral("--name"), QStringLiteral("topics"),
             QStringLiteral("--label-field"), QStringLiteral("label")});

        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::Project);
        auto& hub = qobject_cast<ProjectPage*>(window.page(WorkflowStep::Project))->hub();
        auto* table = hub.findChild<QTableWidget*>(QStringLiteral("artefactTable"));
        QCOMPARE(table->rowCount(), 1);
        const QString figures = table->item(0, ProjectHubPanel::FiguresColumn)->text();
        for (const QString& expected :
             {QStringLiteral("examples 30"), QStringLiteral("multi-label no"),
              QStringLiteral("labels sport 20, weather 10"), QStringLiteral("labels per example 1")})
            QVERIFY2(figures.contains(expected), qPrintable(figures + " lacks " + expected));
        QVERIFY2(!figures.contains(QLatin1Char('_')) && !figures.contains(QStringLiteral("  ")) &&
                     !figures.contains(QStringLiteral("· ·")),
                 qPrintable(figures));

        const test::CliRun listed =
            test::runCli({QStringLiteral("project"), QStringLiteral("list"), project});
        QCOMPARE(listed.exitCode, 0);
        QVERIFY2(listed.out.contains("examples 30, multi-label no, labels sport 20, weather 10"),
                 listed.out.constData());

        // QApplication posts LanguageChange to top-level windows: it arrives on the next event-loop turn.
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        QTRY_VERIFY(
            table->item(0, ProjectHubPanel::FiguresColumn)->text().contains(QStringLiteral("아니요")));
        const QString korean = table->item(0, ProjectHubPanel::FiguresColumn)->text();
        QVERIFY(applyLanguage(QStringLiteral("en")));
        QVERIFY2(korean.contains(QStringLiteral("예제 30")) && !korean.contains(QStringLiteral("examples")),
                 qPrintable(korean));
    }
};

QTEST_MAIN(ProjectHubTest)
#include "test_project_hub.moc"
