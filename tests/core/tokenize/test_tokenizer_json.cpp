// tokenizer.json and vocab.json read by the cursor give what QJsonDocument gives reading them whole: the same
// document and the same vocabulary, scores and merges, whatever escapes, characters and numbers they hold;
// and files the cursor cannot be certain of (duplicate keys, exponents, unusual escapes, a byte order mark)
// are read whole.
#include "core/tokenize/tokenizer_json.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace hw;

namespace {

JsonVocabEntries sorted(JsonVocabEntries entries) {
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return entries;
}

// A model with the given members between the usual parts of a tokenizer.json.
QByteArray tokenizerJson(const QByteArray& modelMembers) {
    return R"({"version": "1.0", "added_tokens": [{"id": 0, "content": "<s>", "special": true}],
  "normalizer": null, "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": false},
  "model": {"type": "BPE", "dropout": null, )" +
           modelMembers + R"(, "unk_token": null}, "decoder": {"type": "ByteLevel"}})";
}

} // namespace

class TokenizerJsonTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QByteArray& bytes, const QString& name = QStringLiteral("tokenizer.json")) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    // Reads the file both ways into *read and compares everything they give.
    static void readAlike(const QString& path, TokenizerJson* read) {
        const Expected<TokenizerJson> cursor = readTokenizerJson(path), whole = readTokenizerJsonWhole(path);
        QVERIFY2(cursor, qPrintable(cursor ? QString() : cursor.error().what.toString()));
        QVERIFY(whole);
        const TokenizerJson &a = cursor.value(), &b = whole.value();
        *read = a;
        QCOMPARE_EQ(a.root, b.root);
        QCOMPARE_EQ(sorted(a.vocab), sorted(b.vocab));
        QCOMPARE_EQ(a.scoredVocab.size(), b.scoredVocab.size());
        for (size_t i = 0; i < a.scoredVocab.size(); ++i) {
            QCOMPARE_EQ(bool(a.scoredVocab[i]), bool(b.scoredVocab[i]));
            if (!a.scoredVocab[i])
                continue;
            QCOMPARE_EQ(a.scoredVocab[i]->first, b.scoredVocab[i]->first);
            QCOMPARE_EQ(a.scoredVocab[i]->second, b.scoredVocab[i]->second);
            QCOMPARE_EQ(std::signbit(a.scoredVocab[i]->second), std::signbit(b.scoredVocab[i]->second));
        }
        QCOMPARE_EQ(a.merges.size(), b.merges.size());
        for (size_t i = 0; i < a.merges.size(); ++i) {
            QCOMPARE_EQ(a.merges[i].leftSize, b.merges[i].leftSize);
            if (a.merges[i].leftSize >= 0)
                QCOMPARE_EQ(a.merges[i].joined, b.merges[i].joined);
        }
    }

