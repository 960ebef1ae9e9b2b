#include "core/project/artefact_store.h"
#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/tokenize/tokenizer_training.h"
#include "core/train/pretrain_job.h"
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "tests/support/wait_limits.h"
#include "ui/i18n/core_text.h"
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
#include <QMap>
#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <set>

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
        QVERIFY2(properties.contains(QStringLiteral("Vocabulary size = 120")) &&
                     properties.contains(QStringLiteral("Lowercase = no")),
                 qPrintable(properties.join(QStringLiteral("; "))));
        QVERIFY(!properties.join(QString()).contains(QLatin1Char('{')));
        lineage->setCurrentItem(lineage->topLevelItem(0)->child(0)); // the corpus: its own settings
        QStringList corpusProperties;
        for (int row = 0; row < settings->rowCount(); ++row)
            corpusProperties << settings->item(row, 0)->text() + QStringLiteral(" = ") +
                                    settings->item(row, 1)->text();
        QVERIFY2(corpusProperties.contains(QStringLiteral("Duplicate documents dropped = yes")),
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

    // Every setting a job records reads as a property with a label, in words, with no JSON: a project made
    // by each kind of job (through the CLI, as on a server), read back key by key and in the studio's table.
    void everyRecordedSettingReadsAsAProperty() {
        const QString project = m_dir.filePath(QStringLiteral("lineage.hwproj"));
        const QString demo = QStringLiteral(HEADWATER_SOURCE_DIR "/tests/data/");
        const QDir out(m_dir.filePath(QStringLiteral("lineage")));
        auto at = [&out](const char* name) { return out.filePath(QString::fromLatin1(name)); };
        const QString p = QStringLiteral("--project");
        const QList<QStringList> steps = {
            {"project", "create", project},
            {"import-corpus", demo + "news_corpus.txt", p, project, "--name", "demo-news"},
            {"import-corpus", demo + "news_topics.tsv", "--label-field", "label", p, project, "--name",
             "news-labels"},
            {"train-tokenizer", p, project, "--project-corpus", "demo-news", "--name", "wp", "--vocab-size",
             "400"},
            {"train-tokenizer", p, project, "--project-corpus", "demo-news", "--name", "uni", "--kind",
             "unigram", "--vocab-size", "300"},
            {"new-model", "--arch", "bert", "--preset", "tiny", "--tokenizer", "wp", p, project, "--output",
             at("base")},
            // Made elsewhere, then added: an imported model.
            {"new-model", "--arch", "bert", "--preset", "tiny", "--tokenizer", at("base"), "--output",
             at("elsewhere")},
            {"project", "add-model", project, at("elsewhere"), "--name", "imported"},
            {"pretrain", p, project, "--model", "base", "--corpus", "demo-news", "--output", at("adapted"),
             "--max-steps", "2", "--batch-size", "4", "--seq-len", "32", "--time-limit", "5400"},
            {"extend-vocab", p, project, "--model", "base", "--project-corpus", "demo-news", "--add", "3",
             "--min-frequency", "2", "--name", "extended"},
            {"resize-vocab", p, project, "--model", "base", "--tokenizer", "uni", "--name", "fitted"},
            {"finetune", p, project, "--model", "base", "--model", "imported", "--labelled", "news-labels",
             "--epochs", "1", "--seeds", "1", "--max-length", "32", "--bootstrap", "50", "--output",
             at("ft")},
            {"evaluate", p, project, "--model", "ft base seed 42", "--labelled", "news-labels"},
            {"evaluate", p, project, "--model", "base", "--corpus", "demo-news", "--seq-len", "32",
             "--max-examples", "4"},
            {"evaluate", p, project, "--model", "base", "--data", demo + "news_corpus.txt", "--seq-len", "32",
             "--max-examples", "4"},
            {"maskfill", p, project, "--model", "base", "--text", "the [MASK] reported"},
            {"export", p, project, "--model", "base", "--format", "hf", "--output", at("export-hf")},
            {"export", p, project, "--model", "base", "--format", "onnx", "--int8", "--output",
             at("export-onnx")},
        };
        for (const QStringList& step : steps) {
            const test::CliRun run = test::runCli(step);
            QVERIFY2(run.exitCode == 0, qPrintable(step.join(QLatin1Char(' ')) + QStringLiteral(": ") +
                                                   QString::fromUtf8(run.err)));
        }

        // Every key of every artefact's settings has a label, from the run setting tables or core's own.
        Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(project);
        QVERIFY(store.ok());
        Expected<QVector<Artefact>> artefacts = listArtefacts(store.value()->database());
        QVERIFY(artefacts.ok());
        std::set<QString> keys;
        for (const Artefact& a : artefacts.value())
            for (auto it = a.settings.begin(); it != a.settings.end(); ++it) {
                keys.insert(it.key());
                QVERIFY2(!settingLabel(it.key()).isEmpty(),
                         qPrintable(QStringLiteral("%1 '%2' records %3 without a label")
                                        .arg(artefactKindName(a.kind), a.name, it.key())));
            }
        // The project holds what each kind of job records.
        for (const char* key : {"corpus_names", "splits_from", "character_coverage", "folder", "added",
                                "added_words", "class_weights", "best_epoch", "confidence", "data_sha256",
                                "texts", "int8", "time_limit", "warmup_ratio"})
            QVERIFY2(keys.count(QString::fromLatin1(key)), key);
        store.value().reset();

        // In the studio: labels and values, never a key or JSON.
        MainWindow window;
        window.show();
        QVERIFY(window.session().openProject(project).ok());
        window.selectStep(WorkflowStep::Project);
        auto& hub = qobject_cast<ProjectPage*>(window.page(WorkflowStep::Project))->hub();
        auto* table = hub.findChild<QTableWidget*>(QStringLiteral("artefactTable"));
        auto* settings = hub.findChild<QTableWidget*>(QStringLiteral("artefactSettings"));
        QCOMPARE(table->rowCount(), int(artefacts->size()));
        QMap<QString, QString> adapted;
        for (int row = 0; row < table->rowCount(); ++row) {
            table->selectRow(row);
            const QString name = table->item(row, ProjectHubPanel::NameColumn)->text();
            for (int r = 0; r < settings->rowCount(); ++r) {
                const QString label = settings->item(r, 0)->text();
                const QString value = settings->item(r, 1)->text();
                QVERIFY2(!label.contains(QLatin1Char('_')) && label.at(0).isUpper(),
                         qPrintable(name + ": " + label));
                QVERIFY2(!value.isEmpty() && !value.startsWith(QLatin1Char('[')) &&
                             !value.startsWith(QLatin1Char('{')) && !value.startsWith(QLatin1Char('"')),
                         qPrintable(name + ": " + label + " = " + value));
                if (name == QLatin1String("adapted"))
                    adapted.insert(label, value);
            }
        }
        QCOMPARE(adapted.value(QStringLiteral("Corpora")), QStringLiteral("demo-news"));
        QCOMPARE(adapted.value(QStringLiteral("Sequence length")), QStringLiteral("32 tokens"));
        QCOMPARE(adapted.value(QStringLiteral("Validation share")), QStringLiteral("10%"));
        QCOMPARE(adapted.value(QStringLiteral("Time limit")), QStringLiteral("90 min"));
        QCOMPARE(adapted.value(QStringLiteral("Early-stopping patience")), QStringLiteral("never"));
        QVERIFY(!adapted.contains(QStringLiteral("Generator folder"))); // empty: not shown
        QVERIFY2(adapted.contains(QStringLiteral("Adam β₂")), qPrintable(adapted.keys().join(", ")));
        // Every step of the workflow is done, so each is ticked and none is next.
        const QString checklist = hub.findChild<QLabel*>(QStringLiteral("nextStepHint"))->text();
        QVERIFY2(checklist.count(QStringLiteral("✓ <a href=")) == 6 &&
                     !checklist.contains(QStringLiteral("next:")),
                 qPrintable(checklist));
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
        // The steps: corpus and tokenizer done, adapting a model next; a step's link opens its page.
        auto* hint = hub.findChild<QLabel*>(QStringLiteral("nextStepHint"));
        const QString steps = hint->text();
        QVERIFY2(steps.contains(QStringLiteral("✓ <a href=\"1\">import a corpus</a>")) &&
                     steps.contains(QStringLiteral("✓ <a href=\"2\">train or extend a tokenizer")) &&
                     steps.contains(QStringLiteral("<b>next:</b> <a href=\"3\">adapt a model")) &&
                     steps.contains(QStringLiteral("<a href=\"1\">import a labelled set")) &&
                     steps.count(QStringLiteral("✓")) == 2,
                 qPrintable(steps));
        Q_EMIT hint->linkActivated(QStringLiteral("3"));
        QCOMPARE(window.currentStep(), WorkflowStep::Pretrain);
        window.selectStep(WorkflowStep::Project);
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
