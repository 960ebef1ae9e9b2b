#include "core/tokenize/precompiled_normalizer.h"

#include "core/tokenize/grapheme_clusters.h"
#include "core/util/byte_writing.h"

#include <QUtf8StringView>

#include <algorithm>

namespace hw {

namespace {

// A unit of the double array (SentencePiece's Darts-clone trie), read as spm_precompiled reads it.
bool hasLeaf(uint64_t unit) {
    return (unit >> 8) & 1;
}
uint64_t valueOf(uint64_t unit) {
    return unit & ((uint64_t(1) << 31) - 1);
}
uint64_t labelOf(uint64_t unit) {
    return unit & ((uint64_t(1) << 31) | 0xFF);
}
uint64_t offsetOf(uint64_t unit) {
    return (unit >> 10) << ((unit & (uint64_t(1) << 9)) >> 6);
}

int utf8Length(char32_t c) {
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

void appendUtf8(char32_t c, std::vector<uint8_t>& out) {
    char bytes[4];
    out.insert(out.end(), bytes, writeUtf8(bytes, c));
}

// A replacement from the map, whose strings were checked to be UTF-8 when it was read.
void decodeUtf8(const uint8_t* s, qsizetype size, std::u32string* out) {
    out->clear();
    for (qsizetype i = 0; i < size;) {
        const uint8_t lead = s[i];
        const int length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        char32_t c = length == 1 ? lead : length == 2 ? lead & 0x1F : length == 3 ? lead & 0x0F : lead & 0x07;
        for (int k = 1; k < length && i + k < size; ++k)
            c = (c << 6) | (s[i + k] & 0x3F);
        out->push_back(c);
        i += length;
    }
}

// One code point of the new text and how it relates to the old one, as tokenizers'
// NormalizedString::transform takes it: 0 replaces the next old code point, 1 is inserted, -n replaces the
// next and removes n more.
using Transformations = std::vector<std::pair<char32_t, int>>;

// tokenizers' `replace` for the Precompiled normaliser: the last of the added code points are insertions; a
// shorter replacement (or none) makes the code point before it remove the rest.
void replace(Transformations& t, int oldCount, const std::u32string& replacement) {
    for (const char32_t c : replacement)
        t.emplace_back(c, 0);
    const int diff = int(replacement.size()) - oldCount;
    if (diff > 0)
        for (int i = 0; i < diff; ++i)
            t[t.size() - 1 - size_t(i)].second = 1;
    else if (diff < 0 && !t.empty())
        t.back().second += diff;
}

// The new text's spans: a replacing code point takes the span of the old one it replaces, an inserted one the
// span of the old code point before it.
void applyTransformations(const Transformations& t, int size, int origin, AlignedText& out) {
    int at = 0; // the next old code point
    for (const auto& [c, change] : t) {
        std::pair<int, int> span;
        if (change > 0)
            span = at < 1 ? std::pair(origin, origin) : std::pair(origin + at - 1, origin + at);
        else
            span = {origin + std::min(at, size - 1), origin + std::min(at, size - 1) + 1};
        if (change <= 0 && at < size)
            ++at;
        if (change < 0)
            at = std::min(size, at - change);
        out.push(c, span);
    }
}

} // namespace

Expected<PrecompiledNormalizer> PrecompiledNormalizer::fromCharsmap(const QByteArray& charsmap,
                                                                    const QString& where) {
    PrecompiledNormalizer n;
    if (charsmap.isEmpty())
        return n;
    const auto* bytes = reinterpret_cast<const uint8_t*>(charsmap.constData());
    const uint32_t trieBytes =
        charsmap.size() < 4 ? 0
                            : uint32_t(bytes[0] | bytes[1] << 8 | bytes[2] << 16 | uint32_t(bytes[3]) << 24);
    if (charsmap.size() < 4 || trieBytes == 0 || trieBytes % 4 != 0 ||
        trieBytes > uint32_t(charsmap.size() - 4))
        return UserError{Text::tr("the normaliser's character map is damaged"), where,
                         Text::tr("copy the tokenizer again from the model it belongs to")};
    n.m_charsmap = charsmap;
    n.m_trie.resize(trieBytes / 4);
    for (size_t i = 0; i < n.m_trie.size(); ++i) {
        const uint8_t* u = bytes + 4 + 4 * i;
        n.m_trie[i] = uint32_t(u[0] | u[1] << 8 | u[2] << 16 | uint32_t(u[3]) << 24);
    }
    n.m_replacements = charsmap.mid(4 + qsizetype(trieBytes));
    if (!QUtf8StringView(n.m_replacements).isValidUtf8())
        return UserError{Text::tr("the normaliser's character map is damaged"), where,
                         Text::tr("copy the tokenizer again from the model it belongs to")};
    // ASCII is most of most text: its replacements are looked up once.
    n.m_asciiReplacements.resize(128);
    n.m_asciiReplaced.assign(128, false);
    for (uint8_t c = 1; c < 128; ++c)
        n.m_asciiReplaced[c] = n.replacementOf(&c, 1, &n.m_asciiReplacements[c]);
    return n;
}

bool PrecompiledNormalizer::replacementOf(const uint8_t* key, int length, std::u32string* out) const {
    const size_t size = m_trie.size();
    uint64_t node = offsetOf(m_trie[0]);
    for (int i = 0; i < length && key[i] != 0; ++i) {
        node ^= key[i];
        if (node >= size)
            return false;
        const uint64_t unit = m_trie[node];
        if (labelOf(unit) != key[i])
            return false;
        node ^= offsetOf(unit);
        if (!hasLeaf(unit))
            continue;
        if (node >= size)
            return false;
        // The replacement runs from the value's offset to the next NUL.
        const qsizetype from = qsizetype(valueOf(m_trie[node]));
        if (from > m_replacements.size())
            return false;
        qsizetype to = m_replacements.indexOf('\0', from);
        if (to < 0)
            to = m_replacements.size();
        decodeUtf8(reinterpret_cast<const uint8_t*>(m_replacements.constData()) + from, to - from, out);
        return true;
    }
    return false;
}

bool PrecompiledNormalizer::replacementOf(char32_t c, std::vector<uint8_t>& key, std::u32string* out) const {
    if (c < 0x80) {
        if (m_asciiReplaced[c])
            *out = m_asciiReplacements[c];
        return m_asciiReplaced[c];
    }
    key.clear();
    appendUtf8(c, key);
    return replacementOf(key.data(), int(key.size()), out);
}

void PrecompiledNormalizer::normalize(const char32_t* text, int size, int origin, AlignedText& out) const {
    out.clear();
    bool modified = false;
    // Buffers each thread reuses, so that a text costs no allocations once they have grown.
    thread_local Transformations t;
    thread_local std::vector<int> ends;
    thread_local std::vector<uint8_t> key;
    thread_local std::u32string replacement;
    t.clear();
    if (!isEmpty()) {
        graphemeClusterEnds(text, size, ends);
        int begin = 0;
        for (const int end : ends) {
            int bytes = 0;
            key.clear();
            for (int k = begin; k < end; ++k) {
                bytes += utf8Length(text[k]);
                appendUtf8(text[k], key);
            }
            if (end - begin > 1 && bytes < 6 && replacementOf(key.data(), int(key.size()), &replacement)) {
                replace(t, end - begin, replacement);
                modified = true;
            } else {
                for (int k = begin; k < end; ++k) {
                    if (replacementOf(text[k], key, &replacement)) {
                        replace(t, 1, replacement);
                        modified = true;
                    } else {
                        t.emplace_back(text[k], 0);
                    }
                }
            }
            begin = end;
        }
    }
    if (modified) {
        applyTransformations(t, size, origin, out);
        return;
    }
    for (int k = 0; k < size; ++k)
        out.push(text[k], {origin + k, origin + k + 1});
}

} // namespace hw
