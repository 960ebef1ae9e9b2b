// The WordPiece tokenizer reproduces Hugging Face tokenizers' output line for line.
#include "core/tokenize/wordpiece_tokenizer.h"
#include "tests/support/file_helpers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace hw;

using Spans = QList<QPair<int, int>>; // [begin, end) offsets

class TestWordPieceParity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fixtureLinesMatch_data();
    void fixtureLinesMatch();
    void offsetsPointIntoTheText();
    void offsetsCountCodePoints_data();
    void offsetsCountCodePoints();
    void pairEncodingHasSegmentIds();
    void encodingFramesTheSegmentation();
    void vocabularyWithoutClsOrSepFramesNothing();
    void tokensAreRightOnEveryThreadAndForEveryTokenizer();
};

void TestWordPieceParity::fixtureLinesMatch_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("lowercase");
    QTest::newRow("uncased") << "uncased.jsonl" << true;
    QTest::newRow("cased") << "cased.jsonl" << false;
}

void TestWordPieceParity::fixtureLinesMatch() {
    QFETCH(QString, file);
    QFETCH(bool, lowercase);
    const QString dir = hw::test::fixturesDir() + QStringLiteral("/tokenizer/");
    Expected<WordPieceVocab> vocab = WordPieceVocab::readFile(dir + QStringLiteral("vocab.txt"));
    QVERIFY2(vocab.ok(), qPrintable(vocab.error().toString()));
    QCOMPARE(vocab->size(), 30522);
    WordPieceOptions options;
    options.normalization.lowercase = lowercase;
    options.normalization.stripAccents = lowercase;
    Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::create(vocab.value(), options, dir);
    QVERIFY(tokenizer.ok());

    QFile lines(dir + file);
    QVERIFY(lines.open(QIODevice::ReadOnly));
    int checked = 0;
    while (!lines.atEnd()) {
        const QByteArray line = lines.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonObject expected = QJsonDocument::fromJson(line).object();
        const QString text = expected.value(QLatin1String("text")).toString();
        const Encoding got = tokenizer->encode(text);
        QStringList expectedTokens;
        for (const QJsonValue& t : expected.value(QLatin1String("tokens")).toArray())
            expectedTokens << t.toString();
        std::vector<int32_t> expectedIds;
        for (const QJsonValue& id : expected.value(QLatin1String("ids")).toArray())
            expectedIds.push_back(id.toInt());
        if (got.tokens != expectedTokens)
            qWarning().noquote() << "text:" << text << "\n got:" << got.tokens.join(QLatin1Char(' '))
                                 << "\nwant:" << expectedTokens.join(QLatin1Char(' '));
        QCOMPARE(got.tokens, expectedTokens);
        QVERIFY(got.ids == expectedIds);
        ++checked;
    }
    QCOMPARE(checked, 24);
}

void TestWordPieceParity::offsetsPointIntoTheText() {
    const QString dir = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::fromDirectory(dir);
    QVERIFY2(tokenizer.ok(), qPrintable(tokenizer.error().toString()));
    const QString text = QStringLiteral("Pfizer tested Ångström [MASK] vaccines");
    const Encoding e = tokenizer->encode(text);
    QCOMPARE(e.tokens.first(), QStringLiteral("[CLS]"));
    QCOMPARE(e.tokens.last(), QStringLiteral("[SEP]"));
    QCOMPARE(e.tokens.mid(1, 3), (QStringList{"p", "##fi", "##zer"}));
    QCOMPARE(text.mid(e.offsets[1].first, e.offsets[1].second - e.offsets[1].first), QStringLiteral("P"));
    QCOMPARE(text.mid(e.offsets[2].first, e.offsets[2].second - e.offsets[2].first), QStringLiteral("fi"));
    QCOMPARE(e.wordIds[1], e.wordIds[3]); // pieces of one word share its id, for whole-word masking
    const int mask = int(e.tokens.indexOf(QStringLiteral("[MASK]")));
    QVERIFY(mask > 0);
    QCOMPARE(e.ids[mask], tokenizer->maskId());
    QCOMPARE(text.mid(e.offsets[mask].first, 6), QStringLiteral("[MASK]"));
}

