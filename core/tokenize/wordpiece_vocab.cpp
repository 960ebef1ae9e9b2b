#include "core/tokenize/wordpiece_vocab.h"
#include "core/util/ordinary_files.h"

#include <QFile>
#include <QStringDecoder>

namespace hw {

Expected<WordPieceVocab> WordPieceVocab::readFile(const QString& path) {
    Expected<QByteArray> read = readOrdinaryFile(path, FileKind::Vocabulary);
    if (!read)
        return UserError{Text::tr("cannot read the vocabulary (%1)").arg(read.error().what), path,
                         Text::tr("give a vocab.txt with one token per line")};
    QByteArray bytes = std::move(read.value());
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    QList<QByteArray> rawLines = bytes.split('\n');
    if (!rawLines.isEmpty() && rawLines.last().isEmpty())
        rawLines.removeLast(); // the final newline ends the last entry
    QStringList lines;
    lines.reserve(rawLines.size());
    for (qsizetype i = 0; i < rawLines.size(); ++i) {
        QByteArray& raw = rawLines[i];
        if (raw.endsWith('\r'))
            raw.chop(1);
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        lines << decoder.decode(raw);
        if (decoder.hasError())
            return UserError{Text::tr("the vocabulary is not valid UTF-8"),
                             QStringLiteral("%1:%2").arg(path).arg(i + 1),
                             Text::tr("save vocab.txt as UTF-8")};
    }
    return fromTokens(lines, path);
}

Expected<WordPieceVocab> WordPieceVocab::fromTokens(const QStringList& tokens, const QString& where) {
    if (tokens.isEmpty())
        return UserError{Text::tr("the vocabulary is empty"), where,
                         Text::tr("give a vocab.txt with one token per line, including [UNK]")};
    WordPieceVocab vocab;
    vocab.m_tokens = tokens;
    vocab.m_ids.reserve(tokens.size());
    for (int i = 0; i < tokens.size(); ++i) {
        const QString& token = tokens[i];
        if (token.isEmpty())
            return UserError{Text::tr("the vocabulary has an empty entry"),
                             QStringLiteral("%1:%2").arg(where).arg(i + 1),
                             Text::tr("remove the empty line; every line must hold one token")};
        const auto existing = vocab.m_ids.constFind(token);
        if (existing != vocab.m_ids.constEnd())
            return UserError{Text::tr("token '%1' appears twice (lines %2 and %3)")
                                 .arg(token)
                                 .arg(existing.value() + 1)
                                 .arg(i + 1),
                             where, Text::tr("remove the duplicate; ids must be unique")};
        vocab.m_ids.insert(token, i);
        vocab.m_longestTokenChars = std::max(vocab.m_longestTokenChars, int(token.size()));
    }
    return vocab;
}

} // namespace hw
