#include "core/util/score_text.h"

#include <cmath>

namespace hw {

QString scoreText(double value, const QLocale& locale) {
    return locale.toString(value, 'f', 3);
}

QString scoreSpreadText(double mean, double std, const QLocale& locale) {
    return QStringLiteral("%1 ± %2").arg(scoreText(mean, locale), scoreText(std, locale));
}

QString scoreDifferenceText(double difference, const QLocale& locale) {
    const QString magnitude = scoreText(std::abs(difference), locale);
    // A difference that rounds to nothing reads as +0.000, never as -0.000.
    const bool negative = difference < 0 && magnitude != scoreText(0.0, locale);
    return (negative ? locale.negativeSign() : locale.positiveSign()) + magnitude;
}

} // namespace hw
