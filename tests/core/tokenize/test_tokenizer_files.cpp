// tokenizer.json and vocab.txt in and out, truncation and padding, and bad vocabularies refused clearly.
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_files.h"
#include "core/tokenize/wordpiece_tokenizer.h"
#include "tests/support/file_helpers.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace hw;
using hw::test::writeBytes;

class TestTokenizerFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tokenizerJsonRoundTrips();
    void truncationIsLongestFirst();
    void paddingMasksAttention();
    void badVocabularies_data();
    void badVocabularies();
    void badTokenizerJsonVocabularies_data();
    void badTokenizerJsonVocabularies();
};

void TestTokenizerFiles::tokenizerJsonRoundTrips() {
    Expected<WordPieceTokenizer> original =
        WordPieceTokenizer::fromDirectory(hw::test::fixturesDir() + "/models/bert-mlm");
    QVERIFY(original.ok());
    QTemporaryDir tmp;
    QVERIFY(original->save(tmp.path()).ok());
    QFile::remove(tmp.filePath("vocab.txt")); // force reading tokenizer.json alone
    Expected<std::shared_ptr<const TextTokenizer>> reread = loadTokenizer(tmp.filePath("tokenizer.json"));
    QVERIFY2(reread.ok(), qPrintable(reread.error().toString()));
    QCOMPARE(reread.value()->vocabSize(), 30522);
    for (const QString& text :
         {QStringLiteral("Ünïcödé naïve café [MASK] 自然"), QStringLiteral("don't stop, COVID-19!")}) {
        QCOMPARE(reread.value()->encode(text).tokens, original->encode(text).tokens);
        QVERIFY(reread.value()->encode(text).ids == original->encode(text).ids);
    }
}

void TestTokenizerFiles::truncationIsLongestFirst() {
    Expected<WordPieceTokenizer> t =
        WordPieceTokenizer::fromDirectory(hw::test::fixturesDir() + "/models/bert-mlm");
    QVERIFY(t.ok());
    const Encoding single = t->encode(QStringLiteral("one two three four five six"), true, 5);
    QCOMPARE(single.tokens, (QStringList{"[CLS]", "one", "two", "three", "[SEP]"}));
    const Encoding pair =
        t->encodePair(QStringLiteral("one two three four five six"), QStringLiteral("seven eight"), 8);
    QCOMPARE(pair.tokens, (QStringList{"[CLS]", "one", "two", "three", "[SEP]", "seven", "eight", "[SEP]"}));
    const Encoding even = t->encodePair(QStringLiteral("one two three"), QStringLiteral("four five six"), 7);
    QCOMPARE(even.tokens, (QStringList{"[CLS]", "one", "two", "[SEP]", "four", "five", "[SEP]"}));
}

void TestTokenizerFiles::paddingMasksAttention() {
    Expected<WordPieceTokenizer> t =
        WordPieceTokenizer::fromDirectory(hw::test::fixturesDir() + "/models/bert-mlm");
    Encoding e = t->encode(QStringLiteral("hello"));
    e.pad(6, t->padId());
    QCOMPARE(e.size(), 6);
    QVERIFY((e.attentionMask == std::vector<uint8_t>{1, 1, 1, 0, 0, 0}));
    QCOMPARE(e.ids[4], t->padId());
}

void TestTokenizerFiles::badVocabularies_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("where");
    QTest::newRow("empty") << QByteArray() << "is empty"
                           << "vocab.txt";
    QTest::newRow("not UTF-8") << QByteArray("[UNK]\nok\nbad\xff\xfe\n") << "not valid UTF-8"
                               << "vocab.txt:3";
    QTest::newRow("duplicate") << QByteArray("[UNK]\nhello\nworld\nhello\n")
                               << "'hello' appears twice (lines 2 and 4)"
                               << "vocab.txt";
    QTest::newRow("no [UNK]") << QByteArray("[PAD]\nhello\n") << "no unknown token '[UNK]'"
                              << "vocab.txt";
    QTest::newRow("empty line") << QByteArray("[UNK]\n\nhello\n") << "empty entry"
                                << "vocab.txt:2";
}

void TestTokenizerFiles::badVocabularies() {
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QFETCH(QString, where);
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("vocab.txt"), content);
    Expected<WordPieceTokenizer> t = WordPieceTokenizer::fromDirectory(tmp.path());
    QVERIFY(!t.ok());
    QVERIFY2(t.error().what.toString().contains(expected), qPrintable(t.error().toString()));
    QVERIFY2(t.error().where.toString().contains(where), qPrintable(t.error().toString()));
    QVERIFY(!t.error().how.isEmpty());
}

void TestTokenizerFiles::badTokenizerJsonVocabularies_data() {
    QTest::addColumn<QByteArray>("vocab");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a gap") << QByteArray(R"({"[UNK]": 0, "a": 2})") << "not 0..1 without gaps (id 2)";
    QTest::newRow("an id that is not a number") << QByteArray(R"({"[UNK]": 0, "a": "1"})") << "(id -1)";
    // Either token would be the id's: the reading would depend on the order the keys are met in.
    QTest::newRow("two tokens, one id")
        << QByteArray(R"({"[UNK]": 0, "a": 1, "b": 1})") << "tokens 'a' and 'b' have the same id 1";
}

void TestTokenizerFiles::badTokenizerJsonVocabularies() {
    QFETCH(QByteArray, vocab);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    writeBytes(tmp.filePath("tokenizer.json"),
               R"({"normalizer": {"type": "BertNormalizer"}, "model": {"type": "WordPiece", "vocab": )" +
                   vocab + "}}");
    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(tmp.path());
    QVERIFY(!t.ok());
    QVERIFY2(t.error().what.toString().contains(expected), qPrintable(t.error().toString()));
    QCOMPARE(t.error().where.toString(), tmp.filePath("tokenizer.json"));
    QVERIFY(t.error().how.toString().contains(QLatin1String("WordPiece")));
}

QTEST_GUILESS_MAIN(TestTokenizerFiles)
#include "test_tokenizer_files.moc"
