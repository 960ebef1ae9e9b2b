// A core message in English, as the CLI prints it: the counted word agrees with its count, placeholders are
// filled once, settings are named by their flags.
#include "core/util/text.h"

#include <QTest>

using namespace hw;

class TextTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theCountedWordAgreesWithItsCount() {
        QCOMPARE(Text::tr("%n line(s) longer than %1", nullptr, 1).arg(QStringLiteral("1 MiB")).toString(),
                 QStringLiteral("1 line longer than 1 MiB"));
        QCOMPARE(Text::tr("%n line(s) longer than %1", nullptr, 3).arg(QStringLiteral("1 MiB")).toString(),
                 QStringLiteral("3 lines longer than 1 MiB"));
        QCOMPARE(Text::tr("%n line(s)", nullptr, 0).toString(), QStringLiteral("0 lines"));
        // Only the word after %n: another count's word is the caller's to agree.
        QCOMPARE(Text::tr("fine-tuned %n model(s) × %1 seed(s)", nullptr, 1).arg(2).toString(),
                 QStringLiteral("fine-tuned 1 model × 2 seed(s)"));
    }

    void argumentsAreFilledOnceAndSettingsNamedByFlag() {
        QCOMPARE(Text::tr("%1 and %2").arg(QStringLiteral("%2")).arg(QStringLiteral("b")).toString(),
                 QStringLiteral("%2 and b"));
        QCOMPARE(Text::tr("check %1").arg(Text::setting(QStringLiteral("batch-size"))).toString(),
                 QStringLiteral("check --batch-size"));
    }
};

QTEST_GUILESS_MAIN(TextTest)
#include "test_text.moc"
