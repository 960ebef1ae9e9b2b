#include "core/util/json_cursor.h"

namespace hw {

bool JsonCursor::number() {
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

std::optional<int> JsonCursor::smallWholeNumber() {
    const char* const start = m_p;
    const bool negative = take('-');
    int value = 0, digits = 0;
    while (m_p < m_end && isDigit(*m_p) && digits < 9) { // nine digits never overflow an int
        value = value * 10 + (*m_p++ - '0');
        ++digits;
    }
    const bool leadingZero = digits > 1 && start[negative ? 1 : 0] == '0';
    if (digits == 0 || leadingZero || next('.') || next('e') || next('E') || (m_p < m_end && isDigit(*m_p))) {
        m_p = start;
        return std::nullopt;
    }
    return negative ? -value : value;
}

bool JsonCursor::skipValue(int depth) {
    if (m_p >= m_end)
        return false;
    switch (*m_p) {
    case '"': {
        ++m_p;
        JsonStringSpan s;
        return string(&s);
    }
    case '{':
        ++m_p;
        return skipObject(depth + 1);
    case '[':
        ++m_p;
        return skipArray(depth + 1);
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

bool JsonCursor::skipArray(int depth) {
    if (depth > kMaxDepth)
        return false;
    if (emptyContainer(']'))
        return true;
    for (;;) {
        if (!skipValue(depth))
            return false;
        if (const std::optional<bool> closed = afterElement(']'))
            return *closed;
    }
}

bool JsonCursor::skipObject(int depth) {
    if (depth > kMaxDepth)
        return false;
    if (emptyContainer('}'))
        return true;
    for (;;) {
        JsonStringSpan name;
        if (!key(&name) || !skipValue(depth))
            return false;
        if (const std::optional<bool> closed = afterElement('}'))
            return *closed;
    }
}

std::optional<bool> JsonCursor::afterElement(char close) {
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

namespace {

// Writes the string's UTF-16 at `o`, never more units than it has bytes; returns the end.
char16_t* decodeInto(char16_t* o, const JsonStringSpan& s) {
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
                *o++ = char16_t(JsonCursor::hexUnit(reinterpret_cast<const char*>(p) + 2));
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
    return o;
}

} // namespace

QString decodeJsonString(const JsonStringSpan& s) {
    QString out(s.end - s.begin, Qt::Uninitialized);
    char16_t* const first = reinterpret_cast<char16_t*>(out.data());
    out.truncate(decodeInto(first, s) - first);
    return out;
}

QString decodeJsonStrings(const JsonStringSpan& a, const JsonStringSpan& b, qsizetype* firstSize) {
    QString out((a.end - a.begin) + (b.end - b.begin), Qt::Uninitialized);
    char16_t* const first = reinterpret_cast<char16_t*>(out.data());
    char16_t* const second = decodeInto(first, a);
    *firstSize = second - first;
    out.truncate(decodeInto(second, b) - first);
    return out;
}

} // namespace hw
