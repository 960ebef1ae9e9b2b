#pragma once

#include <QByteArray>

namespace hw {

// Bytes appended to `out` by `write`, which writes at most `bound` bytes at the pointer it is given and
// returns the end of what it wrote: output made in bulk (a line per text) grows once per piece instead of
// being checked byte by byte.
template <typename Write> void appendWritten(QByteArray& out, qsizetype bound, Write&& write) {
    const qsizetype at = out.size();
    out.resize(at + bound);
    char* const begin = out.data() + at;
    out.resize(at + (write(begin) - begin));
}

// `c` as UTF-8 at `out` (one to four bytes); returns the end. A surrogate code point, which only a lone
// UTF-16 unit gives, takes the three-byte form: callers that must not write one check for it first.
inline char* writeUtf8(char* out, char32_t c) {
    if (c < 0x80) {
        *out++ = char(c);
    } else if (c < 0x800) {
        *out++ = char(0xc0 | (c >> 6));
        *out++ = char(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
        *out++ = char(0xe0 | (c >> 12));
        *out++ = char(0x80 | ((c >> 6) & 0x3f));
        *out++ = char(0x80 | (c & 0x3f));
    } else {
        *out++ = char(0xf0 | (c >> 18));
        *out++ = char(0x80 | ((c >> 12) & 0x3f));
        *out++ = char(0x80 | ((c >> 6) & 0x3f));
        *out++ = char(0x80 | (c & 0x3f));
    }
    return out;
}

// The code point of the surrogate pair `high`, `low`.
inline char32_t fromSurrogates(char16_t high, char16_t low) {
    return 0x10000 + ((char32_t(high) - 0xd800) << 10) + (char32_t(low) - 0xdc00);
}

inline bool isHighSurrogate(char16_t unit) {
    return unit >= 0xd800 && unit < 0xdc00;
}
inline bool isLowSurrogate(char16_t unit) {
    return unit >= 0xdc00 && unit < 0xe000;
}

} // namespace hw
