// The JSONL fast path against QJsonDocument: every line it reads gives the strings Qt's parser gives, and a
// file read through CorpusReader gives the records and malformed-row reports of the QJsonDocument reading.
#include "core/corpus/corpus_reader.h"
#include "core/corpus/json_fields.h"
#include "core/corpus/record_fields.h"
#include "tests/support/file_helpers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace hw;
using hw::test::writeBytes;

namespace {

// What QJsonDocument gives for `paths` in `line`: nothing unless the line is an object and every path leads
// to a string.
std::optional<QStringList> qtStrings(const QByteArray& line, const QStringList& paths) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    QStringList out;
    for (const QString& path : paths) {
        const QJsonValue v = valueAtPath(doc.object(), path);
        if (!v.isString())
            return std::nullopt;
        out << v.toString();
    }
    return out;
}

// Random JSON-ish text: mostly valid objects, with every kind of escape, character and value, and the
// mistakes real files hold.
class LineMaker {
public:
    explicit LineMaker(quint32 seed)
        : m_rng(seed) {}

    QByteArray line() {
        QByteArray out = space() + object(0, true) + space();
        switch (m_rng.bounded(8)) {
        case 0:
            return mutate(out);
        default:
            return out;
        }
    }

private:
    int pick(int n) { return int(m_rng.bounded(n)); }

    QByteArray space() {
        static const char* const spaces[] = {"", "", "", " ", "\t", "  ", "\r", "\n", " \t\r\n"};
        return spaces[pick(9)];
    }

    QByteArray key() {
        static const char* const keys[] = {"text",
                                           "meta",
                                           "title",
                                           "label",
                                           "id",
                                           "t\\u0065xt",
                                           "te\\u0078t",
                                           "",
                                           "text ",
                                           "Text",
                                           "\\u0074ext",
                                           "m\\u00e9ta",
                                           "mé",
                                           "a",
                                           "b",
                                           "te.xt",
                                           "\xEF\xBB\xBFtext"};
        return '"' + QByteArray(keys[pick(17)]) + '"';
    }

    // Mostly text a JSON writer makes; now and then what QJsonDocument reads leniently or refuses.
    QByteArray stringBody() {
        static const char* const written[] = {"hello",
                                              " ",
                                              "world",
                                              "\\n",
                                              "\\\"",
                                              "\\\\",
                                              "\\/",
                                              "\\b",
                                              "\\f",
                                              "\\r",
                                              "\\t",
                                              "\\u00e9",
                                              "\\u00E9",
                                              "\\uAC00",
                                              "\\ud83d\\ude00",
                                              "\\uD83D\\uDE00",
                                              "\\ud83d",
                                              "\\ude00",
                                              "\\ude00\\ud83d",
                                              "\\u0000",
                                              "\\u001f",
                                              "\\uFEFF",
                                              "\\uffff",
                                              "é",
                                              "오늘",
                                              "行",
                                              "😀",
                                              "3.5%",
                                              "e\xCC\x81",
                                              "\\u0301",
                                              "Ａ",
                                              "ﬁ",
                                              "{\\\"a\\\":1}",
                                              "]}",
                                              "\x7f"};
        static const char* const unusual[] = {
            "\\x",  "\\a",          "\\u12",        "\\uZZZZ",          "\\'",          "\t",
            "\x01", "\xEF\xBB\xBF", "\xEF\xBF\xBE", "\xEF\xBF\xBF",     "\xEF\xB7\x90", "\xF0\x9F\xBF\xBF",
            "\x80", "\xC0\x80",     "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xE2\x82",     "\xFF",
            "\xC3"};
        QByteArray out;
        const int n = pick(6);
        for (int i = 0; i < n; ++i)
            out += pick(8) ? written[pick(int(std::size(written)))] : unusual[pick(int(std::size(unusual)))];
        return out;
    }

    QByteArray string() { return '"' + stringBody() + '"'; }

