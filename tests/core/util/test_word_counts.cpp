// Word counts looked up by a view of the text: the same counts as std::map of the owned words, through
// growth, merging shares counted apart, colliding hashes and pruning.
#include "core/util/word_counts.h"

#include <QRandomGenerator>
#include <QTest>

#include <map>
#include <string>
#include <string_view>
#include <type_traits>

using namespace hw;

namespace {

using Utf8Counts = WordCounts<std::string, std::string_view, std::hash<std::string_view>>;

struct QStringHash {
    size_t operator()(QStringView word) const { return qHash(word); }
};
using TextCounts = WordCounts<QString, QStringView, QStringHash>;

// Every word in one bucket: lookups must still tell the words apart by their text.
struct OneBucket {
    size_t operator()(std::string_view) const { return 7; }
};
using CollidingCounts = WordCounts<std::string, std::string_view, OneBucket>;

template <class Counts> std::map<std::string, qint64> asMap(const Counts& counts) {
    std::map<std::string, qint64> out;
    counts.forEach([&](const auto& word, qint64 count) {
        if constexpr (std::is_same_v<std::decay_t<decltype(word)>, QString>)
            out[word.toStdString()] += count;
        else
            out[word] += count;
    });
    return out;
}

// Words of one to three letters from a small alphabet: many repeats, some words only once.
std::vector<std::string> randomWords(int count, quint32 seed) {
    QRandomGenerator random(seed);
    std::vector<std::string> words;
    for (int i = 0; i < count; ++i) {
        std::string word;
        for (int n = 1 + random.bounded(3); n > 0; --n)
            word += char('a' + random.bounded(12));
        words.push_back(word);
    }
    return words;
}

// Counts `words` (each `times`) in the table and in the map it is checked against.
template <class Counts>
void countInBoth(const std::vector<std::string>& words, Counts& counts,
                 std::map<std::string, qint64>& expected, qint64 times = 1) {
    for (const std::string& w : words) {
        counts.add(std::string_view(w), times);
        expected[w] += times;
    }
}

} // namespace

class WordCountsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countsAsAMapDoesThroughGrowth() {
        const std::vector<std::string> words = randomWords(50000, 1);
        Utf8Counts counts;
        std::map<std::string, qint64> expected;
        countInBoth(words, counts, expected);
        QCOMPARE(counts.size(), expected.size());
        QVERIFY(counts.size() > 1000); // enough distinct words to have grown several times
        QCOMPARE(asMap(counts), expected);
    }

    void looksUpByAViewOfLongerText() {
        const QString text = QStringLiteral("the cat and the hat and the bat");
        TextCounts counts;
        for (const QStringView word : QStringView(text).split(QLatin1Char(' ')))
            counts.add(word);
        const std::map<std::string, qint64> expected{
            {"the", 3}, {"cat", 1}, {"and", 2}, {"hat", 1}, {"bat", 1}};
        QCOMPARE(asMap(counts), expected);
    }

    void mergeAddsSharesCountedApart() {
        const std::vector<std::string> words = randomWords(20000, 2);
        Utf8Counts whole, first, second;
        for (size_t i = 0; i < words.size(); ++i) {
            whole.add(std::string_view(words[i]));
            (i % 3 == 0 ? first : second).add(std::string_view(words[i]), 1);
        }
        first.merge(second);
        QCOMPARE(first.size(), whole.size());
        QCOMPARE(asMap(first), asMap(whole));
        Utf8Counts empty;
        empty.merge(whole);
        QCOMPARE(asMap(empty), asMap(whole));
    }

    void collidingHashesStayApart() {
        CollidingCounts counts;
        std::map<std::string, qint64> expected;
        countInBoth(randomWords(3000, 3), counts, expected, 2);
        QCOMPARE(asMap(counts), expected);
    }

    void keepIfDropsTheRestAndCountingGoesOn() {
        const std::vector<std::string> words = randomWords(30000, 4);
        Utf8Counts counts;
        std::map<std::string, qint64> expected;
        countInBoth(words, counts, expected);
        counts.keepIf([](qint64 count) { return count > 20; });
        for (auto it = expected.begin(); it != expected.end();)
            it = it->second > 20 ? std::next(it) : expected.erase(it);
        QVERIFY(!expected.empty());
        QCOMPARE(counts.size(), expected.size());
        QCOMPARE(asMap(counts), expected);
        // Counting after pruning finds the kept words and adds dropped ones afresh.
        countInBoth(words, counts, expected);
        QCOMPARE(asMap(counts), expected);
    }
};

QTEST_GUILESS_MAIN(WordCountsTest)
#include "test_word_counts.moc"
