#include "core/util/shell_quote.h"

#include <algorithm>

namespace hw {

namespace {

bool plain(QChar c) {
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || QStringLiteral("_-+=.,/:@%").contains(c);
}

} // namespace

QString shellQuoted(const QString& word) {
    // A leading "=" is quoted too: zsh expands "=word" to the path of the command word.
    if (!word.isEmpty() && std::all_of(word.begin(), word.end(), plain) && word.front() != QLatin1Char('='))
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString shellCommand(const QStringList& words) {
    QStringList quoted;
    for (const QString& w : words)
        quoted << shellQuoted(w);
    return quoted.join(QLatin1Char(' '));
}

} // namespace hw
