#pragma once

#include "core/util/expected.h"

#include <QByteArray>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hw {

// Normalised code points, each with the span [begin, end) of the original text's code points it stands for,
// as tokenizers' NormalizedString aligns them.
struct AlignedText {
    std::vector<char32_t> chars;
    std::vector<std::pair<int, int>> spans;

    void clear() {
        chars.clear();
        spans.clear();
    }
    void push(char32_t c, std::pair<int, int> span) {
        chars.push_back(c);
        spans.push_back(span);
    }
    int size() const { return int(chars.size()); }
};

// The normaliser a SentencePiece model carries: a precompiled character map (a double-array trie over UTF-8
// keys, and the replacements they lead to), applied as Hugging Face tokenizers' Precompiled normaliser
// applies it. A grapheme cluster shorter than 6 bytes is looked up whole, and the replacement of the shortest
// prefix with one stands for all of it (so "Ａ" and an accent after it become "A"); any other cluster is
// looked up code point by code point. Alignments follow tokenizers' transformations, quirks included: a code
// point the map deletes at the very start shifts the spans of those after it.
class PrecompiledNormalizer {
public:
    PrecompiledNormalizer() = default; // normalises nothing
    static Expected<PrecompiledNormalizer> fromCharsmap(const QByteArray& charsmap, const QString& where);

    bool isEmpty() const { return m_trie.empty(); }
    const QByteArray& charsmap() const { return m_charsmap; }
    // Normalises code points text[0, size), which begin at code point `origin` of the original text.
    void normalize(const char32_t* text, int size, int origin, AlignedText& out) const;

private:
    // The replacement of the shortest prefix of the UTF-8 `key` the map has one for; false if none.
    bool replacementOf(const uint8_t* key, int length, std::u32string* out) const;
    // The replacement of one code point; `key` is scratch space.
    bool replacementOf(char32_t c, std::vector<uint8_t>& key, std::u32string* out) const;

    QByteArray m_charsmap;
    std::vector<uint32_t> m_trie;
    QByteArray m_replacements; // NUL-terminated UTF-8 strings the trie's values point into
    std::vector<std::u32string> m_asciiReplacements;
    std::vector<bool> m_asciiReplaced;
};

} // namespace hw
