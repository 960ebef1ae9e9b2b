#include "core/util/json_numbers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <iterator>

#include <cmath>

namespace hw {

std::optional<qint64> jsonWholeNumber(const QJsonValue& value) {
    constexpr double kLargestExact = 9007199254740992.0; // 2^53
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (!(std::abs(d) <= kLargestExact) || d != std::floor(d))
        return std::nullopt;
    return qint64(d);
}

std::optional<quint64> jsonCount(const QJsonValue& value) {
    const std::optional<qint64> n = jsonWholeNumber(value);
    if (!n || *n < 0)
        return std::nullopt;
    return quint64(*n);
}

namespace {

QByteArray numberText(const QJsonValue& value, bool fraction) {
    const double d = value.toDouble();
    QByteArray text = QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
    if (fraction && std::isfinite(d) && !text.contains('.') && !text.contains('e'))
        text += ".0";
    return text;
}

QByteArray stringText(const QString& s) {
    const QByteArray wrapped = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2); // without the array's brackets
}

struct JsonWriter {
    const QSet<QString>& fractionKeys;
    QByteArray out;

    void value(const QJsonValue& v, int depth, bool fraction);
    void object(const QJsonObject& o, int depth);
    void array(const QJsonArray& a, int depth, bool fraction);
    void indent(int depth) { out += QByteArray(4 * depth, ' '); }
};

void JsonWriter::object(const QJsonObject& o, int depth) {
    if (o.isEmpty()) {
        out += "{}";
        return;
    }
    out += "{\n";
    for (auto it = o.begin(); it != o.end(); ++it) {
        indent(depth + 1);
        out += stringText(it.key()) + ": ";
        value(it.value(), depth + 1, fractionKeys.contains(it.key()));
        out += std::next(it) == o.end() ? "\n" : ",\n";
    }
    indent(depth);
    out += '}';
}

void JsonWriter::array(const QJsonArray& a, int depth, bool fraction) {
    if (a.isEmpty()) {
        out += "[]";
        return;
    }
    out += "[\n";
    for (qsizetype i = 0; i < a.size(); ++i) {
        indent(depth + 1);
        value(a.at(i), depth + 1, fraction);
        out += i + 1 == a.size() ? "\n" : ",\n";
    }
    indent(depth);
    out += ']';
}

void JsonWriter::value(const QJsonValue& v, int depth, bool fraction) {
    switch (v.type()) {
    case QJsonValue::Object:
        object(v.toObject(), depth);
        return;
    case QJsonValue::Array:
        array(v.toArray(), depth, fraction);
        return;
    case QJsonValue::String:
        out += stringText(v.toString());
        return;
    case QJsonValue::Double:
        out += numberText(v, fraction);
        return;
    case QJsonValue::Bool:
        out += v.toBool() ? "true" : "false";
        return;
    default:
        out += "null";
    }
}

} // namespace

QByteArray jsonTextWithFractions(const QJsonObject& object, const QSet<QString>& fractionKeys) {
    JsonWriter writer{fractionKeys, {}};
    writer.object(object, 0);
    return writer.out + '\n';
}

} // namespace hw
