#include "core/util/count_text.h"

#include <cmath>

namespace hw {

QString compactCount(double value, const QLocale& locale) {
    const double magnitude = std::abs(value);
    struct Unit {
        double size;
        const char* suffix;
    };
    for (const Unit unit : {Unit{1e9, "G"}, Unit{1e6, "M"}, Unit{1e3, "k"}}) {
        // 999,600 would round to "1000k": from 999.5 of a unit on, it is the next one.
        if (magnitude >= unit.size * 0.9995) {
            const double scaled = std::abs(value / unit.size);
            const int decimals = scaled < 9.995 ? 2 : scaled < 99.95 ? 1 : 0;
            QString text = locale.toString(value / unit.size, 'f', decimals);
            if (decimals > 0) { // 1.20k is 1.2k, 2.00k is 2k
                while (text.endsWith(locale.zeroDigit()))
                    text.chop(locale.zeroDigit().size());
                if (text.endsWith(locale.decimalPoint()))
                    text.chop(locale.decimalPoint().size());
            }
            return text + QLatin1String(unit.suffix);
        }
    }
    return locale.toString(qint64(std::llround(value)));
}

} // namespace hw
