// BPE merging with the word cache a thread's scratch keeps: each model's own pieces for the same word, a
// model changed after a word was cached merging it anew, and words past the cache's room merged as a fresh
// scratch merges them.
#include "core/tokenize/bpe_model.h"

#include <QRandomGenerator>
#include <QTest>

#include <string>

using namespace hw;

namespace {

BpeModel modelOf(const QStringList& tokens, const std::vector<std::pair<QString, QString>>& merges) {
    BpeModel model(std::vector<QString>(tokens.begin(), tokens.end()), BpeModel::Options{});
    for (const auto& [left, right] : merges) {
        QString missing;
        if (!model.addMerge(left, right, &missing))
            qFatal("merge needs %s", qPrintable(missing));
    }
    return model;
}

// The tokens `word` merges into with `scratch`.
QStringList merged(const BpeModel& model, const std::string& word, BpeScratch& scratch) {
    std::vector<BpePiece> pieces;
    model.mergeWord(reinterpret_cast<const uint8_t*>(word.data()), int(word.size()), pieces, scratch);
    QStringList tokens;
    for (const BpePiece& p : pieces)
        tokens << model.tokenAt(p.id);
    return tokens;
}

} // namespace

class BpeModelTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void eachModelMergesAWordItsOwnWay() {
        const BpeModel first = modelOf({"a", "b", "c", "ab", "abc"}, {{"a", "b"}, {"ab", "c"}});
        const BpeModel second = modelOf({"a", "b", "c", "ab", "bc"}, {{"b", "c"}, {"a", "b"}});
        BpeScratch scratch;
        QCOMPARE(merged(first, "abc", scratch), QStringList{"abc"});
        QCOMPARE(merged(second, "abc", scratch), (QStringList{"a", "bc"}));
        QCOMPARE(merged(first, "abc", scratch), QStringList{"abc"});
        QCOMPARE(merged(second, "abc", scratch), (QStringList{"a", "bc"}));
    }

    void aWordOfBytesOutsideTheVocabularyIsLeftOut() {
        const BpeModel model = modelOf({"a", "b", "ab"}, {{"a", "b"}}); // no unknown token: "x" is dropped
        BpeScratch scratch;
        QCOMPARE(merged(model, "xx", scratch), QStringList());
        QCOMPARE(merged(model, "xabx", scratch), QStringList{"ab"});
        QCOMPARE(merged(model, std::string(40, 'x'), scratch), QStringList());
    }

    void aPairOfBytesListedTwiceKeepsItsLaterRank() {
        // tokenizers keeps the later rank of a merge listed twice; the first merges of a word, between two
        // bytes' characters, are looked up apart from the others and must keep it too, in short and long
        // words.
        const BpeModel model =
            modelOf({"a", "b", "c", "ab", "bc"}, {{"a", "b"}, {"b", "c"}, {"a", "b"}}); // "b c" now first
        BpeScratch scratch;
        QCOMPARE(merged(model, "abc", scratch), (QStringList{"a", "bc"}));
        std::string longWord;
        QStringList expected;
        for (int i = 0; i < 8; ++i) {
            longWord += "abc";
            expected << "a"
                     << "bc";
        }
        QCOMPARE(merged(model, longWord, scratch), expected);
    }

    void aChangedModelMergesAnew() {
        BpeModel model = modelOf({"a", "b", "c", "ab", "bc"}, {{"b", "c"}, {"a", "b"}});
        BpeScratch scratch;
        QCOMPARE(merged(model, "abc", scratch), (QStringList{"a", "bc"}));
        const BpeModel before = model;
        model.addToken(QStringLiteral("abc"), 5);
        QString missing;
        QVERIFY(model.addMerge(QStringLiteral("a"), QStringLiteral("bc"), &missing));
        QCOMPARE(merged(model, "abc", scratch), QStringList{"abc"});
        QCOMPARE(merged(before, "abc", scratch), (QStringList{"a", "bc"}));
    }

    void wordsPastTheCachesRoomMergeAlike() {
        const BpeModel model = modelOf({"a", "b", "c", "ab", "bc", "abc", "ca"},
                                       {{"a", "b"}, {"b", "c"}, {"ab", "c"}, {"c", "a"}});
        QRandomGenerator rng(7);
        std::vector<std::string> words;
        for (int i = 0; i < 150000; ++i) { // more than the cache holds
            std::string word;
            for (int n = 1 + int(rng.bounded(12)); n > 0; --n)
                word += char('a' + rng.bounded(3));
            words.push_back(word);
        }
        BpeScratch kept;
        for (int pass = 0; pass < 2; ++pass)
            for (size_t i = 0; i < words.size(); ++i) {
                const QStringList tokens = merged(model, words[i], kept);
                if (i % 7 != 0)
                    continue;
                BpeScratch fresh;
                QCOMPARE(tokens, merged(model, words[i], fresh));
            }
    }
};

QTEST_APPLESS_MAIN(BpeModelTest)
#include "test_bpe_model.moc"
