#include "tests/support/wait_limits.h"
#include "ui/i18n/core_text.h"
#include "ui/i18n/language.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

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
        // A message lupdate filed under a context the program never asks for is never shown translated
        // (lupdate loses the namespace of Text::tr in some members; hw::Text::tr there).
        const QRegularExpression context(QStringLiteral("<context>\\s*<name>([^<]*)</name>"));
        const QRegularExpression known(QStringLiteral("^(hw::Text|hw::ui::\\w+|MainWindow|ProgressText)$"));
        QStringList unknownContexts;
        for (auto it = context.globalMatch(text); it.hasNext();)
            if (const QString name = it.next().captured(1); !known.match(name).hasMatch())
                unknownContexts << name;
        QVERIFY2(unknownContexts.isEmpty(), qPrintable(unknownContexts.join(QStringLiteral(", "))));
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
    }

    // Errors, log lines and every other message core makes are Text::tr: an English phrase in a
    // QStringLiteral would reach the studio untranslated. Only files whose text is content written to disk
    // (a model card, a report, launch scripts) and data (stored setting values, names) may hold phrases.
    void coreHasNoFixedEnglishMessages() {
        const QRegularExpression literal(
            QStringLiteral("(?:QStringLiteral|QLatin1String|QString)\\(\\s*\"((?:[^\"\\\\]|\\\\.)*)\""));
        const QRegularExpression phrase(QStringLiteral("^[^A-Za-z]*[A-Za-z][a-z'-]+ [a-z(]"));
        const QStringList contentFiles = {
            QStringLiteral("export/model_card.cpp"),          // the model card, a document in English
            QStringLiteral("train/cluster_launch_files.cpp"), // launch scripts and their README
            QStringLiteral("eval/model_comparison.cpp"),      // the comparison report written to disk
            QStringLiteral("project/lineage_roles.h"),        // roles as stored (shown by lineageRoleText)
        };
        const QSet<QString> data = {
            QStringLiteral("vocabulary extended"),    // artefact settings stored in the project
            QStringLiteral("vocabulary transferred"), //
            QStringLiteral("fine-tuned classifier"),  //
            QStringLiteral("fine-tuning comparison"), //
            QStringLiteral("mask-fill probe"),        // an artefact's name
            QStringLiteral("Unknown error"),          // libraries' own messages, recognised
            QStringLiteral("out of memory"),          //
            QStringLiteral("can't allocate memory"),  //
            QStringLiteral("Loading corpus"),         // SentencePiece's log, read for progress
            QStringLiteral("Saving model"),           //
            QStringLiteral("Initialized (\\\\d+) seed sentencepieces"), //
            QStringLiteral("one of %1; default %2"),                    // the CLI's --help, in English
        };
        QStringList fixed;
        int scanned = 0;
        QDirIterator files(QStringLiteral(HEADWATER_SOURCE_DIR "/core"),
                           {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            if (std::any_of(contentFiles.begin(), contentFiles.end(),
                            [&](const QString& f) { return path.endsWith(f); }))
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString source = QString::fromUtf8(file.readAll());
            for (auto it = literal.globalMatch(source); it.hasNext(); ++scanned) {
                const QString text = it.next().captured(1);
                if (phrase.match(text).hasMatch() && !data.contains(text))
                    fixed << path.mid(path.indexOf(QLatin1String("/core/")) + 1) + QStringLiteral(": ") +
                                 text;
            }
        }
        QVERIFY2(scanned > 1000, qPrintable(QString::number(scanned))); // the sources were really read
        QVERIFY2(fixed.isEmpty(),
                 qPrintable(QStringLiteral("make these Text::tr: ") + fixed.join(QStringLiteral(" | "))));
    }

    // The studio shows core's texts in its language, settings named by their labels.
    void coreTextsAreShownInTheStudiosLanguage() {

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
