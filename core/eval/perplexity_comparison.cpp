#include "core/eval/perplexity_comparison.h"

#include "core/tokenize/text_tokenizer.h"

#include <QCryptographicHash>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace hw {

TokenizerIdentity tokenizerIdentity(const TextTokenizer& tokenizer) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (int id = 0; id < tokenizer.vocabSize(); ++id) {
        hash.addData(tokenizer.tokenAt(id).toUtf8());
        hash.addData(QByteArrayView("\n", 1)); // a separator no token holds
    }
    return {tokenizer.kind(), tokenizer.vocabSize(), hash.result(),
            QCryptographicHash::hash(tokenizer.segmentationSettings(), QCryptographicHash::Sha256)};
}

double bitsPerCharacter(double lossPerToken, qint64 maskedTokens, qint64 maskedCharacters) {
    return maskedCharacters > 0
               ? lossPerToken * double(maskedTokens) / std::log(2.0) / double(maskedCharacters)
               : 0.0;
}

QVector<int> tokenCharacterCounts(const TextTokenizer& tokenizer) {
    const QStringList specials = tokenizer.specials().all();
    QVector<int> counts(tokenizer.vocabSize(), 0);
    for (int id = 0; id < tokenizer.vocabSize(); ++id) {
        const QString token = tokenizer.tokenAt(id);
        if (id == tokenizer.unkId()) {
            counts[id] = 1;
            continue;
        }
        if (specials.contains(token))
            continue;
        counts[id] = std::max(0, tokenSurfaceCharacters(tokenizer, token));
    }
    return counts;
}

bool shareOneTokenizer(const QVector<TokenizerIdentity>& tokenizers) {
    for (const TokenizerIdentity& t : tokenizers)
        if (!(t == tokenizers.first()))
            return false;
    return true;
}

Text perplexityComparisonNote(const QVector<TokenizerIdentity>& tokenizers) {
    if (shareOneTokenizer(tokenizers))
        return tokenizers.size() > 1 ? Text::tr("Every model shares one tokenizer and is scored on the same "
                                                "masked tokens; lower is better.")
                                     : Text::tr("Lower is better.");
    const bool oneVocabulary =
        std::all_of(tokenizers.begin(), tokenizers.end(),
                    [&](const TokenizerIdentity& t) { return t.sameVocabulary(tokenizers.first()); });
    if (oneVocabulary)
        return Text::tr(
                   "These models share a vocabulary of %1 tokens but cut text differently (e.g. one "
                   "lower-cases it), so each is scored on its own masked tokens and their perplexities are "
                   "not comparable: compare their bits per character (lower is better) instead.")
            .arg(tokenizers.first().vocabularySize);
    QStringList sizes;
    for (const TokenizerIdentity& t : tokenizers)
        sizes << QString::number(t.vocabularySize);
    return Text::tr("These models do not share a tokenizer (vocabularies of %1 tokens), so each is scored on "
                    "its own masked tokens and their perplexities are not comparable: compare their bits per "
                    "character (lower is better) instead.")
        .arg(sizes.join(QStringLiteral(", ")));
}

} // namespace hw
