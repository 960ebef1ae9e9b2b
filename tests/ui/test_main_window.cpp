#include "i18n/language.h"
#include "main/main_window.h"
#include "project/demo_project.h"
#include "project/project_session.h"
#include "project/project_store.h"
#include "settings/app_settings.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace hw::ui;

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
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("demo/data/demo_corpus.txt"))).size() > 500);
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("demo/data/demo_news_labels.tsv"))).size() > 200);
        auto again = ensureDemoProject(m_dir.filePath(QStringLiteral("demo")));
        QVERIFY(again.ok());
        QCOMPARE(again.value(), demo.value());
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
        QTest::qWait(20);
        QCOMPARE(navigator->item(static_cast<int>(WorkflowStep::Corpus))->text(), QStringLiteral("Corpus"));
    }
};

QTEST_MAIN(MainWindowTest)
#include "test_main_window.moc"
