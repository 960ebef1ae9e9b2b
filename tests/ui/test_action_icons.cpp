#include "ui/i18n/language.h"
#include "ui/main/main_window.h"
#include "ui/widgets/action_icons.h"

#include <QAbstractButton>
#include <QApplication>
#include <QImage>
#include <QPushButton>
#include <QStyle>
#include <QTest>

using namespace hw::ui;

// The main action of every page shows an icon beside its text, from the desktop theme or, without one (as
// here, offscreen), from Qt's standard icons.
class ActionIconsTest : public QObject {
    Q_OBJECT

    static QImage drawn(const QIcon& icon) { return icon.pixmap(16, 16).toImage(); }

private Q_SLOTS:
    void initTestCase() {
        QApplication::setOrganizationName(QStringLiteral("HeadwaterTest"));
        QVERIFY(applyLanguage(QStringLiteral("en")));
    }

    void everyActionHasAnIconWithoutATheme() {
        const QString theme = QIcon::themeName();
        QIcon::setThemeName(QStringLiteral("no-such-theme"));
        for (int a = int(ActionIcon::Run); a <= int(ActionIcon::Next); ++a)
            QVERIFY2(!actionIcon(ActionIcon(a), QApplication::style()).isNull(),
                     qPrintable(QString::number(a)));
        // Start and stop look different.
        QVERIFY(drawn(actionIcon(ActionIcon::Run, QApplication::style())) !=
                drawn(actionIcon(ActionIcon::Stop, QApplication::style())));
        QIcon::setThemeName(theme);
    }

    void theMainButtonsOfEveryPageHaveIcons() {
        MainWindow window;
        window.show();
        const char* const buttons[] = {"importCorpus",
                                       "addCorpusFiles",
                                       "addCorpusFolder",
                                       "importLabelled",
                                       "chooseLabelledFile",
                                       "trainTokenizer",
                                       "measureFragmentation",
                                       "startPretraining",
                                       "pausePretraining",
                                       "resumePretraining",
                                       "stopPretraining",
                                       "resumeRun",
                                       "measureSpeed",
                                       "useCheckpointAsModel",
                                       "deleteCheckpoint",
                                       "startFinetuning",
                                       "cancelFinetuning",
                                       "tryClassify",
                                       "saveThresholds",
                                       "fillMasks",
                                       "openProbeFile",
                                       "exportMaskFillCsv",
                                       "measurePerplexity",
                                       "exportButton",
                                       "exportOpenFolder",
                                       "modelCardRegenerate",
                                       "pauseJob",
                                       "resumeJob",
                                       "cancelJob",
                                       "moveJobUp",
                                       "clearFinishedJobs"};
        QStringList missing;
        for (const char* name : buttons) {
            auto* button = window.findChild<QAbstractButton*>(QString::fromLatin1(name));
            if (!button)
                missing << QStringLiteral("%1: no such button").arg(QString::fromLatin1(name));
            else if (button->icon().isNull())
                missing << QStringLiteral("%1: no icon").arg(QString::fromLatin1(name));
            else if (button->text().isEmpty())
                missing << QStringLiteral("%1: no text").arg(QString::fromLatin1(name));
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
        // Pausing and resuming a job are told apart at a glance.
        QVERIFY(drawn(window.findChild<QPushButton*>(QStringLiteral("pauseJob"))->icon()) !=
                drawn(window.findChild<QPushButton*>(QStringLiteral("resumeJob"))->icon()));
    }
};

QTEST_MAIN(ActionIconsTest)
#include "test_action_icons.moc"
