// Whole numbers read from JSON: only values a double holds exactly are taken; the rest give nothing instead
// of an undefined cast.
#include "core/util/json_numbers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>

using namespace hw;

namespace {

QJsonValue parsed(const char* number) {
    return QJsonDocument::fromJson(QByteArray("{\"n\": ") + number + "}").object().value(QLatin1String("n"));
}

} // namespace

class TestJsonNumbers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wholeNumbers_data();
    void wholeNumbers();
    void infinityAndNaNAreNotWhole();
    void fractionsStayFractionsWhenWritten();
};

void TestJsonNumbers::wholeNumbers_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("whole");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<bool>("count");
    QTest::newRow("zero") << QByteArray("0") << true << qint64(0) << true;
    QTest::newRow("a step") << QByteArray("1200") << true << qint64(1200) << true;
    QTest::newRow("exponent form") << QByteArray("4e3") << true << qint64(4000) << true;
    QTest::newRow("2^53") << QByteArray("9007199254740992") << true << qint64(9007199254740992) << true;
    QTest::newRow("negative") << QByteArray("-3") << true << qint64(-3) << false;
    QTest::newRow("beyond 2^53") << QByteArray("18014398509481988") << false << qint64(0) << false;
    QTest::newRow("beyond 2^64") << QByteArray("1e30") << false << qint64(0) << false;
    QTest::newRow("far below") << QByteArray("-1e300") << false << qint64(0) << false;
    QTest::newRow("fraction") << QByteArray("4.5") << false << qint64(0) << false;
    QTest::newRow("string") << QByteArray("\"7\"") << false << qint64(0) << false;
    QTest::newRow("null") << QByteArray("null") << false << qint64(0) << false;
    QTest::newRow("boolean") << QByteArray("true") << false << qint64(0) << false;
}

void TestJsonNumbers::wholeNumbers() {
    QFETCH(QByteArray, json);
    QFETCH(bool, whole);
    QFETCH(qint64, value);
    QFETCH(bool, count);
    const QJsonValue v = parsed(json.constData());
    const std::optional<qint64> n = jsonWholeNumber(v);
    QCOMPARE(n.has_value(), whole);
    if (whole)
        QCOMPARE(*n, value);
    const std::optional<quint64> c = jsonCount(v);
    QCOMPARE(c.has_value(), count);
    if (count)
        QCOMPARE(qint64(*c), value);
}

// Not JSON's own (a document cannot spell them), but a QJsonValue built in code can hold them.
void TestJsonNumbers::infinityAndNaNAreNotWhole() {
    QVERIFY(!jsonWholeNumber(QJsonValue(std::numeric_limits<double>::infinity())));
    QVERIFY(!jsonWholeNumber(QJsonValue(-std::numeric_limits<double>::infinity())));
    QVERIFY(!jsonWholeNumber(QJsonValue(std::numeric_limits<double>::quiet_NaN())));
}

// transformers refuses "initializer_cutoff_factor": 2 where a float belongs; the text reads back the same.
void TestJsonNumbers::fractionsStayFractionsWhenWritten() {
    const QByteArray source =
        "{\"cutoff\": 2.0, \"layers\": 12, \"eps\": 1e-12, \"rate\": 0.1, \"name\": \"a\\\"b\", "
        "\"list\": [1, 2.5, true, null], \"nested\": {\"theta\": 160000.0}, \"empty\": {}}";
    const QJsonObject object = QJsonDocument::fromJson(source).object();
    QJsonObject built = object;
    built.insert(QStringLiteral("inserted"), 0.0);
    const QByteArray text = jsonTextWithFractions(built, {QStringLiteral("cutoff"), QStringLiteral("theta"),
                                                          QStringLiteral("inserted"), QStringLiteral("eps"),
                                                          QStringLiteral("list")});
    QVERIFY2(text.contains("\"cutoff\": 2.0"), text.constData());
    QVERIFY2(text.contains("\"layers\": 12,"), text.constData()); // not named: as QJsonDocument writes it
    QVERIFY2(text.contains("1.0,"), text.constData());            // in a named list
    QVERIFY2(text.contains("\"theta\": 160000.0"), text.constData());
    QVERIFY2(text.contains("\"inserted\": 0.0"), text.constData());
    QVERIFY2(text.contains("1e-12"), text.constData());
    QJsonParseError error;
    const QJsonObject back = QJsonDocument::fromJson(text, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(back.toVariantMap(), built.toVariantMap());
}

QTEST_APPLESS_MAIN(TestJsonNumbers)
#include "test_json_numbers.moc"
