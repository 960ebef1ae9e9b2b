#include "core/util/json_text_writer.h"

#include "core/util/byte_writing.h"

#include <charconv>

namespace hw {

namespace {

char hexDigit(unsigned value) {
    return "0123456789abcdef"[value & 0xf];
}

// \uXXXX, as QJsonDocument writes a control character or a UTF-16 unit that is not part of a valid pair.
char* writeEscapedUnit(char* out, char16_t unit) {
    *out++ = '\\';
    *out++ = 'u';
    *out++ = hexDigit(unit >> 12);
    *out++ = hexDigit(unit >> 8);
    *out++ = hexDigit(unit >> 4);
    *out++ = hexDigit(unit);
    return out;
}

char* writeAscii(char* out, char16_t c) {
    if (c >= 0x20 && c != u'"' && c != u'\\') {
        *out++ = char(c);
        return out;
    }
    char escape = 0;
    switch (c) {
    case u'"':
        escape = '"';
        break;
    case u'\\':
        escape = '\\';
        break;
    case u'\b':
        escape = 'b';
        break;
    case u'\f':
        escape = 'f';
        break;
    case u'\n':
        escape = 'n';
        break;
    case u'\r':
        escape = 'r';
        break;
    case u'\t':
        escape = 't';
        break;
    default:
        return writeEscapedUnit(out, c);
    }
    *out++ = '\\';
    *out++ = escape;
    return out;
}

} // namespace

char* writeJsonString(char* out, QStringView text) {
    *out++ = '"';
    const char16_t* const end = text.utf16() + text.size();
    for (const char16_t* p = text.utf16(); p != end; ++p) {
        const char16_t unit = *p;
        if (unit < 0x80)
            out = writeAscii(out, unit);
        else if (!isHighSurrogate(unit) && !isLowSurrogate(unit))
            out = writeUtf8(out, unit);
        else if (isHighSurrogate(unit) && p + 1 != end && isLowSurrogate(p[1]))
            out = writeUtf8(out, fromSurrogates(unit, *++p));
        else
            out = writeEscapedUnit(out, unit); // a lone surrogate
    }
    *out++ = '"';
    return out;
}

char* writeJsonInteger(char* out, qint64 value) {
    return std::to_chars(out, out + kJsonIntegerBound, value).ptr;
}

void appendJsonString(QByteArray& out, QStringView text) {
    appendWritten(out, jsonStringBound(text.size()), [&](char* at) { return writeJsonString(at, text); });
}

void appendJsonInteger(QByteArray& out, qint64 value) {
    appendWritten(out, kJsonIntegerBound, [&](char* at) { return writeJsonInteger(at, value); });
}

} // namespace hw
