#include "support/file_helpers.h"

#include <QCryptographicHash>
#include <QFile>

namespace hw::test {

QByteArray fileDigest(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
}

QString fixturesDir() {
    return QStringLiteral(HEADWATER_FIXTURES_DIR);
}

} // namespace hw::test
