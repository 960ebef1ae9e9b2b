#pragma once

#include <QByteArray>
#include <QString>

namespace hw::test {

// SHA-256 of a file's bytes, to prove a refused file was left untouched.
QByteArray fileDigest(const QString& path);
void writeBytes(const QString& path, const QByteArray& bytes);
QString fixturesDir();
// A CSV (text,label) of `rows` messages labelled in turn with the bert-classifier fixture's labels.
void writeClassifierMessages(const QString& path, int rows);

} // namespace hw::test
