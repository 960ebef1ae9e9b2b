#pragma once

#include <QChar>
#include <QString>

#include <cstdint>
#include <cstring>
#include <optional>

namespace hw {

// A string's contents between its quotes, as JsonCursor::string() checked them.
struct JsonStringSpan {
    const char* begin = nullptr;
    const char* end = nullptr;
    bool escaped = false;
};

// The text of a checked string as QJsonDocument decodes it: each \uXXXX one UTF-16 unit as it is (a
// surrogate pair written as two escapes makes one character again).
QString decodeJsonString(const JsonStringSpan& s);
// Two strings' texts one after the other in one string; *firstSize: where the second begins.
QString decodeJsonStrings(const JsonStringSpan& first, const JsonStringSpan& second, qsizetype* firstSize);

// Steps through JSON text for readers that take values straight from the bytes and must give exactly what
// QJsonDocument::fromJson() gives. Every step accepts only text whose reading is certain (strict JSON without
// exponents, unusual escapes, control characters, noncharacters or a string's leading byte order mark) and
// answers false for anything else: the caller then parses with QJsonDocument, which decides about it.
class JsonCursor {
public:
    // QJsonDocument refuses containers nested deeper than 1024; the cursor stops well before.
    static constexpr int kMaxDepth = 512;
    // A number without an exponent this short can neither overflow nor underflow a double, which
    // QJsonDocument would refuse.
    static constexpr qsizetype kMaxNumberLength = 300;

    // `trustedUtf8`: the text is known to be valid UTF-8, so strings are not checked again.
    JsonCursor(const char* begin, const char* end, bool trustedUtf8 = false)
        : m_p(begin)
        , m_end(end)
        , m_trustedUtf8(trustedUtf8) {}

    const char* at() const { return m_p; }
    bool atEnd() const { return m_p >= m_end; }
    // The next byte is `c` (not looked past the end).
    bool next(char c) const { return m_p < m_end && *m_p == c; }
    // Moves past `c` when it is next.
    bool take(char c) {
        if (!next(c))
            return false;
        ++m_p;
        return true;
    }

    void skipSpace() {
        while (m_p < m_end && isSpace(*m_p))
            ++m_p;
    }

    // At the byte after an opening quote: moves past the closing quote.
    bool string(JsonStringSpan* s) { return m_trustedUtf8 ? string<true>(s) : string<false>(s); }
    template <bool TrustedUtf8> bool string(JsonStringSpan* s);
    // A key and its colon, the cursor then at the value.
    bool key(JsonStringSpan* s) {
        if (!take('"') || !string(s))
            return false;
        skipSpace();
        if (!take(':'))
            return false;
        skipSpace();
        return true;
    }

