#include "core/tokenize/domain_terms.h"

#include "core/tokenize/byte_level_pre_tokenizer.h"
#include "core/tokenize/corpus_lines.h"

#include <QHash>

#include <algorithm>
#include <functional>

namespace hw {

namespace {

// Counts a word per visit over the corpus lines; refuses a corpus with no text.
Expected<QHash<QString, qint64>>
countWords(const QStringList& corpusFiles, JobContext* context,
           const std::function<void(const QString&, QHash<QString, qint64>&)>& count) {
    QHash<QString, qint64> counts;
    Expected<qint64> lines = forEachCorpusLine(corpusFiles, context, Text::tr("counting words"),
                                               [&](const QString& line) { count(line, counts); });
    if (!lines)
        return lines.error();
    if (lines.value() == 0)
        return UserError{Text::tr("the corpus holds no text"), corpusFiles.join(QStringLiteral(", ")),
                         Text::tr("give UTF-8 text files with at least one non-empty line")};
    return counts;
}

// Terms seen at least `minFrequency` times that split into two or more pieces, ranked by the pieces they
// would save (frequency x (pieces - 1)), ties by word.
QVector<DomainTerm> rankedTerms(const QHash<QString, qint64>& counts, int minFrequency,
                                const std::function<DomainTerm(const QString& key)>& termOf) {
    QVector<DomainTerm> terms;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() < minFrequency)
            continue;
        DomainTerm term = termOf(it.key());
        if (term.pieces.size() < 2)
            continue; // whole already, or unknown characters that no mean of pieces can represent
        term.frequency = it.value();
        terms.append(term);
    }
    std::sort(terms.begin(), terms.end(), [](const DomainTerm& a, const DomainTerm& b) {
        const qint64 sa = a.frequency * (a.pieces.size() - 1), sb = b.frequency * (b.pieces.size() - 1);
        return sa != sb ? sa > sb : a.word < b.word;
    });
    return terms;
}

bool isWordOfLetters(const QString& text) {
    if (text.isEmpty())
        return false;
    for (char32_t c : text.toUcs4())
        if (classify(c) != CharClass::Letter)
            return false;
    return true;
}

// The pieces BPE cuts the bytes of a word into today.
QStringList byteLevelPieces(const ByteLevelBpeTokenizer& tokenizer, const QByteArray& bytes) {
    std::vector<BpePiece> pieces;
    BpeScratch scratch;
    tokenizer.model().mergeWord(reinterpret_cast<const uint8_t*>(bytes.constData()), int(bytes.size()),
                                pieces, scratch);
    QStringList tokens;
    for (const BpePiece& piece : pieces)
        tokens << tokenizer.model().tokenAt(piece.id);
    return tokens;
}

DomainTerm byteLevelTermOf(const ByteLevelBpeTokenizer& tokenizer, const QString& word) {
    const QByteArray bytes = (QStringLiteral(" ") + word).toUtf8();
    return {word, 0, byteLevelPieces(tokenizer, bytes), byteLevelString(bytes)};
}

// Each word of letters in `text` as the tokenizer normalises and pre-tokenizes it, without the space before
// it; `visit` is called once per word.
void forEachByteLevelWord(const ByteLevelBpeTokenizer& tokenizer, const QString& text,
                          const std::function<void(const QString& word)>& visit) {
    const Encoding e = tokenizer.segment(text, 0);
    for (int i = 0; i < e.size();) {
        int end = i + 1;
        while (end < e.size() && e.wordIds[size_t(end)] == e.wordIds[size_t(i)])
            ++end;
        bool special = false;
        QString joined;
        for (int k = i; k < end; ++k) {
            special = special || e.specialTokensMask[size_t(k)] ||
                      e.ids[size_t(k)] >= tokenizer.model().size() ||
                      tokenizer.model().tokenAt(e.ids[size_t(k)]) != e.tokens[k];
            joined += e.tokens[k];
        }
        i = end;
        if (special)
            continue; // an added token, not a word of the model's
        QString word = QString::fromUtf8(byteLevelBytes(joined));
        if (word.startsWith(QLatin1Char(' ')))
            word.remove(0, 1);
        if (isWordOfLetters(word))
            visit(word);
    }
}

} // namespace

Expected<QVector<DomainTerm>> rankDomainTerms(const WordPieceTokenizer& tokenizer,
                                              const QStringList& corpusFiles, int minFrequency,
                                              JobContext* context) {
    Expected<QHash<QString, qint64>> counts =
        countWords(corpusFiles, context, [&](const QString& line, QHash<QString, qint64>& into) {
            for (const PreToken& t : bertPreTokenize(line, tokenizer.options().normalization))
                ++into[t.text];
        });
    if (!counts)
        return counts.error();
    return rankedTerms(counts.value(), minFrequency, [&](const QString& word) {
        if (tokenizer.vocab().contains(word))
            return DomainTerm{word, 0, {word}, word};
        return DomainTerm{word, 0, tokenizer.wordPieces(word), word};
    });
}

Expected<QVector<DomainTerm>> rankDomainTerms(const ByteLevelBpeTokenizer& tokenizer,
                                              const QStringList& corpusFiles, int minFrequency,
                                              JobContext* context) {
    Expected<QHash<QString, qint64>> counts =
        countWords(corpusFiles, context, [&](const QString& line, QHash<QString, qint64>& into) {
            forEachByteLevelWord(tokenizer, line, [&](const QString& word) { ++into[word]; });
        });
    if (!counts)
        return counts.error();
    return rankedTerms(counts.value(), minFrequency,
                       [&](const QString& word) { return byteLevelTermOf(tokenizer, word); });
}

Expected<DomainTerm> byteLevelDomainTerm(const ByteLevelBpeTokenizer& tokenizer, const QString& text) {
    QStringList words;
    bool other = false;
    const QString spaced = QStringLiteral(" ") + text.trimmed();
    forEachByteLevelWord(tokenizer, spaced, [&](const QString& word) { words << word; });
    // Anything besides one word of letters (digits, punctuation, a second word) is a piece the walk skipped.
    const Encoding whole = tokenizer.segment(spaced, 0);
    if (!whole.wordIds.empty())
        other = whole.wordIds.front() != whole.wordIds.back();
    if (words.size() != 1 || other)
        return UserError{Text::tr("'%1' is not one word of letters for this tokenizer").arg(text),
                         Text::setting(QStringLiteral("token")),
                         Text::tr("give single words of letters; a byte-level BPE tokenizer cuts digits, "
                                  "punctuation and spaces apart from letters")};
    return byteLevelTermOf(tokenizer, words.front());
}

} // namespace hw
