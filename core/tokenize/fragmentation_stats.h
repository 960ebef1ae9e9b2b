#pragma once

#include "core/tokenize/text_tokenizer.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace hw {

// [begin, end) of each whitespace-separated word of a text: the words fragmentation is measured against,
// the same for every tokenizer kind.
using WordSpans = std::vector<std::pair<int, int>>;
WordSpans whitespaceWordSpans(const QString& text);

// How finely a tokenizer cuts a corpus: the numbers that tell whether a domain needs its own vocabulary.
struct FragmentationStats {
    qint64 texts = 0;  // blank lines are not counted
    qint64 words = 0;  // whitespace-separated words, the same definition for every tokenizer kind
    qint64 tokens = 0; // pieces, special tokens excluded
    qint64 unknownTokens = 0;
    qint64 splitWords =
        0; // words cut into two or more pieces (punctuation attached to a word counts as a piece)

    double tokensPerWord() const { return words ? double(tokens) / double(words) : 0; }
    double unknownRate() const { return tokens ? double(unknownTokens) / double(tokens) : 0; }
    double splitShare() const { return words ? double(splitWords) / double(words) : 0; }

    // `encoding` is `text` encoded without special tokens (its offsets point into `text`).
    void add(const QString& text, const Encoding& encoding, int unkId);
    // The same, with the text's whitespaceWordSpans() already found.
    void add(const QString& text, const WordSpans& spans, const Encoding& encoding, int unkId);
    // Adds figures measured on other texts (another thread's share of a corpus).
    void merge(const FragmentationStats& other);
};

} // namespace hw
