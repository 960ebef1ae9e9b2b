#include "core/util/code_point_offsets.h"

#include <QChar>

#include <algorithm>

namespace hw {

namespace {

// A surrogate pair is one code point; a lone surrogate counts as one of its own, as UTF-8 encoding replaces
// it with one character.
bool continuesPair(QStringView text, qsizetype i) {
    return i > 0 && text[i].isLowSurrogate() && text[i - 1].isHighSurrogate();
}

} // namespace

CodePointOffsets::CodePointOffsets(QStringView text)
    : m_units(int(text.size())) {
    qsizetype i = 1;
    while (i < text.size() && !continuesPair(text, i))
        ++i;
    if (i >= text.size())
        return; // every unit is a code point
    m_utf16At.reserve(size_t(text.size()) + 1);
    for (i = 0; i < text.size(); ++i)
        if (!continuesPair(text, i))
            m_utf16At.push_back(int(i));
    m_utf16At.push_back(m_units);
}

int CodePointOffsets::fromUtf16(int utf16Index) const {
    const int unit = std::clamp(utf16Index, 0, m_units);
    if (m_utf16At.empty())
        return unit;
    return int(std::upper_bound(m_utf16At.begin(), m_utf16At.end(), unit) - m_utf16At.begin()) - 1;
}

int CodePointOffsets::toUtf16(int codePointIndex) const {
    const int codePoint = std::clamp(codePointIndex, 0, codePoints());
    return m_utf16At.empty() ? codePoint : m_utf16At[size_t(codePoint)];
}

std::pair<int, int> CodePointOffsets::fromUtf16(std::pair<int, int> utf16Span) const {
    return {fromUtf16(utf16Span.first), fromUtf16(utf16Span.second)};
}

std::pair<int, int> CodePointOffsets::toUtf16(std::pair<int, int> codePointSpan) const {
    return {toUtf16(codePointSpan.first), toUtf16(codePointSpan.second)};
}

std::vector<int> codePointAtUtf8Bytes(QByteArrayView utf8) {
    std::vector<int> at(size_t(utf8.size()) + 1, 0);
    int started = 0; // code points begun before the byte
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const bool continuation = (uchar(utf8[i]) & 0xC0) == 0x80;
        at[size_t(i)] = continuation ? std::max(0, started - 1) : started++;
    }
    at[size_t(utf8.size())] = started;
    return at;
}

void appendCodePoints(QStringView text, std::vector<char32_t>& out) {
    const QChar* s = text.constData();
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = s[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(s[i + 1].unicode())) {
            out.push_back(QChar::surrogateToUcs4(c, s[i + 1].unicode()));
            ++i;
        } else {
            out.push_back(QChar::isSurrogate(c) ? char32_t(0xFFFD) : char32_t(c));
        }
    }
}

} // namespace hw
