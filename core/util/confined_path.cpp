#include "core/util/confined_path.h"

#include <QDir>

namespace hw {

Expected<QString> pathInside(const QString& folder, const QString& relative, const Text& namedBy) {
    const QString root = QDir::cleanPath(QDir(folder).absolutePath());
    const QString joined = QDir::cleanPath(root + QLatin1Char('/') + relative);
    if (relative.isEmpty() || QDir::isAbsolutePath(relative) || !joined.startsWith(root + QLatin1Char('/')))
        return UserError{Text::tr("'%1' names a file outside its folder %2").arg(relative, root), namedBy,
                         Text::tr("only files inside the folder are read; the file may have been "
                                  "tampered with, so get it again from its source")};
    return joined;
}

} // namespace hw
