#include "core/util/json_text_writer.h"

#include <charconv>

namespace hw {

namespace {

char hexDigit(unsigned value) {
    return "0123456789abcdef"[value & 0xf];
}

// A UTF-16 unit that is not part of a valid pair, written as QJsonDocument writes it: \uXXXX.
void appendEscapedUnit(QByteArray& out, char16_t unit) {
    const char escaped[] = {
        '\\', 'u', hexDigit(unit >> 12), hexDigit(unit >> 8), hexDigit(unit >> 4), hexDigit(unit)};
    out.append(escaped, sizeof escaped);
}

void appendAscii(QByteArray& out, char16_t c) {
    if (c >= 0x20 && c != u'"' && c != u'\\') {
        out.append(char(c));
        return;
    }
    switch (c) {
    case u'"':
        out.append("\\\"", 2);
        return;
    case u'\\':
        out.append("\\\\", 2);
        return;
    case u'\b':
        out.append("\\b", 2);
        return;
    case u'\f':
        out.append("\\f", 2);
        return;
    case u'\n':
        out.append("\\n", 2);
        return;
    case u'\r':
        out.append("\\r", 2);
        return;
    case u'\t':
        out.append("\\t", 2);
        return;
    default:
        appendEscapedUnit(out, c);
    }
}

void appendUtf8(QByteArray& out, char32_t c) {
    char bytes[4];
    int n = 0;
    if (c < 0x800) {
        bytes[n++] = char(0xc0 | (c >> 6));
    } else if (c < 0x10000) {
        bytes[n++] = char(0xe0 | (c >> 12));
        bytes[n++] = char(0x80 | ((c >> 6) & 0x3f));
    } else {
        bytes[n++] = char(0xf0 | (c >> 18));
        bytes[n++] = char(0x80 | ((c >> 12) & 0x3f));
        bytes[n++] = char(0x80 | ((c >> 6) & 0x3f));
    }
    bytes[n++] = char(0x80 | (c & 0x3f));
    out.append(bytes, n);
}

} // namespace

void appendJsonString(QByteArray& out, QStringView text) {
    out.append('"');
    const char16_t* const end = text.utf16() + text.size();
    for (const char16_t* p = text.utf16(); p != end; ++p) {
        const char16_t unit = *p;
        if (unit < 0x80) {
            appendAscii(out, unit);
        } else if (unit < 0xd800 || unit > 0xdfff) {
            appendUtf8(out, unit);
        } else if (unit < 0xdc00 && p + 1 != end && p[1] >= 0xdc00 && p[1] <= 0xdfff) {
            appendUtf8(out, 0x10000 + ((char32_t(unit) - 0xd800) << 10) + (char32_t(p[1]) - 0xdc00));
            ++p;
        } else {
            appendEscapedUnit(out, unit); // a lone surrogate
        }
    }
    out.append('"');
}

void appendJsonInteger(QByteArray& out, qint64 value) {
    char digits[24];
    const std::to_chars_result written = std::to_chars(digits, digits + sizeof digits, value);
    out.append(digits, written.ptr - digits);
}

} // namespace hw