private Q_SLOTS:
    void readsAsQJsonDocument_data() {
        QTest::addColumn<QByteArray>("model");
        QTest::addColumn<bool>("byCursor");
        QTest::newRow("string merges")
            << QByteArray(R"("vocab": {"a": 0, "b": 1, "ab": 2, "\u0120": 3, "\u0120ab": 4},
                 "merges": ["a b", "\u0120 ab"])")
            << true;
        QTest::newRow("paired merges, one with a space in a token")
            << QByteArray(R"("vocab": {"a": 0, "b c": 1, "ab c": 2}, "merges": [["a", "b c"]])") << true;
        QTest::newRow("escapes and characters of every length")
            << QByteArray("\"vocab\": {\"\\\"q\\\\\": 0, \"\\n\\t\\/\": 1, \"\xc3\xa9\xea\xb0\x80\": 2, "
                          "\"\\ud83d\\ude00\": 3, \"\xf0\x9f\x98\x81\": 4, \"\\u0000\": 5, \"\": 6},"
                          " \"merges\": [\"\\u0041 b\", [\"\xea\xb0\x80\", \"\\u00e9\"]]")
            << true;
        QTest::newRow("merges that are not two tokens")
            << QByteArray(R"("vocab": {"a": 0}, "merges": ["a", "a  b", "a b c", " a", ["a"], ["a", 1], 7,
                 {"a": "b"}, null, ["a", "b", "c"]])")
            << true;
        QTest::newRow("ids that are not whole numbers up to nine digits")
            << QByteArray(R"("vocab": {"a": 1.0, "b": "2"}, "merges": [])") << false;
        QTest::newRow("an id of ten digits") << QByteArray(R"("vocab": {"a": 1234567890})") << false;
        QTest::newRow("negative and large ids")
            << QByteArray(R"("vocab": {"a": -1, "b": 123456789, "c": -0}, "merges": [])") << true;
        QTest::newRow("a key twice") << QByteArray(R"("vocab": {"a": 0, "b": 1, "a": 2}, "merges": [])")
                                     << false;
        QTest::newRow("vocab twice") << QByteArray(R"("vocab": {"a": 0}, "vocab": {"b": 0})") << false;
        QTest::newRow("an escaped key naming the vocabulary")
            << QByteArray(R"("voc\u0061b": {"a": 0, "b": 1}, "merges": ["a b"])") << true;
        QTest::newRow("scores")
            << QByteArray(R"("vocab": [["a", -0], ["b", -0.0], ["c", 0.1], ["d", -12.345678901234567],
                 ["e", 123456789012345678901], ["f", 9007199254740993], ["g", 5], ["h"], ["i", "1"], 3,
                 ["j", 1, 2]])")
            << true;
        QTest::newRow("a score with an exponent") << QByteArray(R"("vocab": [["a", 1e-5]])") << false;
        QTest::newRow("an unusual escape") << QByteArray(R"("vocab": {"\x": 0})") << false;
        QTest::newRow("a control character") << QByteArray("\"vocab\": {\"a\tb\": 0}") << false;
        QTest::newRow("a noncharacter") << QByteArray("\"vocab\": {\"\xef\xbf\xbe\": 0}") << false;
        // QJsonDocument drops a byte order mark that begins a string without escapes, and keeps any other.
        QTest::newRow("a key that begins with a byte order mark")
            << QByteArray("\"vocab\": {\"\xEF\xBB\xBFz\": 0, \"b\": 1}") << false;
        QTest::newRow("the same key twice, once after a byte order mark")
            << QByteArray("\"vocab\": {\"z\": 0, \"\xEF\xBB\xBFz\": 1}") << false;
        QTest::newRow("a merge that begins with a byte order mark")
            << QByteArray("\"vocab\": {\"z\": 0}, \"merges\": [\"\xEF\xBB\xBFz y\"]") << false;
        QTest::newRow("a byte order mark inside a key, and escaped")
            << QByteArray("\"vocab\": {\"z\xEF\xBB\xBF\": 0, \"\\uFEFFb\": 1}") << true;
        QTest::newRow("no vocabulary") << QByteArray(R"("other": [1, {"x": [true, false, null]}])") << true;
        QTest::newRow("a vocabulary of another kind") << QByteArray(R"("vocab": "a")") << false;
    }
    void readsAsQJsonDocument() {
        QFETCH(QByteArray, model);
        QFETCH(bool, byCursor);
        TokenizerJson json;
        readAlike(write(tokenizerJson(model)), &json);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(json.readByCursor, byCursor);
        QCOMPARE(json.modelType(), QStringLiteral("BPE"));
        QVERIFY(!json.model().contains(QLatin1String("vocab")));
        QVERIFY(!json.model().contains(QLatin1String("merges")));
        QCOMPARE(json.root.value(QLatin1String("added_tokens")).toArray().size(), 1);
    }

    void readsWhatTheListsHold() {
        TokenizerJson json;
        readAlike(
            write(tokenizerJson(
                R"("vocab": {"a": 0, "\u00e9": 1, "a\u00e9": 2}, "merges": ["a \u00e9", ["a", "b"], "ab"])")),
            &json);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(json.readByCursor);
        const JsonVocabEntries expected = {
            {QStringLiteral("a"), 0}, {QStringLiteral("\u00e9"), 1}, {QStringLiteral("a\u00e9"), 2}};
        QCOMPARE(json.vocab, expected); // in the file's order
        QCOMPARE(json.merges.size(), size_t(3));
        QCOMPARE(json.merges[0].left(), QStringLiteral("a"));
        QCOMPARE(json.merges[0].right(), QStringLiteral("\u00e9"));
        QCOMPARE(json.merges[1].joined, QStringLiteral("ab"));
        QCOMPARE(json.merges[1].leftSize, qsizetype(1));
        QCOMPARE(json.merges[2].leftSize, qsizetype(-1));
    }

    void aByteOrderMarkIsLeftToQJsonDocument() {
        TokenizerJson json;
        readAlike(write("\xEF\xBB\xBF" + tokenizerJson(R"("vocab": {"a": 0})")), &json);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!json.readByCursor);
        QCOMPARE(json.vocab.size(), size_t(1));
    }

    void brokenFilesAreRefusedAlike_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("cut short") << tokenizerJson(R"("vocab": {"a": 0})").chopped(3);
        QTest::newRow("a trailing comma") << tokenizerJson(R"("vocab": {"a": 0,})");
        QTest::newRow("not an object") << QByteArray("[1, 2]");
        QTest::newRow("text after the object") << tokenizerJson(R"("vocab": {"a": 0})") + " x";
        QTest::newRow("invalid UTF-8") << tokenizerJson("\"vocab\": {\"\xff\": 0}");
    }
    void brokenFilesAreRefusedAlike() {
        QFETCH(QByteArray, bytes);
        const QString path = write(bytes);
        const Expected<TokenizerJson> cursor = readTokenizerJson(path), whole = readTokenizerJsonWhole(path);
        QVERIFY(!cursor);
        QVERIFY(!whole);
        QCOMPARE(cursor.error().what.toString(), whole.error().what.toString());
        QCOMPARE(cursor.error().where.toString(), whole.error().where.toString());
    }

    void vocabJsonReadsAsQJsonDocument_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("plain") << QByteArray(R"({"a": 0, "\u0120b": 1, "\u00e9": 2})");
        QTest::newRow("a key twice") << QByteArray(R"({"a": 0, "a": 1})");
        QTest::newRow("a fraction") << QByteArray(R"({"a": 0.0, "b": 1})");
        QTest::newRow("with a byte order mark") << QByteArray("\xEF\xBB\xBF{\"a\": 0}");
        QTest::newRow("a key that begins with one") << QByteArray("{\"\xEF\xBB\xBFz\": 0, \"b\": 1}");
    }
    void vocabJsonReadsAsQJsonDocument() {
        QFETCH(QByteArray, bytes);
        const Expected<JsonVocabEntries> read = readVocabJson(write(bytes, QStringLiteral("vocab.json")));
        QVERIFY(read);
        QJsonDocument document =
            QJsonDocument::fromJson(bytes.startsWith("\xEF\xBB\xBF") ? bytes.sliced(3) : bytes);
        JsonVocabEntries expected;
        const QJsonObject object = document.object();
        for (auto it = object.begin(); it != object.end(); ++it)
            expected.emplace_back(it.key(), qint64(it.value().toDouble()));
        QCOMPARE(sorted(read.value()), sorted(expected));
    }
};

QTEST_GUILESS_MAIN(TokenizerJsonTest)
#include "test_tokenizer_json.moc"
