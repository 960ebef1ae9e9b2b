#pragma once

#include <QByteArrayView>
#include <QStringView>

#include <utility>
#include <vector>

namespace hw {

// Token offsets count Unicode code points, as Hugging Face reports them (indices into a Python str). A
// QString indexes UTF-16 units instead, and a character outside the Basic Multilingual Plane (most emoji, 𝐀,
// rare CJK ideographs) takes two of them, so the two counts part after the first such character. This
// converts between them for one text; a text without such characters converts to itself without allocating.
class CodePointOffsets {
public:
    explicit CodePointOffsets(QStringView text);

    // The code point index of a UTF-16 index (one between the halves of a surrogate pair gives the pair's).
    int fromUtf16(int utf16Index) const;
    // The UTF-16 index of a code point index; both directions clamp to the text.
    int toUtf16(int codePointIndex) const;
    std::pair<int, int> fromUtf16(std::pair<int, int> utf16Span) const;
    std::pair<int, int> toUtf16(std::pair<int, int> codePointSpan) const;

    int codePoints() const { return m_utf16At.empty() ? m_units : int(m_utf16At.size()) - 1; }

private:
    int m_units = 0;
    std::vector<int> m_utf16At; // UTF-16 index of each code point and of the end; empty: one unit each
};

// The text's code points appended to `out`, a lone surrogate as U+FFFD, as QString::toUcs4() gives them
// (without a list of their own for each text).
void appendCodePoints(QStringView text, std::vector<char32_t>& out);

// The code point index at each byte of UTF-8 text and at its end (size() + 1 entries), for libraries that
// report byte spans (SentencePiece).
std::vector<int> codePointAtUtf8Bytes(QByteArrayView utf8);

} // namespace hw
