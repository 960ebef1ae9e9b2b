#include "core/util/byte_size.h"

#include <QRegularExpression>

#include <cmath>

namespace hw {

std::optional<qint64> parseByteSize(const QString& text) {
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([kKMGT]i?B|B)?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double number = match.captured(1).toDouble();
    const QString unit = match.captured(2).toUpper();
    double scale = 1;
    if (!unit.isEmpty() && unit != QLatin1String("B")) {
        const double base = unit.contains(QLatin1Char('I')) ? 1024.0 : 1000.0;
        const int power = int(QStringLiteral("KMGT").indexOf(unit.front())) + 1;
        scale = std::pow(base, power);
    }
    const double bytes = std::floor(number * scale);
    if (!(bytes >= 1) || bytes > 9e18)
        return std::nullopt;
    return qint64(bytes);
}

} // namespace hw
