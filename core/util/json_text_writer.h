#pragma once

#include <QByteArray>
#include <QStringView>

namespace hw {

// JSON text written straight into bytes, for output made a line at a time in bulk (`tokenize --json` writes a
// line per text): a QJsonObject builds a tree of values per line, which costs several times the encoding it
// describes. Strings are escaped as QJsonDocument escapes them, so the text is the same byte for byte.

// The most bytes writeJsonString writes for a text of `units` UTF-16 units: \uXXXX for each, and the quotes.
constexpr qsizetype jsonStringBound(qsizetype units) {
    return 6 * units + 2;
}
constexpr qsizetype kJsonIntegerBound = 20; // "-9223372036854775808"

// Each writes at `out`, which has room for the bound above, and returns the end of what it wrote.
char* writeJsonString(char* out, QStringView text);
char* writeJsonInteger(char* out, qint64 value);

void appendJsonString(QByteArray& out, QStringView text);
void appendJsonInteger(QByteArray& out, qint64 value);

} // namespace hw
