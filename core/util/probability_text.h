#pragma once

#include <QLocale>
#include <QString>

namespace hw {

// A probability as people read it: three significant digits, so that a small vocabulary's spread stays
// readable (0.457, 0.0123, 0.00123), and scientific notation below 0.001 (4.56e-04) instead of 0.000.
// The CLI writes it in the C locale, the studio in the interface's.
QString probabilityText(double probability, const QLocale& locale = QLocale::c());

} // namespace hw
