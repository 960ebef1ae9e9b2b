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
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "test_translations.moc"
