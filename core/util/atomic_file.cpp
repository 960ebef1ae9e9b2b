#include "util/atomic_file.h"

#include <QSaveFile>

namespace hw {

Expected<bool> writeFileAtomically(const QString& path, const QByteArray& data) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return UserError{QStringLiteral("cannot write file"), path, file.errorString()};
    if (file.write(data) != data.size())
        return UserError{QStringLiteral("cannot write file"), path, file.errorString()};
    if (!file.commit())
        return UserError{QStringLiteral("cannot save file"), path, file.errorString()};
    return true;
}

} // namespace hw
