#pragma once

#include <QChar>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace hw {

// The fields of one record of a structured corpus file: a CSV/TSV row split as RFC 4180 reads it, and a JSON
// value found at a dotted path, as text.

// RFC 4180: fields separated by `delimiter`, optionally quoted, "" inside quotes is a quote.
// Returns false for a malformed row (text after a closing quote, a quote inside an unquoted field).
bool splitDelimited(const QString& row, QChar delimiter, QStringList* fields);
// True while a row has an open quote, i.e. a quoted field runs on to the next line.
bool hasOpenQuote(const QString& row);
// The value at "meta.title" in `object`; undefined where the path leads nowhere.
QJsonValue valueAtPath(const QJsonObject& object, const QString& path);
// A JSON value as a record's text: strings as they are, numbers and booleans written out, arrays joined by
// ",".
QString jsonText(const QJsonValue& v);

} // namespace hw