    QByteArray number() {
        if (pick(2))
            return QByteArray::number(pick(100000) - 50000) +
                   (pick(2) ? "" : "." + QByteArray::number(pick(1000)));
        static const char* const numbers[] = {"0",
                                              "-0",
                                              "7",
                                              "-12",
                                              "3.25",
                                              "1.0",
                                              "0.000",
                                              "1e5",
                                              "1E-3",
                                              "2e+2",
                                              "1e400",
                                              "01",
                                              "-",
                                              "1.",
                                              ".5",
                                              "+1",
                                              "1.5e",
                                              "123456789012345678901234567890",
                                              "9007199254740993",
                                              "-9223372036854775808",
                                              "0x10",
                                              "1_000"};
        return numbers[pick(int(std::size(numbers)))];
    }

    QByteArray value(int depth) {
        switch (pick(depth > 3 ? 6 : 9)) {
        case 0:
        case 1:
        case 2:
            return string();
        case 3:
            return number();
        case 4: {
            static const char* const literals[] = {"true", "false", "null", "nul", "True", "nulll"};
            return literals[pick(6)];
        }
        case 5:
            return string();
        case 6:
        case 7:
            return object(depth + 1, false);
        default: {
            QByteArray out = "[" + space();
            const int n = pick(4);
            for (int i = 0; i < n; ++i)
                out += (i ? "," + space() : QByteArray()) + value(depth + 1) + space();
            return out + "]";
        }
        }
    }

    QByteArray object(int depth, bool top) {
        QByteArray out = "{" + space();
        const int n = pick(top ? 5 : 3) + (top ? 1 : 0);
        for (int i = 0; i < n; ++i) {
            if (i)
                out += space() + "," + space();
            out += key() + space() + ":" + space() + value(depth);
        }
        if (top && pick(2))
            out += QByteArray(n ? "," : "") + "\"text\":" + string(); // the field usually asked for
        return out + space() + "}";
    }

    // The mistakes of a damaged file: a cut line, a stray or missing byte, garbage after the object.
    QByteArray mutate(QByteArray line) {
        switch (pick(6)) {
        case 0:
            return line.left(pick(int(line.size()) + 1));
        case 1:
            return line.remove(pick(int(line.size())), 1);
        case 2:
            return line.insert(pick(int(line.size()) + 1), "\",:{}[]\\x\x80"[pick(10)]);
        case 3:
            return line + (pick(2) ? "x" : "{}");
        case 4:
            return line.replace(",", ",,");
        default:
            return line.replace("}", ",}");
        }
    }

    QRandomGenerator m_rng;
};

const QList<QStringList>& pathSets() {
    static const QList<QStringList> sets = {{"text"},
                                            {"text", "label"},
                                            {"meta.title"},
                                            {"text", "meta.title", "meta.label"},
                                            {"meta.a.b"},
                                            {"title", "text"},
                                            {"text", "text"},
                                            {""},
                                            {"te.xt"},
                                            {"mé"},
                                            {"meta", "meta.title"}};
    return sets;
}

// The reader's records and reports of a JSONL file, beside what QJsonDocument makes of each line as the
// reader did before its fast path.
struct FileReading {
    QStringList texts;
    QList<QStringList> extras;
    QStringList utf8; // each record's bytes where the reader gave them
    qint64 malformed = 0;
    QStringList examples;
};

FileReading readWithReader(const QString& path, const CorpusReadOptions& options) {
    FileReading out;
    Expected<std::unique_ptr<CorpusReader>> reader = CorpusReader::open({path}, options);
    if (!reader)
        return out;
    CorpusRecord r;
    UserError error;
    while (reader.value()->next(&r, &error)) {
        out.texts << r.text;
        out.extras << r.extra;
        if (!r.utf8.isEmpty() && r.utf8 != r.text.toUtf8())
            out.utf8 << QStringLiteral("bytes of another text: %1").arg(r.text);
    }
    out.malformed = reader.value()->reports().value(0).malformedRows;
    for (const Text& example : reader.value()->reports().value(0).malformedExamples)
        out.examples << example.toString();
    return out;
}

