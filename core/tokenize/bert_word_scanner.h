#pragma once
// Bert normalisation and pre-tokenisation in one pass over UTF-16 text, writing each word as normalised UTF-8
// into a reused buffer: ASCII by table, other characters through the per-character table of
// bert_char_table.h, so no string is built per character or per word.

#include "core/tokenize/bert_char_table.h"
#include "core/tokenize/bert_pre_tokenizer.h"

#include <QStringView>

#include <string>
#include <utility>
#include <vector>

namespace hw::bert {

// One word: its normalised UTF-8 and, per byte, the [begin, end) source range of the character it came from.
struct Word {
    std::string bytes;
    std::vector<std::pair<int, int>> source;
    int chars = 0; // code points

    bool empty() const { return bytes.empty(); }
    void clear() {
        bytes.clear();
        source.clear();
        chars = 0;
    }
    void append(const char* utf8, int length, int codePoints, int begin, int end) {
        bytes.append(utf8, size_t(length));
        source.insert(source.end(), size_t(length), {begin, end});
        chars += codePoints;
    }
    void append(char byte, int begin, int end) {
        bytes.push_back(byte);
        source.emplace_back(begin, end);
        ++chars;
    }
};

// Control characters go with clean_text; without it \v and \f still end a word, the others join one.
enum class AsciiKind : uint8_t { Letter, Space, Punct, Control, ControlSpace };

// The kind of each ASCII character, by the same predicates as every other character.
const AsciiKind* asciiKinds();

// Calls onWord(const Word&) for each word of `text`, in order. Source ranges count from `base`, in code
// points when kCodePoints (a surrogate pair is one) and in UTF-16 units otherwise. Returns where the text
// ends in those units.
template <bool kCodePoints, class OnWord>
int scanWords(QStringView text, const BertNormalization& options, int base, Word& word, OnWord&& onWord) {
    const AsciiKind* kinds = asciiKinds();
    const int mode = normalisationMode(options.stripAccents, options.lowercase);
    const bool clean = options.cleanText, chinese = options.handleChineseChars, lower = options.lowercase;
    const char16_t* s = text.utf16();
    const int n = int(text.size());
    int at = base;
    word.clear();
    auto flush = [&] {
        if (!word.empty()) {
            onWord(std::as_const(word));
            word.clear();
        }
    };
    for (int i = 0; i < n;) {
        const int begin = at;
        const char16_t u = s[i];
        if (u < 0x80) {
            ++i;
            ++at;
            switch (kinds[u]) {
            case AsciiKind::Letter:
                word.append(char(lower && u >= 'A' && u <= 'Z' ? u + 32 : u), begin, at);
                break;
            case AsciiKind::Space:
                flush();
                break;
            case AsciiKind::Punct:
                flush();
                word.append(char(u), begin, at);
                flush();
                break;
            case AsciiKind::Control:
                if (!clean)
                    word.append(char(u), begin, at);
                break;
            case AsciiKind::ControlSpace:
                if (!clean)
                    flush();
                break;
            }
            continue;
        }
        char32_t c = u;
        if (QChar::isHighSurrogate(u) && i + 1 < n && QChar::isLowSurrogate(s[i + 1])) {
            c = QChar::surrogateToUcs4(u, s[i + 1]);
            i += 2;
            at += kCodePoints ? 1 : 2;
        } else {
            ++i;
            ++at;
        }
        const CharInfo& info = charInfo(c, mode);
        if (clean && (info.flags & CharInfo::Drop))
            continue;
        if (info.flags & CharInfo::Space) {
            flush();
            continue;
        }
        const bool alone = chinese && (info.flags & CharInfo::Cjk);
        if (info.flags & CharInfo::Complex) {
            // Rare: judge each character of the normalised form on its own, as the Rust pipeline splits
            // after normalising.
            if (alone)
                flush();
            const QString piece = normalisedChar(c, mode);
            std::string utf8;
            for (qsizetype k = 0; k < piece.size(); ++k) {
                char32_t d = piece[k].unicode();
                if (piece[k].isHighSurrogate() && k + 1 < piece.size() && piece[k + 1].isLowSurrogate()) {
                    d = QChar::surrogateToUcs4(piece[k].unicode(), piece[k + 1].unicode());
                    ++k;
                }
                utf8.clear();
                appendUtf8(utf8, d);
                const bool split = !alone && (isBertWhitespace(d) || isBertPunctuation(d));
                if (split)
                    flush();
                if (alone || !isBertWhitespace(d))
                    word.append(utf8.data(), int(utf8.size()), 1, begin, at);
                if (split)
                    flush();
            }
            if (alone)
                flush();
        } else if (alone || (info.flags & CharInfo::Punct)) {
            flush();
            word.append(info.utf8, info.bytes, info.chars, begin, at);
            flush();
        } else if (info.flags & CharInfo::OutSpace) {
            flush();
        } else {
            word.append(info.utf8, info.bytes, info.chars, begin, at);
        }
    }
    flush();
    return at;
}

} // namespace hw::bert
