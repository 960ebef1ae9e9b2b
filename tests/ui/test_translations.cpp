#include "tests/support/wait_limits.h"
#include "ui/i18n/core_text.h"
#include "ui/i18n/language.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

// Every user-visible string of the studio and of core (Text::tr, shown translated by the studio) has its
// Korean translation: lupdate is run over the sources into a copy of the Korean catalogue, so a tr() added
// without a translation fails here, not in front of a user.
class TranslationsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyStudioStringHasAKoreanTranslation() {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("headwater_ko.ts"));
        QVERIFY(QFile::copy(QStringLiteral(HEADWATER_SOURCE_DIR "/translations/headwater_ko.ts"), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.start(QStringLiteral(HEADWATER_LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-silent"), QStringLiteral("-I"),
                       QStringLiteral(HEADWATER_SOURCE_DIR), QStringLiteral(HEADWATER_SOURCE_DIR "/core"),
                       QStringLiteral(HEADWATER_SOURCE_DIR "/ui"), QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(hw::test::kJobWaitMs));
        QCOMPARE(lupdate.exitCode(), 0);
        QFile ts(copy);
        QVERIFY(ts.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(ts.readAll());
        QStringList missing;
        const QRegularExpression unfinished(
            QStringLiteral("<source>((?:(?!</source>).)*)</source>\\s*(?:<comment>.*?</"
                           "comment>\\s*)?<translation type=\"unfinished\""),
            QRegularExpression::DotMatchesEverythingOption);
        for (auto it = unfinished.globalMatch(text); it.hasNext();)
            missing << it.next().captured(1);
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("untranslated (run `cmake --build build --target "
                                           "update_translations`, then translate): ") +
                            missing.join(QStringLiteral(" | "))));
        QVERIFY(text.count(QStringLiteral("<message")) > 150); // lupdate really read the sources
    }

    // Core writes job titles, phases and messages as Text::tr: none is a fixed English string (which the
    // studio could only show untranslated), and the studio shows them in its language, settings named by
    // their labels.
    void coreTextsAreTranslatable() {
        const QRegularExpression titleBody(
            QStringLiteral("Text (?:\\w+::)?title\\(\\) const(?: override)?\\s*\\{(.*?)\\n\\s*\\}"),
            QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpression fixedPhase(QStringLiteral(
            "(?:progress|forEachCorpusLine)\\((?:[^;]*?, )?QStringLiteral\\(\"([a-z][^\"]*)\"\\)"));
        QStringList fixed;
        int titles = 0;
        QDirIterator files(QStringLiteral(HEADWATER_SOURCE_DIR "/core"),
                           {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString source = QString::fromUtf8(file.readAll());
            for (auto body = titleBody.globalMatch(source); body.hasNext(); ++titles) {
                const QString text = body.next().captured(1);
                if (text.contains(QLatin1String("QStringLiteral(\"")) &&
                    !text.contains(QLatin1String("Text::tr(")))
                    fixed << file.fileName() + QStringLiteral(": title");
            }
            for (auto it = fixedPhase.globalMatch(source); it.hasNext();)
                fixed << file.fileName() + QStringLiteral(": ") + it.next().captured(1);
        }
        QVERIFY2(titles >= 15, qPrintable(QString::number(titles)));
        QVERIFY2(fixed.isEmpty(), qPrintable(fixed.join(QStringLiteral(" | "))));

        QVERIFY(hw::ui::applyLanguage(QStringLiteral("ko")));
        QCOMPARE(hw::ui::shown(hw::Text::tr("Perplexity of %n model(s)", nullptr, 2)),
                 QStringLiteral("모델 2개의 퍼플렉서티"));
        const hw::UserError refused{hw::Text::tr("give at most %1").arg(64),
                                    hw::Text::setting(QStringLiteral("seq-len")), hw::Text()};
        QCOMPARE(hw::ui::shown(refused), QStringLiteral("64 이하로 지정하세요 (“시퀀스 길이”)"));
        QCOMPARE(hw::ui::shown(refused, [](const QString&) { return QStringLiteral("길이"); }),
                 QStringLiteral("64 이하로 지정하세요 (“길이”)"));
        QVERIFY(hw::ui::applyLanguage(QStringLiteral("en")));
        QCOMPARE(hw::ui::shown(hw::Text::tr("Perplexity of %n model(s)", nullptr, 1)),
                 QStringLiteral("Perplexity of 1 model"));
        // The CLI's rendering: English, the setting as its flag.
        QCOMPARE(refused.toString(), QStringLiteral("give at most 64 (--seq-len)"));
    }

    // Qt's own buttons and dialogs follow the studio's language (Qt's Korean catalogue, installed with
    // qt6-translations-l10n), and go back to English with it.
    void qtsOwnTextsFollowTheLanguage() {
        QVERIFY(hw::ui::applyLanguage(QStringLiteral("ko")));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("취소"));
        QVERIFY(hw::ui::applyLanguage(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    }
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "test_translations.moc"
