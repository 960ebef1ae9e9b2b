// Byte-level BPE folders written by hand: a tiny RoBERTa-style vocabulary encodes as its merges say, merges
// written as "a b" strings and as [a, b] pairs read alike, and damaged or foreign files are refused with the
// file, the line and a way to fix it, never a crash.
#include "core/tokenize/byte_level_bpe_tokenizer.h"
#include "core/tokenize/byte_level_pre_tokenizer.h"
#include "core/tokenize/text_tokenizer.h"
#include "tests/support/byte_level_vocab.h"
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;

namespace {

QJsonObject tinyVocab() {
    return test::tinyByteLevelVocab();
}

const QByteArray kMerges = test::tinyByteLevelMerges();

QString writeFolder(const QString& dir, const QByteArray& vocab, const QByteArray& merges,
                    const QJsonObject& config = {}) {
    QDir().mkpath(dir);
    test::writeBytes(dir + QStringLiteral("/vocab.json"), vocab);
    test::writeBytes(dir + QStringLiteral("/merges.txt"), merges);
    if (!config.isEmpty())
        test::writeBytes(dir + QStringLiteral("/tokenizer_config.json"), QJsonDocument(config).toJson());
    return dir;
}

QByteArray json(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// A tokenizer.json of the tiny tokenizer as Headwater saves it, for variants to be made from.
QJsonObject tinyTokenizerJson(const QString& scratch) {
    const QString dir = writeFolder(scratch + QStringLiteral("/base"), json(tinyVocab()), kMerges);
    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(dir);
    if (!t || !t.value()->save(scratch + QStringLiteral("/saved")))
        qFatal("cannot make the tiny tokenizer");
    QFile f(scratch + QStringLiteral("/saved/tokenizer.json"));
    f.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(f.readAll()).object();
}

QStringList encodedTokens(const TextTokenizer& t, const QString& text) {
    return t.encode(text).tokens;
}

} // namespace

class TestByteLevelBpeFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }
    void tinyVocabularyMergesByRank();
    void mergeStringsAndPairsReadAlike();
    void damagedFilesAreRefused_data();
    void damagedFilesAreRefused();
    void foreignTokenizerJsonIsRefused_data();
    void foreignTokenizerJsonIsRefused();

private:
    QTemporaryDir m_tmp;
};

void TestByteLevelBpeFiles::tinyVocabularyMergesByRank() {
    const QString dir = writeFolder(m_tmp.filePath(QStringLiteral("tiny")), json(tinyVocab()), kMerges);
    Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(dir);
    QVERIFY2(t.ok(), qPrintable(t.error().toString()));
    QCOMPARE(t.value()->kind(), QStringLiteral("bytebpe"));
    QCOMPARE(t.value()->vocabSize(), 5 + 256 + 3);
    // "the" has no space before it: t + he; " the" merges Ġ t first, then h e, then Ġt he.
    QCOMPARE(encodedTokens(*t.value(), QStringLiteral("the the")),
             (QStringList{QStringLiteral("<s>"), QStringLiteral("t"), QStringLiteral("he"),
                          QString::fromUtf8("Ġthe"), QStringLiteral("</s>")}));
    const Encoding pair = t.value()->encodePair(QStringLiteral("a"), QStringLiteral("b"));
    QCOMPARE(pair.tokens, (QStringList{QStringLiteral("<s>"), QStringLiteral("a"), QStringLiteral("</s>"),
                                       QStringLiteral("</s>"), QStringLiteral("b"), QStringLiteral("</s>")}));
    QCOMPARE(pair.typeIds, (std::vector<int32_t>(6, 0)));
    // A pair of 10 + 10 tokens cut to 12 keeps 4 + 4 besides RoBERTa's four special tokens.
    const Encoding cut =
        t.value()->encodePair(QString(10, QLatin1Char('x')), QString(10, QLatin1Char('y')), 12);
    QCOMPARE(cut.size(), 12);
    QCOMPARE(cut.tokens.count(QStringLiteral("x")), 4);
    QCOMPARE(cut.tokens.count(QStringLiteral("y")), 4);
    // An emoji's four bytes are four tokens, each offset over the whole character (one code point).
    const Encoding emoji = t.value()->encode(QStringLiteral("😀"), false);
    QCOMPARE(emoji.size(), 4);
    for (const auto& span : emoji.offsets)
        QCOMPARE(span, (std::pair<int, int>(0, 1)));
}

