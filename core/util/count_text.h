#pragma once

#include <QLocale>
#include <QString>

namespace hw {

// A count in as few characters as a chart's tick label affords: 950, 1.2k, 48.5k, 123k, 3.1M (three
// significant digits at most, trailing zeros dropped, the locale's decimal point).
QString compactCount(double value, const QLocale& locale = QLocale());

} // namespace hw
