#pragma once

#include <QByteArray>
#include <QStringView>

namespace hw {

// JSON text written straight into bytes, for output made a line at a time in bulk (`tokenize --json` writes a
// line per text): a QJsonObject builds a tree of values per line, which costs several times the encoding it
// describes. Strings are escaped as QJsonDocument escapes them, so the text is the same byte for byte.
void appendJsonString(QByteArray& out, QStringView text);
void appendJsonInteger(QByteArray& out, qint64 value);

} // namespace hw
