// Masking statistics: rate, 80/10/10, never special or padding tokens, whole words together (word starts as
// each tokenizer kind marks them); permutation.
#include "core/dataset/index_permutation.h"
#include "core/dataset/token_masking.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/byte_level_vocab.h"
#include "tests/support/file_helpers.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace hw;

namespace {

// Ids 0..4 special ([PAD] [UNK] [CLS] [SEP] [MASK]); odd ids >= 5 start words, even ids >= 6 continue them.
MaskingVocabulary syntheticVocabulary(int size) {
    MaskingVocabulary v;
    v.maskId = 4;
    v.vocabSize = size;
    v.special.assign(size_t(size), 0);
    v.continuation.assign(size_t(size), 0);
    for (int id = 0; id < 5; ++id)
        v.special[size_t(id)] = 1;
    for (int id = 6; id < size; id += 2)
        v.continuation[size_t(id)] = 1;
    return v;
}

} // namespace

class TokenMaskingTest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tokenMaskingMatchesRates();
    void specialsAndPaddingAreNeverChosen();
    void wholeWordsAreMaskedTogether();
    void wordStartsAreWhatTheTokenizerMarks();
    void sameSeedSameMasks();
    void permutationIsABijection();
};

void TokenMaskingTest::tokenMaskingMatchesRates() {
    const MaskingVocabulary vocabulary = syntheticVocabulary(1000);
    std::mt19937_64 rng(7);
    const int length = 200000;
    std::vector<int32_t> ids(static_cast<size_t>(length));
    for (int i = 0; i < length; ++i)
        ids[size_t(i)] = 5 + int(rng() % 995);
    std::vector<int64_t> inputs(static_cast<size_t>(length)), labels(static_cast<size_t>(length));
    std::mt19937_64 maskRng = seededGenerator(1, 0, 0);
    maskSequence(ids.data(), length, vocabulary, MaskingOptions{}, maskRng, inputs.data(), labels.data());
    int chosen = 0, masked = 0, kept = 0, replaced = 0;
    for (int i = 0; i < length; ++i) {
        if (labels[size_t(i)] == -100) {
            QCOMPARE(inputs[size_t(i)], int64_t(ids[size_t(i)])); // untouched where not chosen
            continue;
        }
        QCOMPARE(labels[size_t(i)], int64_t(ids[size_t(i)]));
        ++chosen;
        if (inputs[size_t(i)] == vocabulary.maskId)
            ++masked;
        else if (inputs[size_t(i)] == ids[size_t(i)])
            ++kept;
        else
            ++replaced;
    }
    QVERIFY2(std::abs(chosen / double(length) - 0.15) < 0.005,
             qPrintable(QString::number(chosen / double(length))));
    QVERIFY(std::abs(masked / double(chosen) - 0.8) < 0.01);
    QVERIFY(std::abs(replaced / double(chosen) - 0.1) < 0.01);
    QVERIFY(std::abs(kept / double(chosen) - 0.1) < 0.01);
}

void TokenMaskingTest::specialsAndPaddingAreNeverChosen() {
    const MaskingVocabulary vocabulary = syntheticVocabulary(100);
    // [CLS] w w [SEP] w [SEP] [PAD]... with a high rate: every eligible token is chosen, no special one.
    const std::vector<int32_t> ids = {2, 5, 7, 3, 9, 3, 0, 0, 0};
    std::vector<int64_t> inputs(ids.size()), labels(ids.size());
    MaskingOptions options;
    options.rate = 0.999;
    for (uint64_t seed = 0; seed < 50; ++seed) {
        std::mt19937_64 rng = seededGenerator(seed, 0, 0);
        maskSequence(ids.data(), int(ids.size()), vocabulary, options, rng, inputs.data(), labels.data());
        for (size_t i = 0; i < ids.size(); ++i) {
            if (vocabulary.special[size_t(ids[i])]) {
                QCOMPARE(labels[i], int64_t(-100));
                QCOMPARE(inputs[i], int64_t(ids[i]));
            }
        }
    }
    // A short sequence at a low rate still gets one target: a batch never goes without a loss.
    options.rate = 0.0001;
    std::mt19937_64 rng = seededGenerator(3, 0, 0);
    maskSequence(ids.data(), int(ids.size()), vocabulary, options, rng, inputs.data(), labels.data());
    QCOMPARE(int(std::count_if(labels.begin(), labels.end(), [](int64_t l) { return l != -100; })), 1);
}

