#include "core/corpus/json_fields.h"

#include <cstdint>
#include <cstring>
#include <optional>

namespace hw {

namespace {

// QJsonDocument refuses objects nested deeper than 1024; this scanner stops well before.
constexpr int kMaxDepth = 512;
// A number without an exponent this short can neither overflow nor underflow a double, which QJsonDocument
// would refuse.
constexpr qsizetype kMaxNumberLength = 300;
// One bit per path.
constexpr int kMaxPaths = 64;

bool isJsonSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

int hexValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// The four hex digits at p as a UTF-16 unit, or -1.
int hexUnit(const char* p) {
    int unit = 0;
    for (int i = 0; i < 4; ++i) {
        const int digit = hexValue(p[i]);
        if (digit < 0)
            return -1;
        unit = unit << 4 | digit;
    }
    return unit;
}

// True when one of the eight bytes needs a closer look inside a string: a quote, a backslash, a control
// character or a byte of a multi-byte character.
// With TrustedUtf8, bytes of multi-byte characters pass: the text is known to be valid UTF-8.
template <bool TrustedUtf8> bool hasStringSpecial(uint64_t w) {
    constexpr uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    auto hasZero = [](uint64_t v) { return ((v - ones) & ~v & highs) != 0; };
    const bool control = ((w - ones * 0x20) & ~w & highs) != 0;
    return (!TrustedUtf8 && (w & highs) != 0) || control || hasZero(w ^ (ones * '"')) ||
           hasZero(w ^ (ones * '\\'));
}

// The length of the UTF-8 sequence at p (its lead byte >= 0x80) when it is a well-formed character other
// than a noncharacter, else 0 (such text is left to QJsonDocument, which decides about it).
int utf8Length(const uchar* p, const uchar* end) {
    const uchar c = p[0];
    auto continuation = [](uchar b) { return (b & 0xC0) == 0x80; };
    if (c >= 0xC2 && c <= 0xDF)
        return end - p >= 2 && continuation(p[1]) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        if (end - p < 3 || !continuation(p[1]) || !continuation(p[2]))
            return 0;
        const char32_t cp = char32_t(c & 0x0F) << 12 | char32_t(p[1] & 0x3F) << 6 | char32_t(p[2] & 0x3F);
        if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF) || (cp >= 0xFDD0 && cp <= 0xFDEF) || cp >= 0xFFFE)
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

// A string's contents between its quotes, checked by scanString().
struct StringSpan {
    const char* begin = nullptr;
    const char* end = nullptr;
    bool escaped = false;
};

// The text of a checked string that holds escapes, as QJsonDocument decodes it: each \uXXXX one UTF-16
// unit as it is (a surrogate pair written as two escapes makes one character again).
QString decodeEscaped(const StringSpan& s) {
    QString out(s.end - s.begin, Qt::Uninitialized); // never more units than bytes
    char16_t* o = reinterpret_cast<char16_t*>(out.data());
    char16_t* const first = o;
    const uchar* p = reinterpret_cast<const uchar*>(s.begin);
    const uchar* const end = reinterpret_cast<const uchar*>(s.end);
    while (p < end) {
        const uchar c = *p;
        if (c == '\\') {
            switch (p[1]) {
            case 'b':
                *o++ = 0x08;
                break;
            case 'f':
                *o++ = 0x0C;
                break;
            case 'n':
                *o++ = 0x0A;
                break;
            case 'r':
                *o++ = 0x0D;
                break;
            case 't':
                *o++ = 0x09;
                break;
            case 'u':
                *o++ = char16_t(hexUnit(reinterpret_cast<const char*>(p) + 2));
                p += 4;
                break;
            default: // " \ /
                *o++ = p[1];
                break;
            }
            p += 2;
        } else if (c < 0x80) {
            *o++ = c;
            ++p;
        } else if (c < 0xE0) {
            *o++ = char16_t((c & 0x1F) << 6 | (p[1] & 0x3F));
            p += 2;
        } else if (c < 0xF0) {
            *o++ = char16_t((c & 0x0F) << 12 | (p[1] & 0x3F) << 6 | (p[2] & 0x3F));
            p += 3;
        } else {
            const char32_t cp = char32_t(c & 0x07) << 18 | char32_t(p[1] & 0x3F) << 12 |
                                char32_t(p[2] & 0x3F) << 6 | char32_t(p[3] & 0x3F);
            *o++ = QChar::highSurrogate(cp);
            *o++ = QChar::lowSurrogate(cp);
            p += 4;
        }
    }
    out.truncate(o - first);
    return out;
}

// One pass over a JSON object's bytes, remembering the strings at the paths it looks for.
class Scan {
public:
    Scan(const char* begin, const char* end, const std::vector<QByteArray>* keysOf, int pathCount,
         const std::vector<QString>* keyTextsOf, JsonUtf8 utf8)
        : m_utf8(utf8)
        , m_p(begin)
        , m_end(end)
        , m_keys(keysOf)
        , m_keyTexts(keyTextsOf)
        , m_pathCount(pathCount) {}

