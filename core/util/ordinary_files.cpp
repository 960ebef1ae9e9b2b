#include "core/util/ordinary_files.h"

#include <QDir>

#include <sys/stat.h>

namespace hw {

Expected<bool> requireOrdinaryFiles(const QString& directory, const QStringList& names) {
    const QDir dir(directory);
    for (const QString& name : names) {
        const QString path = dir.filePath(name);
        struct stat status {};
        // stat follows links: a link to a pipe is refused like the pipe.
        if (::stat(QFile::encodeName(path).constData(), &status) != 0)
            continue;
        if (!S_ISREG(status.st_mode))
            return UserError{Text::tr("%1 is not an ordinary file").arg(name), path,
                             Text::tr("replace it with the file itself (pipes, sockets and devices are "
                                      "not read)")};
    }
    return true;
}

} // namespace hw