void TokenMaskingTest::wholeWordsAreMaskedTogether() {
    const MaskingVocabulary vocabulary = syntheticVocabulary(1000);
    std::mt19937_64 rng(11);
    std::vector<int32_t> ids = {2};
    std::vector<std::pair<int, int>> words;
    while (ids.size() < 5000) {
        const int begin = int(ids.size());
        ids.push_back(5 + 2 * int(rng() % 400)); // a word start (odd id)
        for (int k = int(rng() % 3); k > 0; --k)
            ids.push_back(6 + 2 * int(rng() % 400)); // its continuations (even ids)
        words.push_back({begin, int(ids.size())});
    }
    ids.push_back(3);
    std::vector<int64_t> inputs(ids.size()), labels(ids.size());
    MaskingOptions options;
    options.wholeWord = true;
    std::mt19937_64 maskRng = seededGenerator(5, 0, 0);
    maskSequence(ids.data(), int(ids.size()), vocabulary, options, maskRng, inputs.data(), labels.data());
    int chosenTokens = 0, chosenWords = 0;
    for (const auto& [begin, end] : words) {
        int inWord = 0;
        for (int i = begin; i < end; ++i)
            inWord += labels[size_t(i)] != -100;
        QVERIFY2(inWord == 0 || inWord == end - begin, "a word was masked in part");
        chosenTokens += inWord;
        chosenWords += inWord > 0;
    }
    QVERIFY(chosenWords > 100);
    // Words are taken while they fit in round(15% of the eligible tokens).
    const int eligible = int(ids.size()) - 2;
    QVERIFY(chosenTokens <= int(std::lround(eligible * 0.15)));
    QVERIFY(chosenTokens >= int(std::lround(eligible * 0.15)) - 3);
}

// WordPiece marks continuations ("##ing"); byte-level BPE marks starts ("Ġthe", the space before a word).
void TokenMaskingTest::wordStartsAreWhatTheTokenizerMarks() {
    const auto flagsOf = [](const TextTokenizer& t, const QString& token) {
        const MaskingVocabulary v = MaskingVocabulary::fromTokenizer(t);
        for (int id = 0; id < t.vocabSize(); ++id)
            if (t.tokenAt(id) == token)
                return std::pair<int, int>(v.special[size_t(id)], v.continuation[size_t(id)]);
        return std::pair<int, int>(-1, -1);
    };
    Expected<std::shared_ptr<const TextTokenizer>> wordPiece =
        loadTokenizer(test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
    QVERIFY(wordPiece.ok());
    QCOMPARE(flagsOf(*wordPiece.value(), QStringLiteral("the")), std::make_pair(0, 0));
    QCOMPARE(flagsOf(*wordPiece.value(), QStringLiteral("##ing")), std::make_pair(0, 1));
    QCOMPARE(flagsOf(*wordPiece.value(), QStringLiteral("[MASK]")), std::make_pair(1, 0));

    QTemporaryDir tmp;
    test::writeBytes(tmp.filePath(QStringLiteral("vocab.json")),
                     QJsonDocument(test::tinyByteLevelVocab()).toJson());
    test::writeBytes(tmp.filePath(QStringLiteral("merges.txt")), test::tinyByteLevelMerges());
    Expected<std::shared_ptr<const TextTokenizer>> byteLevel = loadTokenizer(tmp.path());
    QVERIFY2(byteLevel.ok(), qPrintable(byteLevel.error().toString()));
    QCOMPARE(byteLevel.value()->kind(), QStringLiteral("bytebpe"));
    QCOMPARE(flagsOf(*byteLevel.value(), QStringLiteral("Ġthe")), std::make_pair(0, 0));
    QCOMPARE(flagsOf(*byteLevel.value(), QStringLiteral("he")), std::make_pair(0, 1));
    QCOMPARE(flagsOf(*byteLevel.value(), QStringLiteral("<mask>")), std::make_pair(1, 0));
}

void TokenMaskingTest::sameSeedSameMasks() {
    const MaskingVocabulary vocabulary = syntheticVocabulary(1000);
    std::vector<int32_t> ids(300);
    for (size_t i = 0; i < ids.size(); ++i)
        ids[i] = 5 + int(i % 900);
    std::vector<int64_t> a(ids.size()), la(ids.size()), b(ids.size()), lb(ids.size());
    std::mt19937_64 r1 = seededGenerator(9, 2, 17), r2 = seededGenerator(9, 2, 17),
                    r3 = seededGenerator(9, 3, 17);
    maskSequence(ids.data(), int(ids.size()), vocabulary, MaskingOptions{}, r1, a.data(), la.data());
    maskSequence(ids.data(), int(ids.size()), vocabulary, MaskingOptions{}, r2, b.data(), lb.data());
    QVERIFY(a == b && la == lb);
    maskSequence(ids.data(), int(ids.size()), vocabulary, MaskingOptions{}, r3, b.data(), lb.data());
    QVERIFY(la != lb); // another epoch masks afresh
}

void TokenMaskingTest::permutationIsABijection() {
    for (uint64_t n : {1ULL, 2ULL, 7ULL, 1000ULL, 4097ULL}) {
        const IndexPermutation p(n, 42);
        std::set<uint64_t> seen;
        for (uint64_t i = 0; i < n; ++i) {
            const uint64_t v = p(i);
            QVERIFY(v < n);
            seen.insert(v);
        }
        QCOMPARE(seen.size(), size_t(n));
    }
    const IndexPermutation a(1000, 1), b(1000, 2);
    int same = 0, fixed = 0;
    for (uint64_t i = 0; i < 1000; ++i) {
        same += a(i) == b(i);
        fixed += a(i) == i;
    }
    QVERIFY(same < 20);  // seeds give different orders
    QVERIFY(fixed < 20); // and the order is shuffled
}

QTEST_GUILESS_MAIN(TokenMaskingTest)
#include "test_token_masking.moc"
