// A core message in English, as the CLI prints it: the counted word agrees with its count, placeholders are
// filled once, settings are named by their flags.
#include "core/util/expected.h"
#include "core/util/text.h"

#include <QTest>

#include <type_traits>
#include <utility>

using namespace hw;

namespace {

// Whether text.arg(a, b) compiles.
template <typename A, typename B, typename = void> struct TakesTwo : std::false_type {};
template <typename A, typename B>
struct TakesTwo<A, B,
                std::void_t<decltype(std::declval<const Text&>().arg(std::declval<A>(), std::declval<B>()))>>
    : std::true_type {};

// Two strings at once, yes; a Text among them would be made English on the way, so it does not compile.
static_assert(TakesTwo<QString, QString>::value);
static_assert(!TakesTwo<Text, QString>::value);
static_assert(!TakesTwo<QString, Text>::value);
static_assert(TakesTwo<double, char>::value); // a number with its format

} // namespace

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

    // Parts joined keep their own placeholders and settings; a part's "%1" is not filled again.
    void joinedPartsAreShownOneAfterTheOther() {
        const Text joined =
            Text::joined({Text::tr("%1 rows").arg(3), Text::setting(QStringLiteral("seq-len")),
                          Text(QStringLiteral("%1"))},
                         QStringLiteral("; "));
        QCOMPARE(joined.toString(), QStringLiteral("3 rows; --seq-len; %1"));
        QCOMPARE(Text::joined({}, QStringLiteral("; ")).toString(), QString());
    }

    // An error carried whole into a longer message reads as the error itself does.
    void anErrorAsOneTextReadsAsTheError() {
        const Text what = Text::tr("give at most %1").arg(64);
        const Text where = Text::setting(QStringLiteral("seq-len"));
        const Text how = Text::tr("check permissions");
        const UserError errors[] = {
            {what, Text(), Text()}, {what, where, Text()}, {what, Text(), how}, {what, where, how}};
        const QString expected[] = {QStringLiteral("give at most 64"),
                                    QStringLiteral("give at most 64 (--seq-len)"),
                                    QStringLiteral("give at most 64: check permissions"),
                                    QStringLiteral("give at most 64 (--seq-len): check permissions")};
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(errors[i].toString(), expected[i]);
            QCOMPARE(Text::tr("not recorded: %1").arg(errors[i].text()).toString(),
                     QStringLiteral("not recorded: ") + expected[i]);
        }
    }
};

QTEST_GUILESS_MAIN(TextTest)
#include "test_text.moc"
