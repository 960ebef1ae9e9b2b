#include "core/util/json_numbers.h"

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

} // namespace hw
