#include "core/corpus/record_fields.h"

#include <QJsonArray>

namespace hw {

bool splitDelimited(const QString& row, QChar delimiter, QStringList* fields) {
    fields->clear();
    QString field;
    bool quoted = false, wasQuoted = false;
    for (qsizetype i = 0; i < row.size(); ++i) {
        const QChar c = row[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < row.size() && row[i + 1] == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == delimiter) {
            *fields << field;
            field.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('"')) {
            if (!field.isEmpty() || wasQuoted)
                return false;
            quoted = wasQuoted = true;
        } else {
            if (wasQuoted)
                return false;
            field += c;
        }
    }
    if (quoted)
        return false;
    *fields << field;
    return true;
}

bool hasOpenQuote(const QString& row) {
    bool open = false;
    for (QChar c : row)
        if (c == QLatin1Char('"'))
            open = !open;
    return open;
}

QJsonValue valueAtPath(const QJsonObject& object, const QString& path) {
    QJsonValue v = object;
    for (const QString& key : path.split(QLatin1Char('.'))) {
        if (!v.isObject())
            return QJsonValue(QJsonValue::Undefined);
        v = v.toObject().value(key);
    }
    return v;
}

QString jsonText(const QJsonValue& v) {
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 15);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isArray()) {
        QStringList parts;
        for (const QJsonValue& item : v.toArray())
            parts << jsonText(item);
        return parts.join(QLatin1Char(','));
    }
    return QString();
}

} // namespace hw