void TestByteLevelBpeFiles::mergeStringsAndPairsReadAlike() {
    QJsonObject root = tinyTokenizerJson(m_tmp.filePath(QStringLiteral("forms")));
    QJsonObject model = root.value(QLatin1String("model")).toObject();
    QCOMPARE(model.value(QLatin1String("merges")).toArray().at(0).toString(), QString::fromUtf8("Ġ t"));
    QJsonArray pairs;
    for (const QJsonValue& m : model.value(QLatin1String("merges")).toArray())
        pairs.append(QJsonArray::fromStringList(m.toString().split(QLatin1Char(' '))));
    model.insert(QStringLiteral("merges"), pairs);
    root.insert(QStringLiteral("model"), model);
    const QString pairFile = m_tmp.filePath(QStringLiteral("forms/pairs.json"));
    test::writeBytes(pairFile, QJsonDocument(root).toJson());
    Expected<std::shared_ptr<const TextTokenizer>> strings =
        loadTokenizer(m_tmp.filePath(QStringLiteral("forms/saved/tokenizer.json")));
    Expected<std::shared_ptr<const TextTokenizer>> arrays = loadTokenizer(pairFile);
    QVERIFY2(strings.ok(), qPrintable(strings.error().toString()));
    QVERIFY2(arrays.ok(), qPrintable(arrays.error().toString()));
    QCOMPARE(arrays.value()->segmentationSettings(), strings.value()->segmentationSettings());
    for (const QString& text : {QStringLiteral("the the theme"), QStringLiteral(" athe <mask> xthe")})
        QCOMPARE(encodedTokens(*arrays.value(), text), encodedTokens(*strings.value(), text));
}

void TestByteLevelBpeFiles::damagedFilesAreRefused_data() {
    QTest::addColumn<QString>("file");     // written into the folder, replacing the tiny tokenizer's
    QTest::addColumn<QByteArray>("bytes"); // its content
    QTest::addColumn<QString>("what");     // part of the message
    QTest::addColumn<QString>("where");    // part of the place it names
    const QByteArray vocab = json(tinyVocab());
    QTest::newRow("truncated vocab.json")
        << "vocab.json" << vocab.left(vocab.size() / 2) << "vocab.json is not valid JSON"
        << "vocab.json:1";
    QTest::newRow("vocab.json not an object")
        << "vocab.json" << QByteArray("[1, 2]") << "is not a JSON object"
        << "vocab.json";
    QTest::newRow("empty vocab.json") << "vocab.json" << QByteArray("{}") << "the vocabulary is empty"
                                      << "vocab.json";
    QTest::newRow("id not a number") << "vocab.json" << QByteArray(R"({"a": "one"})") << "has no usable id"
                                     << "vocab.json";
    QTest::newRow("negative id") << "vocab.json" << QByteArray(R"({"a": -1})") << "has no usable id"
                                 << "vocab.json";
    QTest::newRow("two tokens with one id")
        << "vocab.json" << QByteArray(R"({"a": 0, "b": 0})") << "have the same id 0"
        << "vocab.json";
    QTest::newRow("merge naming an unknown token")
        << "merges.txt" << QByteArray("#version: 0.2\nh e\nzz \xC4\xA0t\n")
        << "'zz', which is not in the vocabulary"
        << "merges.txt:3";
    QTest::newRow("merged token missing") << "merges.txt" << QByteArray("e h\n") << "needs 'eh'"
                                          << "merges.txt:1";
    QTest::newRow("merge of three tokens")
        << "merges.txt" << QByteArray("h e\nh e x\n") << "not two tokens separated by one space"
        << "merges.txt:2";
    QTest::newRow("empty merge line") << "merges.txt" << QByteArray("h e\n\nh e\n") << "not two tokens"
                                      << "merges.txt:2";
    QTest::newRow("merges.txt not UTF-8")
        << "merges.txt" << QByteArray("h e\n\xFF\xFE e\n") << "merges.txt is not valid UTF-8"
        << "merges.txt:2";
    QTest::newRow("special token missing from the vocabulary")
        << "tokenizer_config.json" << QByteArray(R"({"mask_token": "<maskx>"})")
        << "'<maskx>' is not in vocab.json"
        << "vocab.json";
    // Found by fuzzing: a token given as neither text nor {"content": ...} read as no token at all, so that a
    // tokenizer saved from the folder had a different mask token from the one read.
    QTest::newRow("special token object without content")
        << "special_tokens_map.json"
        << QByteArray(R"({"mask_token": {"contentS": "<mask>", "lstrip": true}})")
        << "mask_token in special_tokens_map.json is not a token"
        << "special_tokens_map.json";
    QTest::newRow("special token a number") << "tokenizer_config.json" << QByteArray(R"({"pad_token": 1})")
                                            << "pad_token in tokenizer_config.json is not a token"
                                            << "tokenizer_config.json";
    QTest::newRow("not a RoBERTa tokenizer class")
        << "tokenizer_config.json" << QByteArray(R"({"tokenizer_class": "GPT2Tokenizer"})") << "GPT2Tokenizer"
        << "tokenizer_config.json";
    QTest::newRow("tokenizer_config.json damaged")
        << "tokenizer_config.json" << QByteArray("{\"add_prefix") << "tokenizer_config.json is not valid JSON"
        << "tokenizer_config.json:1";
    QTest::newRow("truncated tokenizer.json")
        << "tokenizer.json" << QByteArray("{\n\"model\": {\"type\": \"BPE\",")
        << "tokenizer.json is not valid JSON"
        << "tokenizer.json:2";
    QTest::newRow("Unigram tokenizer.json")
        << "tokenizer.json" << QByteArray(R"({"model": {"type": "Unigram", "vocab": []}})")
        << "tokenizer model type 'Unigram' is not supported"
        << "tokenizer.json";
}

