#pragma once

#include "tokenize/text_tokenizer.h"

#include <QStringList>

namespace hw {

// How finely a tokenizer cuts a corpus: the numbers that tell whether a domain needs its own vocabulary.
struct FragmentationStats {
    qint64 texts = 0;
    qint64 words = 0;  // pre-tokenised words
    qint64 tokens = 0; // pieces, special tokens excluded
    qint64 unknownTokens = 0;
    qint64 splitWords = 0; // words cut into two or more pieces

    double tokensPerWord() const { return words ? double(tokens) / double(words) : 0; }
    double unknownRate() const { return tokens ? double(unknownTokens) / double(tokens) : 0; }
    double splitShare() const { return words ? double(splitWords) / double(words) : 0; }

    void add(const Encoding& encoding, int unkId);
};

} // namespace hw
