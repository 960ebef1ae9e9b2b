#pragma once

#include <QString>

namespace hw {

// A moment the project recorded (ISO 8601, UTC) as people read it in a table: local time to the minute,
// "2026-12-06 23:10", which still sorts as text. Anything else is returned as it is.
QString timestampText(const QString& isoUtc);

} // namespace hw