FileReading readWithQt(const QString& path, const QList<QByteArray>& lines,
                       const CorpusReadOptions& options) {
    FileReading out;
    auto malformed = [&](int lineNumber, const QString& why) {
        ++out.malformed;
        if (out.examples.size() < 5)
            out.examples << QStringLiteral("%1:%2: %3").arg(path).arg(lineNumber).arg(why);
    };
    for (int i = 0; i < lines.size(); ++i) {
        // As LineSource hands a line over: valid UTF-8 as it is, else decoded with U+FFFD and encoded again.
        const QByteArray line = QByteArrayView(lines[i]).isValidUtf8() && !lines[i].startsWith("\xEF\xBB\xBF")
                                    ? lines[i]
                                    : QString::fromUtf8(lines[i]).toUtf8();
        if (QString::fromUtf8(line).trimmed().isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            malformed(i + 1, QStringLiteral("not a JSON object (%1)").arg(error.errorString()));
            continue;
        }
        QStringList parts;
        QString missing;
        for (const QString& field : options.textFields) {
            const QJsonValue v = valueAtPath(doc.object(), field);
            if (v.isUndefined() || v.isNull()) {
                missing = field;
                break;
            }
            parts << jsonText(v);
        }
        if (!missing.isNull()) {
            malformed(i + 1, QStringLiteral("no field '%1'").arg(missing));
            continue;
        }
        QStringList extra;
        for (const QString& field : options.extraFields)
            extra << jsonText(valueAtPath(doc.object(), field));
        out.texts << parts.join(options.fieldJoiner);
        out.extras << extra;
    }
    return out;
}

} // namespace

class TestJsonFields : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void commonRecordsTakeTheFastPath_data();
    void commonRecordsTakeTheFastPath();
    void declinedWhereQtDecidesOtherwise_data();
    void declinedWhereQtDecidesOtherwise();
    void generatedLinesAgreeWithQt_data();
    void generatedLinesAgreeWithQt();
    void readerGivesTheRecordsOfQtsReading();
    void splitOrCutTextKeepsNoStaleBytes_data();
    void splitOrCutTextKeepsNoStaleBytes();
};

void TestJsonFields::commonRecordsTakeTheFastPath_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QStringList>("paths");
    QTest::addColumn<QStringList>("expected");
    const QStringList text{"text"};
    QTest::newRow("plain") << QByteArray(R"({"id": 1, "text": "hello world"})") << text
                           << QStringList{"hello world"};
    QTest::newRow("korean") << QByteArray("{\"text\":\"오늘 너무 행복해\"}") << text
                            << QStringList{"오늘 너무 행복해"};
    QTest::newRow("escapes") << QByteArray(R"({"text":"a\"b\\c\/d\n\t\r\b\f"})") << text
                             << QStringList{"a\"b\\c/d\n\t\r\b\f"};
    QTest::newRow("unicode escapes") << QByteArray(R"({"text":"caf\u00e9 \uAC00 \ud83d\ude00"})") << text
                                     << QStringList{QString::fromUtf8("café 가 😀")};
    QTest::newRow("lone surrogate") << QByteArray(R"({"text":"x\ud800y"})") << text
                                    << QStringList{QStringLiteral("x") + QChar(0xD800) + QStringLiteral("y")};
    QTest::newRow("nested and skipped")
        << QByteArray(R"({"a":[1,-2.5,true,false,null,{"x":[[]]}],"meta":{"n":0,"title":"T"},"text":"x"})")
        << QStringList{"text", "meta.title"} << QStringList{"x", "T"};
    QTest::newRow("whitespace everywhere")
        << QByteArray(" \t{ \"text\" :\r\n \"y\" , \"z\" : [ ] } \r") << text << QStringList{"y"};
    QTest::newRow("duplicate key off the path")
        << QByteArray(R"({"id":1,"id":2,"text":"z"})") << text << QStringList{"z"};
    QTest::newRow("escaped key") << QByteArray(R"({"t\u0065xt":"k"})") << text << QStringList{"k"};
    QTest::newRow("empty") << QByteArray(R"({"text":""})") << text << QStringList{""};
}

void TestJsonFields::commonRecordsTakeTheFastPath() {
    QFETCH(QByteArray, line);
    QFETCH(QStringList, paths);
    QFETCH(QStringList, expected);
    const JsonFieldScanner scanner(paths);
    QStringList values;
    std::vector<QByteArrayView> raw;
    QVERIFY(scanner.read(line, &values, &raw));
    QCOMPARE(values, expected);
    QCOMPARE(qtStrings(line, paths), std::optional<QStringList>(expected));
    for (int i = 0; i < values.size(); ++i)
        if (raw[size_t(i)].data())
            QCOMPARE(raw[size_t(i)].toByteArray(), values[i].toUtf8());
}

