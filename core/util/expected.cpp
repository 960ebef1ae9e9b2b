#include "core/util/expected.h"

namespace hw {

UserError UserError::cancellation() {
    UserError error{Text::tr("cancelled"), Text(), Text()};
    error.cancelled = true;
    return error;
}

Text UserError::text() const {
    if (where.isEmpty() && how.isEmpty())
        return what;
    if (how.isEmpty())
        return Text(QStringLiteral("%1 (%2)")).arg(what).arg(where);
    if (where.isEmpty())
        return Text(QStringLiteral("%1: %2")).arg(what).arg(how);
    return Text(QStringLiteral("%1 (%2): %3")).arg(what).arg(where).arg(how);
}

} // namespace hw
