#pragma once

#include <QString>

#include <cstdint>
#include <string>

namespace hw::bert {

// What Bert normalisation and pre-tokenisation make of one source character, worked out once per character
// and normalisation mode instead of per occurrence.
struct CharInfo {
    enum Flag : uint8_t {
        Drop = 1,      // clean_text removes it (NUL, U+FFFD, control and format characters)
        Space = 2,     // the source character is whitespace: it ends a word
        Cjk = 4,       // a CJK ideograph: a word of its own when handle_chinese_chars is on
        Punct = 8,     // the normalised form is one punctuation character
        OutSpace = 16, // the normalised form is one whitespace character
        Complex = 32,  // the normalised form mixes word characters with spaces or punctuation, or is long:
                       // see normalisedChar()
    };
    uint8_t flags = 0;
    uint8_t bytes = 0; // UTF-8 length of the normalised form (0 when it vanishes, e.g. a stripped accent)
    uint8_t chars = 0; // code points of the normalised form
    char utf8[13] = {};
};

// mode: bit 1 strips accents (NFD, then drops non-spacing marks), bit 0 lowercases.
inline int normalisationMode(bool stripAccents, bool lowercase) {
    return (stripAccents ? 2 : 0) | (lowercase ? 1 : 0);
}

// The entry for a character outside ASCII (a surrogate stands for itself: a lone one in the text).
const CharInfo& charInfo(char32_t c, int mode);

// The normalised form of one character, accents stripped before lowercasing as Hugging Face orders them.
QString normalisedChar(char32_t c, int mode);

// UTF-8, except that a lone surrogate becomes its three-byte form, so that it never equals valid text yet
// two equal strings stay equal.
void appendUtf8(std::string& out, char32_t c);
void appendUtf8(std::string& out, QStringView text);
std::string toUtf8(QStringView text);

} // namespace hw::bert