void TestJsonFields::declinedWhereQtDecidesOtherwise_data() {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QStringList>("paths");
    const QStringList text{"text"};
    QTest::newRow("number") << QByteArray(R"({"text":12})") << text;
    QTest::newRow("null") << QByteArray(R"({"text":null})") << text;
    QTest::newRow("array") << QByteArray(R"({"text":["a","b"]})") << text;
    QTest::newRow("missing") << QByteArray(R"({"body":"a"})") << text;
    QTest::newRow("duplicate (Qt keeps the last)") << QByteArray(R"({"text":"a","text":"b"})") << text;
    QTest::newRow("duplicate parent") << QByteArray(R"({"m":{"t":"a"},"m":{"u":"b"}})") << QStringList{"m.t"};
    QTest::newRow("through a string") << QByteArray(R"({"m":"a"})") << QStringList{"m.t"};
    QTest::newRow("not an object") << QByteArray(R"(["text"])") << text;
    QTest::newRow("truncated") << QByteArray(R"({"text":"abc)") << text;
    QTest::newRow("trailing comma") << QByteArray(R"({"text":"a",})") << text;
    QTest::newRow("garbage after") << QByteArray(R"({"text":"a"} x)") << text;
    QTest::newRow("unknown escape") << QByteArray(R"({"text":"\q"})") << text;
    QTest::newRow("short unicode escape") << QByteArray(R"({"text":"\u12"})") << text;
    QTest::newRow("control character") << QByteArray("{\"text\":\"a\x01\"}") << text;
    QTest::newRow("invalid UTF-8") << QByteArray("{\"text\":\"a\xC0\x80\"}") << text;
    QTest::newRow("exponent") << QByteArray(R"({"n":1e400,"text":"a"})") << text;
    QTest::newRow("leading zero") << QByteArray(R"({"n":01,"text":"a"})") << text;
}

void TestJsonFields::declinedWhereQtDecidesOtherwise() {
    QFETCH(QByteArray, line);
    QFETCH(QStringList, paths);
    QStringList values;
    QVERIFY(!JsonFieldScanner(paths).read(line, &values));
}

void TestJsonFields::generatedLinesAgreeWithQt_data() {
    QTest::addColumn<JsonUtf8>("utf8");
    QTest::newRow("checking UTF-8") << JsonUtf8::Check;
    QTest::newRow("valid UTF-8 lines, not checked again") << JsonUtf8::Trusted;
    QTest::newRow("values left undecoded and unchecked") << JsonUtf8::LeaveUndecodedToCaller;
}

void TestJsonFields::generatedLinesAgreeWithQt() {
    QFETCH(JsonUtf8, utf8);
    const bool leftToCaller = utf8 == JsonUtf8::LeaveUndecodedToCaller;
    LineMaker maker(20261206);
    QVector<JsonFieldScanner> scanners;
    for (const QStringList& paths : pathSets())
        scanners.append(JsonFieldScanner(paths));
    int fast = 0, qtOnly = 0, invalidLeftToCaller = 0;
    for (int n = 0; n < 40000; ++n) {
        const QByteArray line = maker.line();
        // Trusted: only what LineSource::nextUtf8() can hand over.
        if (utf8 == JsonUtf8::Trusted && !QByteArrayView(line).isValidUtf8())
            continue;
        // Left to the caller: the answer for the line as LineSource::nextUtf8() would hand it over.
        const QByteArray asRead =
            leftToCaller && !QByteArrayView(line).isValidUtf8() ? QString::fromUtf8(line).toUtf8() : line;
        for (int s = 0; s < scanners.size(); ++s) {
            const QStringList& paths = pathSets()[s];
            QStringList values;
            std::vector<QByteArrayView> raw;
            const std::optional<QStringList> qt = qtStrings(asRead, paths);
            const uint64_t undecoded = leftToCaller ? ~uint64_t(0) : 0;
            if (!scanners[s].read(line, &values, &raw, utf8, undecoded)) {
                qtOnly += qt.has_value();
                continue;
            }
            ++fast;
            const QByteArray what =
                "line " + line.toPercentEncoding(" {}[]\":,") + " paths " + paths.join('|').toUtf8();
            QVERIFY2(qt.has_value(), what.constData());
            QByteArray checked = line; // the line less the bytes left to the caller
            for (int i = 0; i < values.size(); ++i) {
                const QByteArrayView bytes = raw[size_t(i)];
                if (bytes.data() && leftToCaller) {
                    QVERIFY2(values[i].isNull(), what.constData());
                    values[i] = QString::fromUtf8(bytes); // as the caller decodes them
                    invalidLeftToCaller += !bytes.isValidUtf8();
                    const qsizetype at = bytes.data() - line.constData();
                    checked.replace(at, bytes.size(), QByteArray(bytes.size(), 'x'));
                } else if (bytes.data()) {
                    QVERIFY2(bytes.toByteArray() == values[i].toUtf8(), what.constData());
                }
            }
            QVERIFY2(values == *qt, what.constData());
            QVERIFY2(QByteArrayView(checked).isValidUtf8(), what.constData());
        }
    }
    // Both kinds happen: the comparison above is not vacuous, and the fast path leaves cases to Qt.
    qInfo("%d readings by the fast path, %d left to QJsonDocument that it reads", fast, qtOnly);
    QVERIFY2(fast > 5000, qPrintable(QString::number(fast)));
    QVERIFY2(qtOnly > 1000, qPrintable(QString::number(qtOnly)));
    if (leftToCaller) // and text that is not UTF-8 comes undecoded, to be decoded as its whole line would be
        QVERIFY2(invalidLeftToCaller > 100, qPrintable(QString::number(invalidLeftToCaller)));
}

