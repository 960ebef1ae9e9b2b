#include "ui/i18n/language.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

using namespace hw;
using namespace hw::ui;

// Screen readers and automated accessibility clients find controls by name: every control a user can operate
// on every page must have one (its own, its text, or its label's), in English and in Korean.
class AccessibilityTest : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    static bool interactive(QWidget* w) {
        if (!w->isVisible() || w->focusPolicy() == Qt::NoFocus)
            return false;
        // Parts of a composite control (a spin box's line edit, a table's viewport) are named by their owner.
        if (qobject_cast<QLineEdit*>(w) && (qobject_cast<QAbstractSpinBox*>(w->parentWidget()) ||
                                            qobject_cast<QComboBox*>(w->parentWidget())))
            return false;
        return qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
               qobject_cast<QLineEdit*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
               qobject_cast<QAbstractItemView*>(w) || qobject_cast<QPlainTextEdit*>(w) ||
               (qobject_cast<QAbstractSlider*>(w) && !w->parentWidget()->inherits("QAbstractScrollArea") &&
                !w->parentWidget()->parentWidget()->inherits("QAbstractScrollArea"));
    }

private Q_SLOTS:
    void initTestCase() { QApplication::setOrganizationName(QStringLiteral("HeadwaterTest")); }

    void everyControlOnEveryPageHasAName() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("a11y.hwproj")), QStringLiteral("a11y"))
                    .ok());
        auto* navigator = window.findChild<QListWidget*>(QStringLiteral("workflowNavigator"));
        QVERIFY(navigator);
        QStringList unnamed;
        int checked = 0;
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("ko")}) {
            QVERIFY(applyLanguage(language));
            // The window is retranslated when the posted LanguageChange arrives; its navigator shows when.
            QTRY_COMPARE(navigator->item(0)->text(), window.navigatorLabel(WorkflowStep(0)));
            for (int step = 0; step < kWorkflowStepCount; ++step) {
                window.selectStep(static_cast<WorkflowStep>(step));
                QVERIFY(window.page(static_cast<WorkflowStep>(step))->isVisible());
                for (QWidget* w : window.findChildren<QWidget*>()) {
                    if (!interactive(w))
                        continue;
                    ++checked;
                    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
                    const QString name = a ? a->text(QAccessible::Name).trimmed() : QString();
                    if (name.isEmpty())
                        unnamed << QStringLiteral("%1 (%2 on page %3, %4)")
                                       .arg(w->objectName(),
                                            QString::fromLatin1(w->metaObject()->className()))
                                       .arg(step)
                                       .arg(language);
                }
            }
        }
        QVERIFY(applyLanguage(QStringLiteral("en")));
        unnamed.removeDuplicates();
        QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("; "))));
    }

    // A status, result or figures label is read out with what it currently says, not only with a fixed name
    // ("Import status"): its text is its accessible name or description.
    void everyLabelIsReadWithItsText() {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.session()
                    .createProject(m_dir.filePath(QStringLiteral("labels.hwproj")), QStringLiteral("labels"))
                    .ok());
        QStringList silent;
        int checked = 0;
        for (int step = 0; step < kWorkflowStepCount; ++step) {
            window.selectStep(static_cast<WorkflowStep>(step));
            for (QLabel* label : window.findChildren<QLabel*>()) {
                const QString shown = QTextDocumentFragment::fromHtml(label->text())
                                          .toPlainText()
                                          .remove(QLatin1Char('&'))
                                          .simplified();
                if (!label->isVisible() || shown.isEmpty())
                    continue;
                ++checked;
                QAccessibleInterface* a = QAccessible::queryAccessibleInterface(label);
                QString heard;
                if (a)
                    heard = a->text(QAccessible::Name) + QLatin1Char(' ') + a->text(QAccessible::Description);
                heard = heard.remove(QLatin1Char('&')).simplified();
                if (!heard.contains(shown))
                    silent << QStringLiteral("%1 on page %2 says \"%3\" but is heard as \"%4\"")
                                  .arg(label->objectName())
                                  .arg(step)
                                  .arg(shown.left(60), heard.left(60));
            }
        }
        silent.removeDuplicates();
        QVERIFY2(checked > 20, qPrintable(QString::number(checked)));
        QVERIFY2(silent.isEmpty(), qPrintable(silent.join(QStringLiteral("\n"))));
    }
};

QTEST_MAIN(AccessibilityTest)
#include "test_accessibility.moc"
