#pragma once

#include <QJsonValue>

#include <optional>

namespace hw {

// JSON numbers arrive as doubles. A count, step, size or offset must be a whole number that a double holds
// exactly (magnitude up to 2^53); anything else (a fraction, 1e300, a string) gives nothing, because casting
// it to an integer would be wrong or undefined.
std::optional<qint64> jsonWholeNumber(const QJsonValue& value);

// The same, limited to numbers >= 0.
std::optional<quint64> jsonCount(const QJsonValue& value);

} // namespace hw