void TestJsonFields::readerGivesTheRecordsOfQtsReading() {
    QTemporaryDir tmp;
    LineMaker maker(7);
    QList<QByteArray> lines;
    for (int n = 0; n < 3000; ++n)
        lines << (n % 97 == 0 ? QByteArray(" \t") : maker.line().replace('\n', ' ').replace('\r', ' '));
    const QString path = tmp.filePath("mixed.jsonl");
    writeBytes(path, lines.join('\n') + '\n');
    const QList<std::pair<QStringList, QStringList>> fieldSets = {
        {{"text"}, {}},
        {{"text"}, {"label", "meta.title"}},
        {{"title", "text"}, {"id"}},
        {{"meta.title"}, {"text"}},
    };
    for (const auto& [textFields, extraFields] : fieldSets) {
        CorpusReadOptions options;
        options.format = CorpusFormat::Jsonl;
        options.textFields = textFields;
        options.extraFields = extraFields;
        const FileReading got = readWithReader(path, options);
        const FileReading want = readWithQt(path, lines, options);
        QVERIFY(!want.texts.isEmpty());
        QCOMPARE(got.texts, want.texts);
        QCOMPARE(got.extras, want.extras);
        QCOMPARE(got.utf8, QStringList());
        QCOMPARE(got.malformed, want.malformed);
        QCOMPARE(got.examples, want.examples);
    }
}

void TestJsonFields::splitOrCutTextKeepsNoStaleBytes_data() {
    QTest::addColumn<bool>("split");
    QTest::newRow("split") << true;
    QTest::newRow("cut") << false;
}

// A record's bytes stand for its whole text: once the text is split or cut, they must not be handed on.
void TestJsonFields::splitOrCutTextKeepsNoStaleBytes() {
    QFETCH(bool, split);
    QTemporaryDir tmp;
    const QByteArray longText = QByteArray("Sentence one is here. ").repeated(20);
    writeBytes(tmp.filePath("long.jsonl"), "{\"text\": \"" + longText + "\"}\n{\"text\": \"short\"}\n");
    CorpusReadOptions options;
    options.format = CorpusFormat::Jsonl;
    options.maxLineBytes = 100;
    options.splitLongText = split;
    Expected<std::unique_ptr<CorpusReader>> reader =
        CorpusReader::open({tmp.filePath("long.jsonl")}, options);
    QVERIFY(reader);
    CorpusRecord r;
    UserError error;
    QStringList texts;
    while (reader.value()->next(&r, &error)) {
        texts << r.text;
        QVERIFY2(r.utf8.isEmpty() || r.utf8 == r.text.toUtf8(), qPrintable(r.text));
    }
    QVERIFY2(split ? texts.size() > 3 : texts.size() == 2, qPrintable(texts.join('|')));
    QCOMPARE(texts.last(), QStringLiteral("short"));
}

QTEST_GUILESS_MAIN(TestJsonFields)
#include "test_json_fields.moc"