    // The whole line: one object and nothing after it but whitespace.
    bool line(QStringList* values, std::vector<QByteArrayView>* raw, uint64_t undecoded) {
        m_values = values;
        m_raw = raw;
        m_undecoded = undecoded;
        skipSpace();
        if (m_p >= m_end || *m_p != '{')
            return false;
        ++m_p;
        const uint64_t all = m_pathCount == kMaxPaths ? ~uint64_t(0) : (uint64_t(1) << m_pathCount) - 1;
        if (!object(0, all))
            return false;
        skipSpace();
        return m_p == m_end && m_found == all;
    }

private:
    void skipSpace() {
        while (m_p < m_end && isJsonSpace(*m_p))
            ++m_p;
    }

    // At the byte after an opening quote: moves past the closing quote.
    bool string(StringSpan* s) { return m_utf8 == JsonUtf8::Trusted ? string<true>(s) : string<false>(s); }

    template <bool TrustedUtf8> bool string(StringSpan* s) {
        s->begin = m_p;
        s->escaped = false;
        const char* p = m_p;
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

    bool literal(const char* word, qsizetype length) {
        if (m_end - m_p < length || std::memcmp(m_p, word, size_t(length)) != 0)
            return false;
        m_p += length;
        return true;
    }

    // A number without exponent, as JSON spells it.
    bool number() {
        const char* start = m_p;
        if (m_p < m_end && *m_p == '-')
            ++m_p;
        if (m_p >= m_end)
            return false;
        if (*m_p == '0') {
            ++m_p;
        } else if (*m_p >= '1' && *m_p <= '9') {
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        } else {
            return false;
        }
        if (m_p < m_end && *m_p == '.') {
            ++m_p;
            if (m_p >= m_end || !isDigit(*m_p))
                return false;
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E'))
            return false;
        return m_p - start <= kMaxNumberLength;
    }

    // Any value, not looked into.
    bool skipValue(int depth) {
        if (m_p >= m_end)
            return false;
        switch (*m_p) {
        case '"': {
            ++m_p;
            StringSpan s;
            return string(&s);
        }
        case '{':
            ++m_p;
            return object(depth + 1, 0);
        case '[':
            ++m_p;
            return array(depth + 1);
        case 't':
            return literal("true", 4);
        case 'f':
            return literal("false", 5);
        case 'n':
            return literal("null", 4);
        default:
            return number();
        }
    }

    bool array(int depth) {
        if (depth > kMaxDepth)
            return false;
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        for (;;) {
            if (!skipValue(depth))
                return false;
            if (const std::optional<bool> closed = afterElement(']'))
                return *closed;
        }
    }

    // After an array's element or an object's member: the closing bracket ends the container (true), a comma
    // leads to the next one (nothing), anything else is not JSON (false).
    std::optional<bool> afterElement(char close) {
        skipSpace();
        if (m_p >= m_end)
            return false;
        if (*m_p == close) {
            ++m_p;
            return true;
        }
        if (*m_p != ',')
            return false;
        ++m_p;
        skipSpace();
        return std::nullopt;
    }

    // The paths in `active` whose part at `depth` is this key.
    uint64_t matching(const StringSpan& key, int depth, uint64_t active) const {
        uint64_t matched = 0;
        QString keyText;
        bool decoded = false;
        for (int i = 0; i < m_pathCount; ++i) {
            if (!(active >> i & 1))
                continue;
            const std::vector<QByteArray>& keys = m_keys[i];
            if (int(keys.size()) <= depth)
                continue;
            bool same;
            if (!key.escaped) {
                const QByteArray& want = keys[size_t(depth)];
                same = want.size() == key.end - key.begin &&
                       std::memcmp(want.constData(), key.begin, size_t(want.size())) == 0;
            } else {
                if (!decoded) {
                    keyText = decodeEscaped(key);
                    decoded = true;
                }
                same = keyText == m_keyTexts[i][size_t(depth)];
            }
            if (same)
                matched |= uint64_t(1) << i;
        }
        return matched;
    }

    // The members of an object (after its opening brace) whose keys matched the first `depth` parts of the
    // paths in `active`.
    bool object(int depth, uint64_t active) {
        if (depth > kMaxDepth)
            return false;
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        uint64_t seen = 0; // paths whose key this object has shown: a second one is a duplicate key
        for (;;) {
            if (m_p >= m_end || *m_p != '"')
                return false;
            ++m_p;
            StringSpan key;
            if (!string(&key))
                return false;
            skipSpace();
            if (m_p >= m_end || *m_p != ':')
                return false;
            ++m_p;
            skipSpace();
            const uint64_t matched = active ? matching(key, depth, active) : 0;
            if (matched & seen)
                return false; // QJsonDocument keeps the last of duplicate keys; leave that to it
            seen |= matched;
            if (!matched) {
                if (!skipValue(depth))
                    return false;
            } else if (!member(depth, matched)) {
                return false;
            }
            if (const std::optional<bool> closed = afterElement('}'))
                return *closed;
        }
    }

    // The value of a key some paths go through: their string, or an object to look further into.
    bool member(int depth, uint64_t matched) {
        uint64_t ends = 0;
        for (int i = 0; i < m_pathCount; ++i)
            if ((matched >> i & 1) && int(m_keys[i].size()) == depth + 1)
                ends |= uint64_t(1) << i;
        if (m_p >= m_end)
            return false;
        if (ends != 0) {
            // A value that is not a string, or a path that would go on through a string: QJsonDocument's
            // answer (a number written out, "no field") is left to it.
            if (ends != matched || *m_p != '"')
                return false;
            ++m_p;
            // Left to the caller: only a value decoded here must be known to be valid UTF-8.
            const bool leftToCaller =
                m_utf8 == JsonUtf8::LeaveUndecodedToCaller && m_raw && (ends & ~m_undecoded) == 0;
            StringSpan s;
            if (!(leftToCaller ? string<true>(&s) : string(&s)))
                return false;
            if (leftToCaller && s.escaped && !QByteArrayView(s.begin, s.end).isValidUtf8())
                return false;
            QString text;
            QByteArrayView bytes;
            if (s.escaped) {
                text = decodeEscaped(s);
            } else {
                const qsizetype size = s.end - s.begin;
                // A leading byte order mark is left to QJsonDocument (a decoder might drop it).
                if (size >= 3 && std::memcmp(s.begin, "\xEF\xBB\xBF", 3) == 0)
                    return false;
                bytes = QByteArrayView(s.begin, size);
                if (!m_raw || (ends & ~m_undecoded) != 0)
                    text = QString::fromUtf8(bytes);
            }
            for (int i = 0; i < m_pathCount; ++i) {
                if (!(ends >> i & 1))
                    continue;
                (*m_values)[i] = m_raw && bytes.data() && (m_undecoded >> i & 1) ? QString() : text;
                if (m_raw)
                    (*m_raw)[size_t(i)] = bytes;
            }
            m_found |= ends;
            return true;
        }
        if (*m_p != '{')
            return false; // the path leads nowhere; left to QJsonDocument
        ++m_p;
        return object(depth + 1, matched);
    }

    const JsonUtf8 m_utf8;
    const char* m_p;
    const char* m_end;
    const std::vector<QByteArray>* m_keys;
    const std::vector<QString>* m_keyTexts;
    int m_pathCount;
    QStringList* m_values = nullptr;
    std::vector<QByteArrayView>* m_raw = nullptr;
    uint64_t m_undecoded = 0; // paths whose raw bytes stand for their value
    uint64_t m_found = 0;
};

} // namespace

JsonFieldScanner::JsonFieldScanner(const QStringList& paths) {
    m_usable = !paths.isEmpty() && paths.size() <= kMaxPaths;
    for (const QString& path : paths) {
        std::vector<QByteArray> keys;
        std::vector<QString> keyTexts;
        for (const QString& key : path.split(QLatin1Char('.'))) {
            const QByteArray utf8 = key.toUtf8();
            // A key with a lone surrogate has no exact UTF-8 to compare bytes with.
            if (QString::fromUtf8(utf8) != key)
                m_usable = false;
            keys.push_back(utf8);
            keyTexts.push_back(key);
        }
        m_keys.push_back(std::move(keys));
        m_keyTexts.push_back(std::move(keyTexts));
    }
}

bool JsonFieldScanner::read(QByteArrayView line, QStringList* values, std::vector<QByteArrayView>* raw,
                            JsonUtf8 utf8, uint64_t undecoded) const {
    if (!m_usable)
        return false;
    const int count = int(m_keys.size());
    if (values->size() != count)
        values->resize(count);
    if (raw)
        raw->assign(size_t(count), QByteArrayView());
    Scan scan(line.data(), line.data() + line.size(), m_keys.data(), count, m_keyTexts.data(), utf8);
    return scan.line(values, raw, undecoded);
}

} // namespace hw
