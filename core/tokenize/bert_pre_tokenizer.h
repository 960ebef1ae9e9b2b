#pragma once

#include <QChar>
#include <QString>

#include <utility>
#include <vector>

namespace hw {

// transformers' BertNormalizer + BertPreTokenizer options.
struct BertNormalization {
    bool cleanText = true;          // drop control characters, map whitespace to a space
    bool handleChineseChars = true; // a CJK ideograph is a word of its own
    bool stripAccents = true;       // NFD, then drop non-spacing marks (Mn); decomposes Hangul into jamo
    bool lowercase = true;
};

// One pre-token: normalised text and the [begin, end) range it came from in the original string
// (UTF-16 indices, as QString counts).
struct PreToken {
    QString text;
    int begin = 0;
    int end = 0;
    // Source range of each UTF-16 unit of `text`, so sub-word pieces get exact offsets.
    std::vector<std::pair<int, int>> unitSource;
};

// Normalises `text` character by character (so every output character knows its source) and splits
// it on whitespace and around punctuation, exactly as Hugging Face tokenizers' Bert pipeline does.
std::vector<PreToken> bertPreTokenize(const QString& text, const BertNormalization& options,
                                      int offsetBase = 0);

// Unicode predicates with the definitions Hugging Face tokenizers uses: Rust's char::is_whitespace, and
// general categories as of Unicode 8.0 (bertCategory), where unassigned characters count as no category.
QChar::Category bertCategory(char32_t c);
bool isBertWhitespace(char32_t c);
bool isBertControl(char32_t c);
bool isBertPunctuation(char32_t c);
bool isCjkIdeograph(char32_t c);

} // namespace hw
