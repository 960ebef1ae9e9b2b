#include "core/util/expected.h"

namespace hw {

QString UserError::toString() const {
    QString text = what;
    if (!where.isEmpty())
        text += QStringLiteral(" (%1)").arg(where);
    if (!how.isEmpty())
        text += QStringLiteral(": %1").arg(how);
    return text;
}

} // namespace hw
