#include "core/util/expected.h"

namespace hw {

UserError UserError::cancellation() {
    UserError error{Text::tr("cancelled"), Text(), Text()};
    error.cancelled = true;
    return error;
}

QString UserError::render(const TextStyle& style) const {
    QString text = what.render(style);
    const QString place = where.render(style);
    if (!place.isEmpty())
        text += QStringLiteral(" (%1)").arg(place);
    const QString fix = how.render(style);
    if (!fix.isEmpty())
        text += QStringLiteral(": %1").arg(fix);
    return text;
}

} // namespace hw
