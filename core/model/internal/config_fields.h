#pragma once
// Core-internal: config.json fields read with their JSON types checked, shared by every model family's
// parser.

#include "core/util/expected.h"

#include <QJsonObject>
#include <QString>

#include <cmath>
#include <optional>

namespace hw {

inline UserError fieldError(const Text& where, const QString& field, const Text& what, const Text& how) {
    return {what, Text::tr("%1, field '%2'").arg(where).arg(field), how};
}

// Reads fields with their JSON types checked: a string, a fraction or a boolean where a whole number belongs
// is reported, never read as 0. Absent and null fields take the fallback. The first problem is kept.
class TypedFields {
public:
    TypedFields(const QJsonObject& json, const Text& where)
        : m_json(json)
        , m_where(where) {}

    int integer(const char* field, int fallback) {
        const QJsonValue value = m_json.value(QLatin1String(field));
        if (value.isUndefined() || value.isNull())
            return fallback;
        const double number = value.toDouble();
        if (!value.isDouble() || number != std::floor(number) || std::abs(number) > 2e9) {
            report(field, Text::tr("must be a whole number, not %1").arg(describe(value)));
            return fallback;
        }
        return int(number);
    }
    double real(const char* field, double fallback) {
        const QJsonValue value = m_json.value(QLatin1String(field));
        if (value.isUndefined() || value.isNull())
            return fallback;
        if (!value.isDouble()) {
            report(field, Text::tr("must be a number, not %1").arg(describe(value)));
            return fallback;
        }
        return value.toDouble();
    }
    bool boolean(const char* field, bool fallback) {
        const QJsonValue value = m_json.value(QLatin1String(field));
        if (value.isUndefined() || value.isNull())
            return fallback;
        if (!value.isBool()) {
            report(field, Text::tr("must be true or false, not %1").arg(describe(value)));
            return fallback;
        }
        return value.toBool();
    }
    QString text(const char* field, const QString& fallback) {
        const QJsonValue value = m_json.value(QLatin1String(field));
        if (value.isUndefined() || value.isNull())
            return fallback;
        if (!value.isString()) {
            report(field, Text::tr("must be a string, not %1").arg(describe(value)));
            return fallback;
        }
        return value.toString();
    }

    std::optional<UserError> problem;

private:
    // The value as the message names it; true, false and numbers as JSON writes them.
    static Text describe(const QJsonValue& value) {
        if (value.isString())
            return Text::tr("the string \"%1\"").arg(value.toString().left(40));
        if (value.isBool())
            return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        if (value.isDouble())
            return QString::number(value.toDouble(), 'g', 10);
        return value.isArray() ? Text::tr("a list") : Text::tr("an object");
    }
    void report(const char* field, const Text& what) {
        if (!problem)
            problem = fieldError(m_where, QString::fromLatin1(field), what, Text::tr("fix config.json"));
    }

    const QJsonObject& m_json;
    Text m_where;
};

} // namespace hw
