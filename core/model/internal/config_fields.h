#pragma once
// Core-internal: config.json fields read with their JSON types checked, shared by every model family's
// parser.

#include "core/util/expected.h"

#include <QJsonObject>
#include <QString>

#include <cmath>
#include <optional>

namespace hw {

inline UserError fieldError(const QString& where, const QString& field, const QString& what,
                            const QString& how) {
    return {what, QStringLiteral("%1, field '%2'").arg(where, field), how};
}

// Reads fields with their JSON types checked: a string, a fraction or a boolean where a whole number belongs
// is reported, never read as 0. Absent and null fields take the fallback. The first problem is kept.
class TypedFields {
public:
    TypedFields(const QJsonObject& json, const QString& where)
        : m_json(json)
        , m_where(where) {}

    int integer(const char* field, int fallback) {
        const QJsonValue value = m_json.value(QLatin1String(field));
        if (value.isUndefined() || value.isNull())
            return fallback;
        const double number = value.toDouble();
        if (!value.isDouble() || number != std::floor(number) || std::abs(number) > 2e9) {
            report(field, QStringLiteral("must be a whole number, not %1").arg(describe(value)));
            return fallback;
        }
        return int(number);
    }
    double real(const char* field, double fallback) {
        const QJsonValue value = m_json.value(QLatin1String(field));
        if (value.isUndefined() || value.isNull())
            return fallback;
        if (!value.isDouble()) {
            report(field, QStringLiteral("must be a number, not %1").arg(describe(value)));
            return fallback;
        }
        return value.toDouble();
    }
    bool boolean(const char* field, bool fallback) {
        const QJsonValue value = m_json.value(QLatin1String(field));
        if (value.isUndefined() || value.isNull())
            return fallback;
        if (!value.isBool()) {
            report(field, QStringLiteral("must be true or false, not %1").arg(describe(value)));
            return fallback;
        }
        return value.toBool();
    }
    QString text(const char* field, const QString& fallback) {
        const QJsonValue value = m_json.value(QLatin1String(field));
        if (value.isUndefined() || value.isNull())
            return fallback;
        if (!value.isString()) {
            report(field, QStringLiteral("must be a string, not %1").arg(describe(value)));
            return fallback;
        }
        return value.toString();
    }

    std::optional<UserError> problem;

private:
    static QString describe(const QJsonValue& value) {
        if (value.isString())
            return QStringLiteral("the string \"%1\"").arg(value.toString().left(40));
        if (value.isBool())
            return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        if (value.isDouble())
            return QString::number(value.toDouble(), 'g', 10);
        return value.isArray() ? QStringLiteral("a list") : QStringLiteral("an object");
    }
    void report(const char* field, const QString& what) {
        if (!problem)
            problem =
                fieldError(m_where, QString::fromLatin1(field), what, QStringLiteral("fix config.json"));
    }

    const QJsonObject& m_json;
    QString m_where;
};

} // namespace hw