    // A number without exponent, as JSON spells it.
    bool number();
    // A number that is a whole number of at most nine digits (no fraction), and its value.
    std::optional<int> smallWholeNumber();
    // Any value, not looked into.
    bool skipValue(int depth = 0);
    // After an array's element or an object's member: the closing bracket ends the container (true), a comma
    // leads to the next one (nothing), anything else is not JSON (false).
    std::optional<bool> afterElement(char close);
    // At the byte after an opening bracket: true when the container is empty, and then past its end.
    bool emptyContainer(char close) {
        skipSpace();
        return take(close);
    }

    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
    // The four hex digits at p as a UTF-16 unit, or -1.
    static int hexUnit(const char* p) {
        int unit = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = p[i];
            const int digit = c >= '0' && c <= '9'   ? c - '0'
                              : c >= 'a' && c <= 'f' ? c - 'a' + 10
                              : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                     : -1;
            if (digit < 0)
                return -1;
            unit = unit << 4 | digit;
        }
        return unit;
    }
    // The length of the UTF-8 sequence at p (its lead byte >= 0x80) when it is a well-formed character other
    // than a noncharacter, else 0: such text (overlong forms, surrogates, noncharacters) is left to
    // QJsonDocument, which decides about it.
    static int utf8Length(const uchar* p, const uchar* end) {
        const uchar c = p[0];
        auto continuation = [](uchar b) { return (b & 0xC0) == 0x80; };
        if (c >= 0xC2 && c <= 0xDF)
            return end - p >= 2 && continuation(p[1]) ? 2 : 0;
        if (c >= 0xE0 && c <= 0xEF) {
            if (end - p < 3 || !continuation(p[1]) || !continuation(p[2]))
                return 0;
            const char32_t cp = char32_t(c & 0x0F) << 12 | char32_t(p[1] & 0x3F) << 6 | char32_t(p[2] & 0x3F);
            if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF) || (cp >= 0xFDD0 && cp <= 0xFDEF) ||
                cp >= 0xFFFE)
                return 0;
            return 3;
        }
        if (c >= 0xF0 && c <= 0xF4) {
            if (end - p < 4 || !continuation(p[1]) || !continuation(p[2]) || !continuation(p[3]))
                return 0;
            const char32_t cp = char32_t(c & 0x07) << 18 | char32_t(p[1] & 0x3F) << 12 |
                                char32_t(p[2] & 0x3F) << 6 | char32_t(p[3] & 0x3F);
            if (cp < 0x10000 || cp > 0x10FFFF || (cp & 0xFFFE) == 0xFFFE)
                return 0;
            return 4;
        }
        return 0;
    }

private:
    bool literal(const char* word, qsizetype length) {
        if (m_end - m_p < length || std::memcmp(m_p, word, size_t(length)) != 0)
            return false;
        m_p += length;
        return true;
    }
    bool skipArray(int depth);
    bool skipObject(int depth);

    // True when one of the eight bytes needs a closer look inside a string: a quote, a backslash, a control
    // character or (unless the text is trusted) a byte of a multi-byte character.
    template <bool TrustedUtf8> static bool hasStringSpecial(uint64_t w) {
        constexpr uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
        auto hasZero = [](uint64_t v) { return ((v - ones) & ~v & highs) != 0; };
        const bool control = ((w - ones * 0x20) & ~w & highs) != 0;
        return (!TrustedUtf8 && (w & highs) != 0) || control || hasZero(w ^ (ones * '"')) ||
               hasZero(w ^ (ones * '\\'));
    }

    const char* m_p;
    const char* m_end;
    bool m_trustedUtf8;
};

template <bool TrustedUtf8> bool JsonCursor::string(JsonStringSpan* s) {
    s->begin = m_p;
    s->escaped = false;
    const char* p = m_p;
    // QJsonDocument drops a byte order mark that begins a string without escapes, key or value: such a
    // string is left to it.
    if (m_end - p >= 3 && std::memcmp(p, "\xEF\xBB\xBF", 3) == 0)
        return false;
    for (;;) {
        while (m_end - p >= 8) {
            uint64_t w;
            std::memcpy(&w, p, 8);
            if (hasStringSpecial<TrustedUtf8>(w))
                break;
            p += 8;
        }
        if (p >= m_end)
            return false; // unterminated
        const uchar c = uchar(*p);
        if (c == '"') {
            s->end = p;
            m_p = p + 1;
            return true;
        }
        if (c == '\\') {
            if (m_end - p < 2)
                return false;
            switch (p[1]) {
            case '"':
            case '\\':
            case '/':
            case 'b':
            case 'f':
            case 'n':
            case 'r':
            case 't':
                p += 2;
                break;
            case 'u':
                if (m_end - p < 6 || hexUnit(p + 2) < 0)
                    return false;
                p += 6;
                break;
            default:
                return false; // QJsonDocument takes unknown escapes leniently; leave them to it
            }
            s->escaped = true;
            continue;
        }
        if (c < 0x20)
            return false;
        if (c < 0x80 || TrustedUtf8) {
            ++p;
            continue;
        }
        const int length =
            utf8Length(reinterpret_cast<const uchar*>(p), reinterpret_cast<const uchar*>(m_end));
        if (length == 0)
            return false;
        p += length;
    }
}

} // namespace hw
