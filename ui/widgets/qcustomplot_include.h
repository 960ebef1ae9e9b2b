#pragma once

// qcustomplot.h is written with Qt's keyword macros (signals, slots, emit, foreach), which this project turns
// off (QT_NO_KEYWORDS); they are lent to it for the include only.
#define signals Q_SIGNALS
#define slots Q_SLOTS
#define emit Q_EMIT
#define foreach Q_FOREACH
#include <qcustomplot.h>
#undef signals
#undef slots
#undef emit
#undef foreach