void TestWordPieceParity::offsetsCountCodePoints_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("tokens");
    QTest::addColumn<Spans>("offsets");
    // As tokenizers 0.23's BertWordPieceTokenizer encodes them with this vocabulary (lowercase): a character
    // outside the Basic Multilingual Plane counts once, as in a Python str, not twice as in a QString.
    QTest::newRow("emoji, flag, bold letter")
        << QStringLiteral("I 😀 love 🇰🇷 Seoul 𝐀bc")
        << QStringList{"[CLS]", "i", "[UNK]", "love", "[UNK]", "seoul", "[UNK]", "[SEP]"}
        << Spans{{0, 0}, {0, 1}, {2, 3}, {4, 8}, {9, 11}, {12, 17}, {18, 21}, {0, 0}};
    QTest::newRow("special token, astral ideograph, pieces")
        << QStringLiteral("😀 [MASK] 中𠀀文 unaffable")
        << QStringList{"[CLS]", "[UNK]", "[MASK]", "中", "[UNK]", "文", "una", "##ffa", "##ble", "[SEP]"}
        << Spans{{0, 0}, {0, 1}, {2, 8}, {9, 10}, {10, 11}, {11, 12}, {13, 16}, {16, 19}, {19, 22}, {0, 0}};
}

void TestWordPieceParity::offsetsCountCodePoints() {
    QFETCH(QString, text);
    QFETCH(QStringList, tokens);
    QFETCH(Spans, offsets);
    Expected<WordPieceTokenizer> tokenizer =
        WordPieceTokenizer::fromDirectory(hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
    QVERIFY2(tokenizer.ok(), qPrintable(tokenizer.error().toString()));
    const Encoding e = tokenizer->encode(text);
    QCOMPARE(e.tokens, tokens);
    Spans got;
    for (const auto& [begin, end] : e.offsets)
        got.append({begin, end});
    QCOMPARE(got, offsets);
}

void TestWordPieceParity::pairEncodingHasSegmentIds() {
    const QString dir = hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm");
    Expected<WordPieceTokenizer> tokenizer = WordPieceTokenizer::fromDirectory(dir);
    QVERIFY(tokenizer.ok());
    const Encoding e = tokenizer->encodePair(QStringLiteral("hello world"), QStringLiteral("good day"));
    QCOMPARE(e.tokens, (QStringList{"[CLS]", "hello", "world", "[SEP]", "good", "day", "[SEP]"}));
    QVERIFY((e.typeIds == std::vector<int32_t>{0, 0, 0, 0, 1, 1, 1}));
}

// encode() is the text's segmentation between [CLS] and [SEP], every field of it, cut to what maxLength
// leaves the text; without special tokens, the segmentation cut to maxLength.
void TestWordPieceParity::encodingFramesTheSegmentation() {
    Expected<WordPieceTokenizer> tokenizer =
        WordPieceTokenizer::fromDirectory(hw::test::fixturesDir() + QStringLiteral("/models/bert-mlm"));
    QVERIFY2(tokenizer.ok(), qPrintable(tokenizer.error().toString()));
    const WordPieceTokenizer& t = tokenizer.value();
    for (const QString& text : {QStringLiteral("Pfizer tested unaffable vaccines [MASK] in 2026."),
                                QStringLiteral("오늘 너무 행복해 😀 [SEP] done"), QString()}) {
        const Encoding body = t.segment(text, 0);
        for (int maxLength : {0, 1, 2, 3, 5, 8, 1000}) {
            const int keep = maxLength > 0 ? std::min(body.size(), std::max(0, maxLength - 2)) : body.size();
            const Encoding framed = t.encode(text, true, maxLength);
            const QByteArray what = text.toUtf8() + " max " + QByteArray::number(maxLength);
            QVERIFY2(framed.size() == keep + 2, what.constData());
            for (int i = 0; i < framed.size(); ++i) {
                const bool special = i == 0 || i == keep + 1;
                const int b = i - 1; // the body's token here
                QVERIFY2(framed.ids[i] == (i == 0    ? t.clsId()
                                           : special ? t.sepId()
                                                     : body.ids[b]),
                         what.constData());
                QVERIFY2(framed.tokens[i] == (i == 0    ? QStringLiteral("[CLS]")
                                              : special ? QStringLiteral("[SEP]")
                                                        : body.tokens[b]),
                         what.constData());
                QVERIFY2(framed.typeIds[i] == 0, what.constData());
                QVERIFY2(framed.wordIds[i] == (special ? -1 : body.wordIds[b]), what.constData());
                QVERIFY2(framed.offsets[i] == (special ? std::pair(0, 0) : body.offsets[b]),
                         what.constData());
                QVERIFY2(framed.specialTokensMask[i] == (special ? 1 : body.specialTokensMask[b]),
                         what.constData());
                QVERIFY2(framed.attentionMask[i] == 1, what.constData());
            }
            const Encoding bare = t.encode(text, false, maxLength);
            const int bareKeep = maxLength > 0 ? std::min(body.size(), maxLength) : body.size();
            QVERIFY2(bare.size() == bareKeep, what.constData());
            QVERIFY2(std::equal(bare.ids.begin(), bare.ids.end(), body.ids.begin()), what.constData());
            QVERIFY2(bare.tokens == body.tokens.mid(0, bareKeep), what.constData());
            QVERIFY2(std::equal(bare.wordIds.begin(), bare.wordIds.end(), body.wordIds.begin()),
                     what.constData());
            QVERIFY2(bare.attentionMask == std::vector<uint8_t>(size_t(bareKeep), 1), what.constData());
        }
    }
}

// A vocabulary read from a user's file may lack [CLS] and [SEP]: text still encodes, unframed.
void TestWordPieceParity::vocabularyWithoutClsOrSepFramesNothing() {
    Expected<WordPieceVocab> vocab =
        WordPieceVocab::fromTokens({"[UNK]", "hello", "world", "good", "day"}, QStringLiteral("test"));
    QVERIFY(vocab.ok());
    Expected<WordPieceTokenizer> tokenizer =
        WordPieceTokenizer::create(vocab.value(), {}, QStringLiteral("test"));
    QVERIFY(tokenizer.ok());
    QCOMPARE(tokenizer->encode(QStringLiteral("hello there")).tokens, (QStringList{"hello", "[UNK]"}));
    const Encoding pair = tokenizer->encodePair(QStringLiteral("hello world"), QStringLiteral("good day"));
    QCOMPARE(pair.tokens, (QStringList{"hello", "world", "good", "day"}));
    QVERIFY((pair.typeIds == std::vector<int32_t>{0, 0, 1, 1}));
}

// Each thread hands out its own copies of the token strings, kept for the last few tokenizers it used: the
// tokens must be each tokenizer's own, on several threads at once and on one thread going from one tokenizer
// to another and back (more of them than it keeps), and they must outlive the tokenizer.
void TestWordPieceParity::tokensAreRightOnEveryThreadAndForEveryTokenizer() {
    std::vector<WordPieceTokenizer> tokenizers;
    for (int t = 0; t < 6; ++t) {
        QStringList tokens{QStringLiteral("[UNK]")};
        for (int w = 0; w < 6; ++w)
            tokens << QStringLiteral("w%1").arg(w) << QStringLiteral("##%1").arg(QChar(u'a' + (w + t) % 6));
        Expected<WordPieceVocab> vocab = WordPieceVocab::fromTokens(tokens, QStringLiteral("test"));
        QVERIFY(vocab.ok());
        Expected<WordPieceTokenizer> tokenizer =
            WordPieceTokenizer::create(vocab.value(), {}, QStringLiteral("test"));
        QVERIFY(tokenizer.ok());
        tokenizers.push_back(tokenizer.value());
    }
    const QString text = QStringLiteral("w0a w1b w2c w3d w4e w5f zzz");
    // What each tokenizer's vocabulary says, id by id.
    const auto expected = [&](const WordPieceTokenizer& t, const Encoding& e) {
        QStringList tokens;
        for (int32_t id : e.ids)
            tokens << t.vocab().tokenAt(id);
        return tokens;
    };
    std::atomic_int wrong{0};
    std::vector<std::thread> threads;
    for (int thread = 0; thread < 3; ++thread)
        threads.emplace_back([&, thread] {
            for (int round = 0; round < 200; ++round) {
                const WordPieceTokenizer& t = tokenizers[size_t((round * 5 + thread) % 6)];
                const Encoding e = t.encode(text);
                if (e.tokens != expected(t, e) || e.tokens.last() != QStringLiteral("[UNK]"))
                    ++wrong;
            }
        });
    for (std::thread& t : threads)
        t.join();
    QCOMPARE(wrong.load(), 0);
    Encoding kept;
    {
        Expected<WordPieceVocab> vocab =
            WordPieceVocab::fromTokens({"[UNK]", "short", "##lived"}, QStringLiteral("test"));
        Expected<WordPieceTokenizer> gone =
            WordPieceTokenizer::create(vocab.value(), {}, QStringLiteral("t"));
        QVERIFY(gone.ok());
        kept = gone->encode(QStringLiteral("shortlived"));
    }
    QCOMPARE(kept.tokens, (QStringList{"short", "##lived"}));
}

QTEST_GUILESS_MAIN(TestWordPieceParity)
#include "test_wordpiece_parity.moc"
