#pragma once

#include <QString>
#include <QStringList>

namespace hw {

// `word` as one word of a POSIX shell (bash, sh) command line: left as it is when it holds only characters no
// shell treats specially, else in single quotes, each single quote written as '\''. Spaces, quotes, $, `, \,
// globs, newlines and non-ASCII text all come back unchanged from the shell.
QString shellQuoted(const QString& word);

// The words quoted and joined by spaces.
QString shellCommand(const QStringList& words);

} // namespace hw
