#include "ui/i18n/language.h"
#include "ui/jobs/job_texts.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

// Every user-visible string of the studio has its Korean translation: lupdate is run over the sources into a
// copy of the Korean catalogue, so a tr() added without a translation fails here, not in front of a user.
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
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-silent"),
                       QStringLiteral(HEADWATER_SOURCE_DIR "/ui"), QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
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

    // Core names jobs and their phases in English; every title and phase written in core's sources is shown
    // translated in the window (a new job or phase without a rule fails here).
    void everyCoreJobTitleAndPhaseIsTranslated() {
        QVERIFY(hw::ui::applyLanguage(QStringLiteral("ko")));
        QStringList titles, phases;
        const QRegularExpression titleBody(
            QStringLiteral("title\\(\\) const(?: override)?\\s*\\{(.*?)\\n\\s*\\}"),
            QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpression literal(QStringLiteral("QStringLiteral\\(\"([^\"]+)\"\\)"));
        const QRegularExpression phase(QStringLiteral(
            "(?:progress|forEachCorpusLine)\\((?:[^;]*?, )?QStringLiteral\\(\"([a-z][^\"]*)\"\\)"));
        QDirIterator files(QStringLiteral(HEADWATER_SOURCE_DIR "/core"),
                           {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString source = QString::fromUtf8(file.readAll());
            for (auto body = titleBody.globalMatch(source); body.hasNext();)
                for (auto text = literal.globalMatch(body.next().captured(1)); text.hasNext();) {
                    const QString title = text.next().captured(1);
                    if (title.size() > 3) // not a separator
                        titles << title;
                }
            for (auto it = phase.globalMatch(source); it.hasNext();)
                phases << it.next().captured(1);
        }
        QVERIFY2(titles.size() >= 15 && phases.size() >= 15,
                 qPrintable(QStringLiteral("%1 titles, %2 phases").arg(titles.size()).arg(phases.size())));
        QStringList untranslated;
        const QRegularExpression placeholder(QStringLiteral("%\\d"));
        for (QString title : titles) {
            title.replace(placeholder, QStringLiteral("7"));
            if (hw::ui::translatedJobTitle(title) == title)
                untranslated << title;
        }
        for (QString p : phases) {
            p.replace(placeholder, QStringLiteral("news"));
            if (hw::ui::translatedJobPhase(p) == p)
                untranslated << p;
        }
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(" | "))));
        QCOMPARE(hw::ui::translatedJobDetail(QStringLiteral("adapted, seed 43 (run 4 of 4)")),
                 QStringLiteral("adapted, 시드 43 (4회 중 4회째)"));
        QVERIFY(hw::ui::applyLanguage(QStringLiteral("en")));
        QCOMPARE(hw::ui::translatedJobTitle(QStringLiteral("Perplexity of 1 model(s)")),
                 QStringLiteral("Perplexity of 1 model"));
    }
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "test_translations.moc"
