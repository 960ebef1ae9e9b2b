#include "core/corpus/corpus_import_job.h"
#include "core/eval/finetune_comparison_job.h"
#include "core/eval/mask_fill_job.h"
#include "core/export/export_job.h"
#include "core/model_io/new_model_job.h"
#include "core/project/project_store.h"
#include "core/tokenize/tokenizer_training.h"
#include "core/train/pretrain_job.h"
#include "studio_test_steps.h"
#include "tests/support/cli_run.h"
#include "tests/support/file_helpers.h"
#include "ui/i18n/language.h"
#include "ui/jobs/job_controller.h"
#include "ui/main/main_window.h"
#include "ui/main/workflow_navigator.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_session.h"
#include "ui/settings/app_settings.h"
#include "ui/widgets/artefact_picker.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QWheelEvent>

#include <atomic>

using namespace hw;
using namespace hw::ui;

namespace {

// Stands for a page's job of some kind: runs until the test lets it finish.
class HeldJob : public Job {
public:
    HeldJob(JobKind kind, JobWeight weight)
        : m_kind(kind)
        , m_weight(weight) {}
    Text title() const override { return Text(QStringLiteral("held")); }
    JobKind kind() const override { return m_kind; }
    JobWeight weight() const override { return m_weight; }
    JobOutcome run(JobContext& context) override {
        while (!m_release.load() && !context.cancelled())
            QThread::msleep(5);
        return {JobStatus::Succeeded, Text(QStringLiteral("released"))};
    }
    void release() { m_release = true; }

private:
    JobKind m_kind;
    JobWeight m_weight;
    std::atomic_bool m_release{false};
};

} // namespace

class MainWindowTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void everyNavigatorPageCanBeSelected() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* navigator = window.findChild<QListWidget*>(QStringLiteral("workflowNavigator"));
        QVERIFY(navigator);
        QCOMPARE(navigator->count(), kWorkflowStepCount);
        for (int i = kWorkflowStepCount - 1; i >= 0; --i) {
            const QRect rect = navigator->visualItemRect(navigator->item(i));
            QTest::mouseClick(navigator->viewport(), Qt::LeftButton, {}, rect.center());
            QCOMPARE(static_cast<int>(window.currentStep()), i);
            QWidget* page = window.page(static_cast<WorkflowStep>(i));
            QVERIFY(page);
            QVERIFY(page->isVisible());
        }
        // Ctrl+3 walks to the Tokenizer page as the navigator does.
        QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(window.currentStep(), WorkflowStep::Tokenizer);
        // The status bar shows the process's memory (tens of megabytes at least for a Qt app with libtorch).
        const QString memory = window.findChild<QLabel*>(QStringLiteral("memoryStatus"))->text();
        QVERIFY2(memory.contains(QStringLiteral("MB")) || memory.contains(QStringLiteral("GB")),
                 qPrintable(memory));
    }

    // The navigator says where the user stands: numbered steps whose state follows what the project holds,
    // read out with their number and state.
    void theNavigatorShowsEachStepsState() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WorkflowNavigator& navigator = window.navigator();
        QCOMPARE(navigator.state(WorkflowStep::Project), StepState::Ready);
        QCOMPARE(navigator.state(WorkflowStep::Corpus), StepState::NeedsPrevious);
        const QString project = m_dir.filePath(QStringLiteral("states.hwproj"));
        QCOMPARE(test::runCli({QStringLiteral("project"), QStringLiteral("create"), project}).exitCode, 0);
        QVERIFY(window.session().openProject(project).ok());
        QCOMPARE(navigator.state(WorkflowStep::Project), StepState::Done);
        QCOMPARE(navigator.state(WorkflowStep::Corpus), StepState::Ready);
        QCOMPARE(navigator.state(WorkflowStep::Pretrain), StepState::NeedsPrevious);
        QCOMPARE(navigator.state(WorkflowStep::FineTune), StepState::NeedsPrevious);
        // A step that needs an earlier one says so above its page, with a link to that step.
        auto* needs = window.findChild<QLabel*>(QStringLiteral("stepNeeds"));
        window.selectStep(WorkflowStep::Pretrain);
        QVERIFY(needs->isVisible());
        QVERIFY2(needs->text().contains(QStringLiteral("Import a corpus")), qPrintable(needs->text()));
        Q_EMIT needs->linkActivated(QString::number(int(WorkflowStep::Corpus)));
        QCOMPARE(window.currentStep(), WorkflowStep::Corpus);
        QVERIFY(!needs->isVisible()); // the Corpus step is ready
        const QString file = m_dir.filePath(QStringLiteral("states.txt"));
        QVERIFY(test::writeLines(file, 40,
                                 [](int i) { return "a domain sentence number " + QByteArray::number(i); }));
        QCOMPARE(test::runCli({QStringLiteral("import-corpus"), file, QStringLiteral("--project"), project})
                     .exitCode,
                 0);
        window.session().notifyArtefactsChanged(); // as a finished job does
        QCOMPARE(navigator.state(WorkflowStep::Corpus), StepState::Done);
        QCOMPARE(navigator.state(WorkflowStep::Tokenizer), StepState::Ready);
        QCOMPARE(navigator.state(WorkflowStep::Pretrain), StepState::Ready);
        QCOMPARE(navigator.state(WorkflowStep::FineTune), StepState::NeedsPrevious); // no labelled set yet
        window.selectStep(WorkflowStep::Pretrain);
        QVERIFY(!needs->isVisible());
        window.selectStep(WorkflowStep::FineTune);
        QVERIFY(needs->isVisible() && needs->text().contains(QStringLiteral("labelled set")));
        QListWidgetItem* corpus = navigator.item(int(WorkflowStep::Corpus));
        QCOMPARE(corpus->text(), QStringLiteral("Corpus"));
        QCOMPARE(corpus->data(Qt::AccessibleTextRole).toString(), QStringLiteral("2. Corpus, done"));
        QCOMPARE(navigator.item(int(WorkflowStep::FineTune))->toolTip(),
                 QStringLiteral("5. Fine-tune, needs an earlier step first"));
        QVERIFY(!corpus->icon().isNull());
        window.session().closeProject();
        QCOMPARE(navigator.state(WorkflowStep::Corpus), StepState::NeedsPrevious);
    }

    // The pages' jobs say which step they are the work of; work of no one step (a model made from a picker)
    // marks none.
    void eachPagesJobBelongsToItsStep() {
        QCOMPARE(workflowStepOf(CorpusImportJob(CorpusImportSpec{}).kind()), WorkflowStep::Corpus);
        QCOMPARE(workflowStepOf(TokenizerTrainingJob(TokenizerTrainingSpec{}).kind()),
                 WorkflowStep::Tokenizer);
        QCOMPARE(workflowStepOf(PretrainJob(PretrainSpec{}).kind()), WorkflowStep::Pretrain);
        QCOMPARE(workflowStepOf(FinetuneComparisonJob(FinetuneComparisonSpec{}).kind()),
                 WorkflowStep::FineTune);
        QCOMPARE(workflowStepOf(MaskFillJob(MaskFillSpec{}).kind()), WorkflowStep::Compare);
        QCOMPARE(workflowStepOf(ExportJob(ExportSpec{}).kind()), WorkflowStep::Export);
        QVERIFY(!workflowStepOf(NewModelJob(NewModelSpec{}).kind()));
    }

    // While a step's job runs, the navigator shows and says so; when it ends the step shows what the project
    // holds again. A job waiting in the queue is not running yet.
    void theNavigatorShowsAStepsRunningJob() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WorkflowNavigator& navigator = window.navigator();
        const QString project = m_dir.filePath(QStringLiteral("running.hwproj"));
        QCOMPARE(test::runCli({QStringLiteral("project"), QStringLiteral("create"), project}).exitCode, 0);
        const QString file = m_dir.filePath(QStringLiteral("running.txt"));
        QVERIFY(
            test::writeLines(file, 40, [](int i) { return "a sentence number " + QByteArray::number(i); }));
        QCOMPARE(test::runCli({QStringLiteral("import-corpus"), file, QStringLiteral("--project"), project})
                     .exitCode,
                 0);
        QVERIFY(window.session().openProject(project).ok());
        QListWidgetItem* pretrain = navigator.item(int(WorkflowStep::Pretrain));
        QCOMPARE(navigator.state(WorkflowStep::Pretrain), StepState::Ready);
        const qint64 readyIcon = pretrain->icon().pixmap(22, 22).cacheKey();

        auto training = std::make_shared<HeldJob>(JobKind::Pretraining, JobWeight::Heavy);
        auto export_ = std::make_shared<HeldJob>(JobKind::Export, JobWeight::Heavy); // waits behind it
        auto other = std::make_shared<HeldJob>(JobKind::Other, JobWeight::Light);
        window.jobs().submit(training);
        window.jobs().submit(export_);
        const JobId otherId = window.jobs().submit(other);
        QTRY_COMPARE(navigator.state(WorkflowStep::Pretrain), StepState::Running);
        QTRY_COMPARE(window.jobs().snapshot(otherId)->state, JobState::Running);
        QCOMPARE(pretrain->data(Qt::AccessibleTextRole).toString(), QStringLiteral("4. Pretrain, running"));
        QCOMPARE(pretrain->toolTip(), QStringLiteral("4. Pretrain, running"));
        QVERIFY(pretrain->icon().pixmap(22, 22).cacheKey() != readyIcon);
        QCOMPARE(navigator.state(WorkflowStep::Export), StepState::NeedsPrevious); // queued, not running
        QCOMPARE(navigator.state(WorkflowStep::Corpus), StepState::Done);
        // The page of a running step has nothing to ask for first.
        window.selectStep(WorkflowStep::Pretrain);
        QVERIFY(!window.findChild<QLabel*>(QStringLiteral("stepNeeds"))->isVisible());

        training->release();
        QTRY_COMPARE(navigator.state(WorkflowStep::Pretrain), StepState::Ready);
        QCOMPARE(pretrain->data(Qt::AccessibleTextRole).toString(), QStringLiteral("4. Pretrain, ready"));
        QTRY_COMPARE(navigator.state(WorkflowStep::Export), StepState::Running);
        QCOMPARE(navigator.item(int(WorkflowStep::Export))->data(Qt::AccessibleTextRole).toString(),
                 QStringLiteral("7. Export, running"));
        export_->release();
        other->release();
        QTRY_COMPARE(window.jobs().activeJobCount(), 0);
        QTRY_COMPARE(navigator.state(WorkflowStep::Export), StepState::NeedsPrevious);
        QCOMPARE(navigator.item(int(WorkflowStep::Export))->toolTip(),
                 QStringLiteral("7. Export, needs an earlier step first"));
        for (int i = 0; i < kWorkflowStepCount; ++i)
            QVERIFY(navigator.state(WorkflowStep(i)) != StepState::Running);
    }

    // What the user chose on a page comes back at the next start: a spin box typed into, a box ticked, a
    // kind and a corpus chosen, a tab clicked. What the program sets is not kept.
    void pagesRestoreTheUsersLastChoices() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterChoicesTest")); // its own settings
        QSettings().clear();
        const QString project = m_dir.filePath(QStringLiteral("choices.hwproj"));
        {
            MainWindow window;
            window.show();
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QCOMPARE(test::runCli({QStringLiteral("project"), QStringLiteral("create"), project}).exitCode,
                     0);
            for (const QString name : {QStringLiteral("first"), QStringLiteral("second")}) {
                const QString file = m_dir.filePath(name + QStringLiteral(".txt"));
                QVERIFY(test::writeLines(file, 30, [name](int i) {
                    return name.toUtf8() + " corpus line " + QByteArray::number(i);
                }));
                QCOMPARE(test::runCli(
                             {QStringLiteral("import-corpus"), file, QStringLiteral("--project"), project})
                             .exitCode,
                         0);
            }
            QVERIFY(window.session().openProject(project).ok());
            window.selectStep(WorkflowStep::Tokenizer);
            auto* page = window.page(WorkflowStep::Tokenizer);
            auto* vocabulary = test::findWidget<QSpinBox>(*page, "tokenizerVocabSize");
            vocabulary->setFocus();
            QVERIFY(vocabulary->hasFocus());
            vocabulary->selectAll();
            QTest::keyClicks(vocabulary, QStringLiteral("4000"));
            QTest::keyClick(vocabulary, Qt::Key_Return);
            auto* lowercase = test::findWidget<QCheckBox>(*page, "tokenizerLowercase");
            lowercase->setFocus();
            QTest::keyClick(lowercase, Qt::Key_Space);
            QVERIFY(lowercase->isChecked());
            auto* kind = test::findWidget<QComboBox>(*page, "tokenizerKind");
            kind->setCurrentIndex(2);
            Q_EMIT kind->activated(2); // as a choice made in the list
            auto* corpus = test::findWidget<ArtefactPicker>(*page, "tokenizerCorpus");
            corpus->selectName(QStringLiteral("second"));
            Q_EMIT corpus->activated(corpus->currentIndex());
            auto* tabs = test::findWidget<QTabWidget>(*page, "tokenizerTabs");
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(3).center());
            QCOMPARE(tabs->currentIndex(), 3);
            // Set by the program: not a choice.
            test::findWidget<QSpinBox>(*page, "tokenizerMinFrequency")->setValue(77);
        }
        MainWindow window;
        window.show();
        auto* page = window.page(WorkflowStep::Tokenizer);
        QCOMPARE(test::findWidget<QSpinBox>(*page, "tokenizerVocabSize")->value(), 4000);
        QVERIFY(test::findWidget<QCheckBox>(*page, "tokenizerLowercase")->isChecked());
        QCOMPARE(test::findWidget<QComboBox>(*page, "tokenizerKind")->currentIndex(), 2);
        QCOMPARE(test::findWidget<QTabWidget>(*page, "tokenizerTabs")->currentIndex(), 3);
        QCOMPARE(test::findWidget<QSpinBox>(*page, "tokenizerMinFrequency")->value(), 2);
        // The corpus is chosen again once the project lists it.
        QVERIFY(window.session().openProject(project).ok());
        QCOMPARE(test::findWidget<ArtefactPicker>(*page, "tokenizerCorpus")->artefactName(),
                 QStringLiteral("second"));
        QSettings().clear();
        QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
    }

    void openingAProjectUpdatesTitleAndRecentList() {
        const QString file = m_dir.filePath(QStringLiteral("emotions.hwproj"));
        MainWindow window;
        auto created = window.session().createProject(file, QStringLiteral("KOTE emotions"));
        QVERIFY2(created.ok(), qPrintable(created.error().toString()));
        QVERIFY(window.windowTitle().contains(QStringLiteral("KOTE emotions")));
        QCOMPARE(AppSettings::recentProjects().value(0), QFileInfo(file).absoluteFilePath());
        auto* recent = window.findChild<QListWidget*>(QStringLiteral("recentProjects"));
        QVERIFY(recent);
        QCOMPARE(recent->item(0)->data(Qt::UserRole).toString(), QFileInfo(file).absoluteFilePath());
        window.session().closeProject();
        QVERIFY(!window.windowTitle().contains(QStringLiteral("KOTE emotions")));
    }

    void demoProjectUnpacksAndOpens() {
        auto demo = ensureDemoProject(m_dir.filePath(QStringLiteral("demo")));
        QVERIFY2(demo.ok(), qPrintable(demo.error().toString()));
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("demo/data/domain_en.txt"))).size() > 1000000);
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("demo/data/debian_topics_ko-test.tsv"))).size() >
                100000);
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("demo/base-model/model.safetensors"))).size() >
                1000000);
        // Unpacked again, what is there is kept as it is (a user's edit included) and what is missing
        // returns.
        const QString edited = m_dir.filePath(QStringLiteral("demo/data/debian_topics_ko-test.tsv"));
        hw::test::writeBytes(edited, "text\tlabel\n");
        QVERIFY(QFile::remove(m_dir.filePath(QStringLiteral("demo/base-model/vocab.txt"))));
        auto again = ensureDemoProject(m_dir.filePath(QStringLiteral("demo")));
        QVERIFY(again.ok());
        QCOMPARE(again.value(), demo.value());
        QCOMPARE(QFileInfo(edited).size(), 11);
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("demo/base-model/vocab.txt"))).size() > 10000);
        MainWindow window;
        QVERIFY(window.session().openProject(demo.value()).ok());
        QVERIFY(!window.session().current()->name().isEmpty());
    }

    void languageSwitchLoadsKoreanCatalogue() {
        MainWindow window;
        QVERIFY(applyLanguage(QStringLiteral("ko")));
        auto* navigator = window.findChild<QListWidget*>(QStringLiteral("workflowNavigator"));
        // QApplication posts LanguageChange to top-level windows, so it arrives on the next event-loop turn.
        QTRY_COMPARE(navigator->item(static_cast<int>(WorkflowStep::Corpus))->text(),
                     QStringLiteral("말뭉치"));
        QCOMPARE(navigator->item(static_cast<int>(WorkflowStep::Pretrain))->text(),
                 QStringLiteral("사전학습"));
        QCOMPARE(window.menuBar()->actions().value(0)->text(), QStringLiteral("파일(&F)"));
        QVERIFY(applyLanguage(QStringLiteral("en")));
        QTRY_COMPARE(navigator->item(static_cast<int>(WorkflowStep::Corpus))->text(),
                     QStringLiteral("Corpus"));
        QVERIFY(!applyLanguage(QStringLiteral("xx")));
        // Whatever a refused language might have posted is delivered now, so nothing can change it later.
        QCoreApplication::sendPostedEvents();
        QCOMPARE(navigator->item(static_cast<int>(WorkflowStep::Corpus))->text(), QStringLiteral("Corpus"));
    }

    // Every page, in English and in Korean, fits a 1366x768 laptop screen (less a panel of 40 px): the window
    // never demands more, whatever page is shown.
    void everyPageFitsALaptopScreen() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("fit.hwproj")), QStringLiteral("fit"))
                    .ok());
        QStringList tooLarge;
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("ko")}) {
            QVERIFY(applyLanguage(language));
            QCoreApplication::sendPostedEvents();
            for (int step = 0; step < kWorkflowStepCount; ++step) {
                window.selectStep(static_cast<WorkflowStep>(step));
                QCoreApplication::processEvents();
                const QSize needed = window.minimumSizeHint().expandedTo(window.minimumSize());
                if (needed.width() > 1366 || needed.height() > 728)
                    tooLarge << QStringLiteral("page %1 (%2): %3x%4")
                                    .arg(step)
                                    .arg(language)
                                    .arg(needed.width())
                                    .arg(needed.height());
            }
        }
        QVERIFY(applyLanguage(QStringLiteral("en")));
        QVERIFY2(tooLarge.isEmpty(), qPrintable(tooLarge.join(QStringLiteral("; "))));
    }

    // The first-start layout: the page begins where the navigator ends (no gutter between them), and the jobs
    // dock is a strip under the page, not half the window.
    void theFirstStartLayoutGivesThePageTheRoom() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterFirstStartTest")); // no remembered layout
        QSettings().clear();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.selectStep(WorkflowStep::Pretrain);
        QCoreApplication::processEvents();
        auto* navigator = window.findChild<QListWidget*>(QStringLiteral("workflowNavigator"));
        auto* splitter = window.findChild<QSplitter*>(QStringLiteral("mainSplitter"));
        QWidget* pages = splitter->widget(1);
        const int navigatorRight = navigator->mapTo(&window, QPoint(navigator->width(), 0)).x();
        const int pagesLeft = pages->mapTo(&window, QPoint(0, 0)).x();
        QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
        QVERIFY2(pagesLeft - navigatorRight <= splitter->handleWidth() + 2,
                 qPrintable(QStringLiteral("a gutter of %1 px").arg(pagesLeft - navigatorRight)));
        auto* jobs = window.findChild<QDockWidget*>(QStringLiteral("jobsDock"));
        QVERIFY2(jobs->height() <= 200, qPrintable(QString::number(jobs->height())));
        QVERIFY2(pages->height() >= 400, qPrintable(QString::number(pages->height())));
    }

    // At the window's first-start size the setup forms of Pretrain and Fine-tune show their fields, not their
    // labels alone, however far the splitter beside them is dragged: every input is wide enough to read a
    // value.
    void theFirstStartFormsShowTheirFields() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterFirstStartTest")); // no remembered sizes
        QSettings().clear();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList narrow;
        for (WorkflowStep step : {WorkflowStep::Pretrain, WorkflowStep::FineTune}) {
            window.selectStep(step);
            QCoreApplication::processEvents();
            QWidget* setup = nullptr; // the settings form: the page's panel whose class says so
            for (QWidget* panel : window.page(step)->findChildren<QWidget*>())
                if (QByteArray(panel->metaObject()->className()).endsWith("SetupPanel"))
                    setup = panel;
            QVERIFY(setup);
            // ...and stay so when the user drags the splitter beside them as far as it goes.
            QSplitter* splitter = nullptr;
            for (QWidget* w = setup; w && !splitter; w = w->parentWidget())
                splitter = qobject_cast<QSplitter*>(w);
            QVERIFY(splitter);
            splitter->setSizes({0, 10000});
            QCoreApplication::processEvents();
            for (QWidget* field : setup->findChildren<QWidget*>()) {
                const bool input = qobject_cast<QAbstractSpinBox*>(field) ||
                                   qobject_cast<QComboBox*>(field) ||
                                   (qobject_cast<QLineEdit*>(field) &&
                                    !qobject_cast<QAbstractSpinBox*>(field->parentWidget()) &&
                                    !qobject_cast<QComboBox*>(field->parentWidget()));
                if (input && field->isVisible() && field->width() < 80)
                    narrow << QStringLiteral("%1 (%2 px)").arg(field->objectName()).arg(field->width());
            }
        }
        QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
        QVERIFY2(narrow.isEmpty(), qPrintable(narrow.join(QStringLiteral(", "))));
    }

    // The wheel over a spin box the user has not clicked into scrolls the form, never changes the value;
    // once the box has the focus, the wheel steps it.
    void theWheelChangesOnlyAFocusedSpinBox() {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.selectStep(WorkflowStep::Pretrain);
        QSpinBox* box = nullptr;
        for (QSpinBox* candidate : window.page(WorkflowStep::Pretrain)->findChildren<QSpinBox*>())
            if (candidate->isVisible() && candidate->isEnabled() &&
                candidate->value() < candidate->maximum()) {
                box = candidate;
                break;
            }
        QVERIFY(box);
        QCOMPARE(box->focusPolicy(), Qt::StrongFocus);
        auto wheel = [box] {
            const QPointF centre(box->width() / 2.0, box->height() / 2.0);
            QWheelEvent event(centre, box->mapToGlobal(centre), QPoint(), QPoint(0, 120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(box, &event);
        };
        const int before = box->value();
        window.setFocus();
        wheel();
        QCOMPARE(box->value(), before);
        box->setFocus();
        QTRY_VERIFY(box->hasFocus());
        wheel();
        QVERIFY(box->value() > before);
    }
};

QTEST_MAIN(MainWindowTest)
#include "test_main_window.moc"
