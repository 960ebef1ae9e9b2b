#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>

#include <optional>

namespace hw {

// JSON numbers arrive as doubles. A count, step, size or offset must be a whole number that a double holds
// exactly (magnitude up to 2^53); anything else (a fraction, 1e300, a string) gives nothing, because casting
// it to an integer would be wrong or undefined.
std::optional<qint64> jsonWholeNumber(const QJsonValue& value);

// The same, limited to numbers >= 0.
std::optional<quint64> jsonCount(const QJsonValue& value);

// The object as indented JSON text in which the numbers under `fractionKeys` (at any depth) are written as
// fractions: QJsonDocument writes 2.0 as "2", which transformers' configs refuse where a float field belongs
// (initializer_cutoff_factor, rope_theta); a parsed QJsonValue no longer knows it was "2.0".
QByteArray jsonTextWithFractions(const QJsonObject& object, const QSet<QString>& fractionKeys);

} // namespace hw
