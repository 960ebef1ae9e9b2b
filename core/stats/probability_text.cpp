#include "core/stats/probability_text.h"

#include <algorithm>
#include <cmath>

namespace hw {

QString probabilityText(double p) {
    if (!std::isfinite(p))
        return QString::number(p);
    if (p == 0)
        return QStringLiteral("0");
    if (std::abs(p) < 0.001)
        return QString::number(p, 'e', 2);
    // Decimals that leave 3 significant digits, trailing zeros kept so a column of figures lines up.
    const int magnitude = int(std::floor(std::log10(std::abs(p))));
    const QString rounded = QString::number(p, 'f', std::max(0, 2 - magnitude));
    // Rounding can carry into the next power of ten (0.09996 -> 0.1000): one digit fewer then.
    const int rounds = int(std::floor(std::log10(std::abs(rounded.toDouble()))));
    return rounds == magnitude ? rounded : QString::number(p, 'f', std::max(0, 2 - rounds));
}

} // namespace hw
