#include "core/util/probability_text.h"

#include <cmath>

namespace hw {

QString probabilityText(double probability, const QLocale& locale) {
    if (probability == 0 || !std::isfinite(probability))
        return locale.toString(probability, 'f', 0);
    if (std::abs(probability) < 1e-3)
        return locale.toString(probability, 'e', 2);
    // Decimals for three significant digits, and at least three (1 prints as 1.000, as probabilities did).
    const int decimals = std::max(3, 2 - int(std::floor(std::log10(std::abs(probability)))));
    return locale.toString(probability, 'f', decimals);
}

} // namespace hw
