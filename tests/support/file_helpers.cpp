#include "tests/support/file_helpers.h"

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

void writeClassifierMessages(const QString& path, int rows) {
    const char* const labels[] = {"joy", "anger", "sadness", "fear", "surprise"}; // the fixture's id2label
    QByteArray csv = "text,label\n";
    for (int i = 0; i < rows; ++i)
        csv += "message number " + QByteArray::number(i) + " about the weather and the match," +
               labels[i % 5] + "\n";
    writeBytes(path, csv);
}

} // namespace hw::test
