#include "core/tokenize/domain_terms.h"

#include "core/tokenize/corpus_lines.h"

#include <QHash>

#include <algorithm>

namespace hw {

Expected<QVector<DomainTerm>> rankDomainTerms(const WordPieceTokenizer& tokenizer,
                                              const QStringList& corpusFiles, int minFrequency,
                                              JobContext* context) {
    QHash<QString, qint64> counts;
    Expected<qint64> lines =
        forEachCorpusLine(corpusFiles, context, Text::tr("counting words"), [&](const QString& line) {
            for (const PreToken& t : bertPreTokenize(line, tokenizer.options().normalization))
                ++counts[t.text];
        });
    if (!lines)
        return lines.error();
    if (lines.value() == 0)
        return UserError{Text::tr("the corpus holds no text"), corpusFiles.join(QStringLiteral(", ")),
                         Text::tr("give UTF-8 text files with at least one non-empty line")};
    QVector<DomainTerm> terms;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() < minFrequency || tokenizer.vocab().contains(it.key()))
            continue;
        const QStringList pieces = tokenizer.wordPieces(it.key());
        if (pieces.size() < 2)
            continue; // whole already, or unknown characters that no mean of pieces can represent
        terms.append({it.key(), it.value(), pieces});
    }
    std::sort(terms.begin(), terms.end(), [](const DomainTerm& a, const DomainTerm& b) {
        const qint64 sa = a.frequency * (a.pieces.size() - 1), sb = b.frequency * (b.pieces.size() - 1);
        return sa != sb ? sa > sb : a.word < b.word;
    });
    return terms;
}

} // namespace hw
