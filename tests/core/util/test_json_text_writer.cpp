// JSON text written straight into bytes must be what QJsonDocument writes for the same values, byte for byte:
// strings of every kind of character (escapes, controls, DEL, non-ASCII, pairs and lone surrogates) and
// integers across their range.
#include "core/util/json_text_writer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

#include <limits>

using namespace hw;

namespace {

// What QJsonDocument writes for a value: the inside of a one-element array.
QByteArray qtJson(const QJsonValue& value) {
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray written(QStringView text) {
    QByteArray out("prefix");
    appendJsonString(out, text);
    return out.mid(6);
}

// A unit from one of the ranges that escape or encode differently.
char16_t randomUnit(QRandomGenerator& rng) {
    switch (rng.bounded(8)) {
    case 0:
        return char16_t(rng.bounded(0x20)); // controls
    case 1:
        return u"\"\\/\x7f "[rng.bounded(5)]; // quote, backslash, slash, DEL, space
    case 2:
        return char16_t(0x20 + rng.bounded(0x60)); // printable ASCII
    case 3:
        return char16_t(0x80 + rng.bounded(0x780)); // two UTF-8 bytes
    case 4:
        return char16_t(0x800 + rng.bounded(0xd800 - 0x800)); // three bytes
    case 5:
        return char16_t(0xd800 + rng.bounded(0x400)); // high surrogate
    case 6:
        return char16_t(0xdc00 + rng.bounded(0x400)); // low surrogate
    default:
        return char16_t(0xe000 + rng.bounded(0x2000)); // three bytes, above the surrogates
    }
}

} // namespace

class TestJsonTextWriter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stringsAreWrittenAsQtWritesThem_data();
    void stringsAreWrittenAsQtWritesThem();
    void randomStringsAreWrittenAsQtWritesThem();
    void integersAreWrittenAsQtWritesThem();
};

void TestJsonTextWriter::stringsAreWrittenAsQtWritesThem_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("empty") << QString() << QByteArray(R"("")");
    QTest::newRow("word piece") << QStringLiteral("##ing") << QByteArray(R"("##ing")");
    QTest::newRow("escapes") << QStringLiteral("a\"b\\c\b\f\n\r\t/") << QByteArray(R"("a\"b\\c\b\f\n\r\t/")");
    QTest::newRow("controls") << QString(QChar(0x01)) + QChar(0x1f) + QChar(0x7f)
                              << QByteArray("\"\\u0001\\u001f\x7f\"");
    QTest::newRow("hangul") << QStringLiteral("한국어") << QStringLiteral("\"한국어\"").toUtf8();
    QTest::newRow("emoji") << QStringLiteral("😀") << QByteArray("\"\xf0\x9f\x98\x80\"");
    QTest::newRow("lone high at the end") << QString(QChar(0xd83d)) << QByteArray(R"("\ud83d")");
    QTest::newRow("lone low") << QString(QChar(0xde00)) + QLatin1Char('x') << QByteArray(R"("\ude00x")");
    QTest::newRow("two highs") << QString(QChar(0xd83d)) + QChar(0xd83d) + QChar(0xde00)
                               << QByteArray("\"\\ud83d\xf0\x9f\x98\x80\"");
}

void TestJsonTextWriter::stringsAreWrittenAsQtWritesThem() {
    QFETCH(QString, text);
    QFETCH(QByteArray, json);
    QCOMPARE(written(text), json);
    QCOMPARE(written(text), qtJson(text));
}

void TestJsonTextWriter::randomStringsAreWrittenAsQtWritesThem() {
    QRandomGenerator rng(20261207);
    int surrogates = 0;
    for (int i = 0; i < 20000; ++i) {
        QString text(int(rng.bounded(12)), Qt::Uninitialized);
        for (QChar& c : text) {
            c = QChar(randomUnit(rng));
            surrogates += c.isSurrogate();
        }
        QCOMPARE(written(text), qtJson(text));
    }
    QVERIFY(surrogates > 5000); // pairs and lone halves both occur
}

void TestJsonTextWriter::integersAreWrittenAsQtWritesThem() {
    const qint64 values[] = {0,
                             1,
                             -1,
                             9,
                             10,
                             101,
                             30521,
                             -32768,
                             2147483647,
                             -2147483648LL,
                             9007199254740992LL,
                             -9007199254740992LL};
    for (const qint64 value : values) {
        QByteArray out;
        appendJsonInteger(out, value);
        QCOMPARE(out, qtJson(value));
    }
}

QTEST_GUILESS_MAIN(TestJsonTextWriter)
#include "test_json_text_writer.moc"
