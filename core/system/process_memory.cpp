#include "core/system/process_memory.h"

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

qint64 systemMemoryBytes() {
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (!meminfo.open(QIODevice::ReadOnly))
        return 0;
    // /proc files report no size, so they are read whole rather than line by line until atEnd().
    for (const QByteArray& line : meminfo.readAll().split('\n'))
        if (line.startsWith("MemTotal:")) // "MemTotal:       24567890 kB"
            return line.mid(9).trimmed().split(' ').value(0).toLongLong() * 1024;
    return 0;
}

} // namespace hw
