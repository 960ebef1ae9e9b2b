#include "system/process_memory.h"

#include <QFile>

#include <unistd.h>

namespace hw {

qint64 residentMemoryBytes() {
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    if (fields.size() < 2)
        return 0;
    return fields[1].toLongLong() * qint64(sysconf(_SC_PAGESIZE)); // the second field: resident pages
}

} // namespace hw