void TestByteLevelBpeFiles::damagedFilesAreRefused() {
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, what);
    QFETCH(QString, where);
    const QString dir =
        writeFolder(m_tmp.filePath(QString::fromLatin1(QTest::currentDataTag())), json(tinyVocab()), kMerges);
    test::writeBytes(dir + QLatin1Char('/') + file, bytes);
    const Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(dir);
    QVERIFY(!t.ok());
    QVERIFY2(t.error().what.toString().contains(what), qPrintable(t.error().toString()));
    QVERIFY2(t.error().where.toString().contains(where), qPrintable(t.error().toString()));
    QVERIFY2(!t.error().how.isEmpty(), qPrintable(t.error().toString()));
}

void TestByteLevelBpeFiles::foreignTokenizerJsonIsRefused_data() {
    QTest::addColumn<QString>("key");      // a field of tokenizer.json, "model.x" for one of its model
    QTest::addColumn<QByteArray>("value"); // what it is set to (JSON)
    QTest::addColumn<QString>("what");     // part of the message
    QTest::newRow("Metaspace pre-tokenizer") << "pre_tokenizer" << QByteArray(R"({"type": "Metaspace"})")
                                             << "pre-tokenizer 'Metaspace' is not ByteLevel";
    QTest::newRow("no pre-tokenizer") << "pre_tokenizer" << QByteArray("null") << "pre-tokenizer 'null'";
    QTest::newRow("NFKC normalizer") << "normalizer" << QByteArray(R"({"type": "NFKC"})")
                                     << "normalizer 'NFKC' is not supported";
    QTest::newRow("lower case then NFC") // NFC then lower case is read (ByteLevelBPETokenizer's order)
        << "normalizer" << QByteArray(R"({"type": "Sequence", "normalizers": [{"type": "Lowercase"},
                                                          {"type": "NFC"}]})")
        << "normalizer 'Sequence' is not supported";
    QTest::newRow("unknown post-processor") << "post_processor" << QByteArray(R"({"type": "Whatever"})")
                                            << "post-processor 'Whatever' is not supported";
    QTest::newRow("template naming an undefined token")
        << "post_processor" << QByteArray(R"({"type": "TemplateProcessing", "special_tokens": {}, "pair": [],
                          "single": [{"SpecialToken": {"id": "[X]", "type_id": 0}}]})")
        << "names the special token '[X]', which it does not define";
    QTest::newRow("template naming an id outside the vocabulary")
        << "post_processor"
        << QByteArray(R"({"type": "RobertaProcessing", "cls": ["<s>", 0], "sep": ["</s>", 99999]})")
        << "outside the vocabulary";
    QTest::newRow("BPE dropout") << "model.dropout" << QByteArray("0.1") << "dropout";
    QTest::newRow("subword prefix") << "model.continuing_subword_prefix" << QByteArray(R"("##")")
                                    << "subword prefix";
    QTest::newRow("merge naming an unknown token")
        << "model.merges" << QByteArray(R"(["h e", "q zz"])") << "'zz', which is not in the vocabulary";
    QTest::newRow("merge of one token")
        << "model.merges" << QByteArray(R"(["h e", ["h"]])") << "not two tokens";
    QTest::newRow("added token without id")
        << "added_tokens" << QByteArray(R"([{"content": "<x>"}])") << "an added token has no content or id";
}

void TestByteLevelBpeFiles::foreignTokenizerJsonIsRefused() {
    QFETCH(QString, key);
    QFETCH(QByteArray, value);
    QFETCH(QString, what);
    const QString scratch =
        m_tmp.filePath(QStringLiteral("json-") + QString::fromLatin1(QTest::currentDataTag()));
    QJsonObject root = tinyTokenizerJson(scratch);
    const QJsonValue v = QJsonDocument::fromJson("[" + value + "]").array().at(0);
    if (key.startsWith(QLatin1String("model."))) {
        QJsonObject model = root.value(QLatin1String("model")).toObject();
        model.insert(key.mid(6), v);
        root.insert(QStringLiteral("model"), model);
    } else {
        root.insert(key, v);
    }
    const QString path = scratch + QStringLiteral("/saved/tokenizer.json");
    test::writeBytes(path, QJsonDocument(root).toJson());
    for (const QString& source : {path, scratch + QStringLiteral("/saved")}) {
        const Expected<std::shared_ptr<const TextTokenizer>> t = loadTokenizer(source);
        QVERIFY(!t.ok());
        QVERIFY2(t.error().what.toString().contains(what), qPrintable(t.error().toString()));
        QVERIFY2(t.error().where.toString().contains(QLatin1String("tokenizer.json")),
                 qPrintable(t.error().toString()));
    }
}

QTEST_GUILESS_MAIN(TestByteLevelBpeFiles)
#include "test_byte_level_bpe_files.moc"
