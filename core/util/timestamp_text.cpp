#include "core/util/timestamp_text.h"

#include <QDateTime>

namespace hw {

QString timestampText(const QString& isoUtc) {
    const QDateTime moment = QDateTime::fromString(isoUtc, Qt::ISODate);
    if (!moment.isValid())
        return isoUtc;
    return moment.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

} // namespace hw
