#pragma once

#include "core/util/text.h"

#include <QVector>

namespace hw {

class TextTokenizer;

// What tells two models' tokenizers apart for perplexity: the kind, the vocabulary, token by token in id
// order, and how text is cut (TextTokenizer::segmentationSettings, e.g. lower-casing). Models whose
// tokenizers match split a text into the same tokens and, with the same seed, are scored on the same masked
// tokens; otherwise each is scored on its own tokens.
struct TokenizerIdentity {
    QString kind;
    int vocabularySize = 0;
    QByteArray digest;   // of the vocabulary's tokens in id order
    QByteArray settings; // digest of the segmentation settings

    bool sameVocabulary(const TokenizerIdentity& other) const {
        return kind == other.kind && vocabularySize == other.vocabularySize && digest == other.digest;
    }
    bool operator==(const TokenizerIdentity& other) const {
        return sameVocabulary(other) && settings == other.settings;
    }
};

TokenizerIdentity tokenizerIdentity(const TextTokenizer& tokenizer);

// Bits per character, the figure that compares across tokenizers (defined here once): the masked tokens'
// total negative log-likelihood in bits (their mean loss in nats × their count / ln 2) over the characters
// those masked tokens spell (tokenCharacterCounts). Each model spends its bits on masked text of the same
// corpus, so the figure is per unit of text, not per token of one vocabulary. The characters are those of the
// tokenizer's normalised text (e.g. lower-cased), whitespace excluded.
double bitsPerCharacter(double lossPerToken, qint64 maskedTokens, qint64 maskedCharacters);
// The characters each vocabulary token spells: a WordPiece continuation without its "##", a SentencePiece
// piece without its "▁" word marker, special tokens none, the unknown token one (its text is not kept).
QVector<int> tokenCharacterCounts(const TextTokenizer& tokenizer);

// Whether every scored model shares one tokenizer (true for one model or none).
bool shareOneTokenizer(const QVector<TokenizerIdentity>& tokenizers);

// What the compared perplexities may be read as: with one tokenizer, the same masked tokens for every model,
// lower better; otherwise that a perplexity per token of different tokenizers is not comparable (each model
// predicts other tokens, of other lengths, from another vocabulary), naming the vocabulary sizes, and that
// bits per character compare. The CLI's `evaluate` and the studio's Perplexity tab both say this.
Text perplexityComparisonNote(const QVector<TokenizerIdentity>& tokenizers);

} // namespace hw
