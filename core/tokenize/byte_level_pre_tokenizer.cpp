#include "core/tokenize/byte_level_pre_tokenizer.h"

#include <QChar>

#include <array>

namespace hw {

namespace {

// Printable bytes stand for themselves; the others (controls, space, 0x7F-0xA0, 0xAD) take the code points
// from U+0100 on, in byte order, as GPT-2's bytes_to_unicode() assigns them.
struct ByteLevelAlphabet {
    std::array<char16_t, 256> charOf{};
    std::array<int16_t, 0x144> byteOf{}; // -1: not a character of the alphabet

    ByteLevelAlphabet() {
        byteOf.fill(-1);
        int next = 0x100;
        for (int b = 0; b < 256; ++b) {
            const bool printable = (b >= 0x21 && b <= 0x7E) || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE);
            charOf[size_t(b)] = char16_t(printable ? b : next++);
            byteOf[charOf[size_t(b)]] = int16_t(b);
        }
    }
};

const ByteLevelAlphabet& alphabet() {
    static const ByteLevelAlphabet table;
    return table;
}

bool isLetter(QChar::Category c) {
    return c >= QChar::Letter_Uppercase && c <= QChar::Letter_Other;
}

bool isNumber(QChar::Category c) {
    return c >= QChar::Number_DecimalDigit && c <= QChar::Number_Other;
}

bool isMark(QChar::Category c) {
    return c >= QChar::Mark_NonSpacing && c <= QChar::Mark_Enclosing;
}

// The length of the run of code points of class `k` from `at`.
int runOf(const CharClass* classes, int at, int size, CharClass k) {
    int end = at;
    while (end < size && classes[end] == k)
        ++end;
    return end;
}

// 's 't 're 've 'm 'll 'd at `at` (lower case only, as the regex has them): the end of the match, or -1.
int contractionEnd(const char32_t* text, int at, int size) {
    if (text[at] != U'\'' || at + 1 >= size)
        return -1;
    const char32_t a = text[at + 1];
    if (a == U's' || a == U't' || a == U'm' || a == U'd')
        return at + 2;
    if (at + 2 >= size)
        return -1;
    const char32_t b = text[at + 2];
    if ((a == U'r' && b == U'e') || (a == U'v' && b == U'e') || (a == U'l' && b == U'l'))
        return at + 3;
    return -1;
}

} // namespace

char16_t byteLevelChar(uint8_t byte) {
    return alphabet().charOf[byte];
}

QByteArray byteLevelBytes(const QString& token) {
    QByteArray bytes;
    bytes.reserve(token.size());
    for (QChar c : token) {
        const int byte = c.unicode() < alphabet().byteOf.size() ? alphabet().byteOf[c.unicode()] : -1;
        if (byte < 0)
            return {};
        bytes.append(char(byte));
    }
    return bytes;
}

QString byteLevelString(const QByteArray& bytes) {
    QString token;
    token.reserve(bytes.size());
    for (char b : bytes)
        token.append(QChar(byteLevelChar(uint8_t(b))));
    return token;
}

int byteLevelTextCharacters(const QString& token) {
    const QByteArray bytes = byteLevelBytes(token);
    if (bytes.isEmpty() && !token.isEmpty())
        return -1;
    int characters = 0;
    for (char b : bytes) {
        const bool continuation = (uint8_t(b) & 0xC0) == 0x80;
        characters += !continuation && !isUnicodeWhiteSpace(char32_t(uint8_t(b)));
    }
    return characters;
}

int lowercaseOf(char32_t c, char32_t out[2]) {
    if (c < 0x80) {
        out[0] = c >= U'A' && c <= U'Z' ? c + 0x20 : c;
        return 1;
    }
    if (c == 0x130) { // the one lower case of more than one code point (SpecialCasing.txt, unconditional)
        out[0] = U'i';
        out[1] = 0x307;
        return 2;
    }
    out[0] = QChar::toLower(c);
    return 1;
}

bool isUnicodeWhiteSpace(char32_t c) {
    if (c < 0x80)
        return c == U' ' || (c >= 0x09 && c <= 0x0D);
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 ||
           c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool isUnicodeWordChar(char32_t c) {
    if (c < 0x80)
        return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= U'0' && c <= U'9') || c == U'_';
    const QChar::Category k = QChar::category(c);
    // Alphabetic also holds the circled and squared Latin letters, which are symbols by category.
    const bool circled = (c >= 0x24B6 && c <= 0x24E9) || (c >= 0x1F130 && c <= 0x1F149) ||
                         (c >= 0x1F150 && c <= 0x1F169) || (c >= 0x1F170 && c <= 0x1F189);
    return isLetter(k) || isMark(k) || k == QChar::Number_DecimalDigit || k == QChar::Number_Letter ||
           k == QChar::Punctuation_Connector || c == 0x200C || c == 0x200D || circled;
}

CharClass classify(char32_t c) {
    if (c < 0x80) {
        if ((c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z'))
            return CharClass::Letter;
        if (c >= U'0' && c <= U'9')
            return CharClass::Number;
        return isUnicodeWhiteSpace(c) ? CharClass::Space : CharClass::Other;
    }
    if (isUnicodeWhiteSpace(c))
        return CharClass::Space;
    const QChar::Category k = QChar::category(c);
    if (isLetter(k))
        return CharClass::Letter;
    if (isNumber(k))
        return CharClass::Number;
    return CharClass::Other;
}

void splitGpt2Pieces(const char32_t* text, const CharClass* classes, int size, std::vector<int>& ends) {
    int at = 0;
    while (at < size) {
        int end = contractionEnd(text, at, size);
        if (end < 0) {
            const CharClass k = classes[at];
            if (text[at] == U' ' && at + 1 < size && classes[at + 1] != CharClass::Space) {
                // ` ?\p{L}+`, ` ?\p{N}+`, ` ?[^\s\p{L}\p{N}]+` with their leading space.
                end = runOf(classes, at + 1, size, classes[at + 1]);
            } else if (k != CharClass::Space) {
                end = runOf(classes, at, size, k);
            } else {
                // `\s+(?!\S)` backs off one character so that a space stays with the word after it; a single
                // space before a word is left to `\s+`.
                const int run = runOf(classes, at, size, CharClass::Space);
                end = run == size || run - at == 1 ? run : run - 1;
            }
        }
        ends.push_back(end);
        at = end;
    }
}

} // namespace hw
