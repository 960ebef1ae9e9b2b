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
    QByteArrayView bytes = read.value();
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes = bytes.sliced(3);
    // The whole file decoded at once; a line is checked on its own only to name it when the file is not
    // UTF-8.
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        qsizetype line = 0;
        for (QByteArrayView rest = bytes; !rest.isEmpty(); ++line) {
            const qsizetype end = rest.indexOf('\n');
            QStringDecoder lineDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            (void)QString(lineDecoder.decode(end < 0 ? rest : rest.first(end)));
            if (lineDecoder.hasError())
                break;
            rest = end < 0 ? QByteArrayView() : rest.sliced(end + 1);
        }
        return UserError{Text::tr("the vocabulary is not valid UTF-8"),
                         QStringLiteral("%1:%2").arg(path).arg(line + 1),
                         Text::tr("save vocab.txt as UTF-8")};
    }
    QStringList lines;
    lines.reserve(text.count(QLatin1Char('\n')) + 1);
    for (QStringView rest = text; !rest.isEmpty();) {
        const qsizetype end = rest.indexOf(QLatin1Char('\n'));
        QStringView line = end < 0 ? rest : rest.first(end);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        lines << line.toString();
        rest = end < 0 ? QStringView() : rest.sliced(end + 1); // the final newline ends the last entry
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
        const qsizetype before = vocab.m_ids.size();
        int& id = vocab.m_ids[token]; // one lookup: a token seen before keeps its id
        if (vocab.m_ids.size() == before)
            return UserError{
                Text::tr("token '%1' appears twice (lines %2 and %3)").arg(token).arg(id + 1).arg(i + 1),
                where, Text::tr("remove the duplicate; ids must be unique")};
        id = i;
        vocab.m_longestTokenChars = std::max(vocab.m_longestTokenChars, int(token.size()));
    }
    return vocab;
}

} // namespace hw
