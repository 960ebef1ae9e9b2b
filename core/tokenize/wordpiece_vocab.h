#pragma once

#include "core/util/expected.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace hw {

// vocab.txt: one token per line, the line number is the id.
class WordPieceVocab {
public:
    static Expected<WordPieceVocab> readFile(const QString& path);
    static Expected<WordPieceVocab> fromTokens(const QStringList& tokens, const QString& where);

    int size() const { return int(m_tokens.size()); }
    int idOf(const QString& token) const { return m_ids.value(token, -1); }
    bool contains(const QString& token) const { return m_ids.contains(token); }
    const QString& tokenAt(int id) const { return m_tokens.at(id); }
    const QStringList& tokens() const { return m_tokens; }
    int longestTokenChars() const { return m_longestTokenChars; } // in UTF-16 units, prefix included

private:
    QStringList m_tokens;
    QHash<QString, int> m_ids;
    int m_longestTokenChars = 0;
};

} // namespace hw
