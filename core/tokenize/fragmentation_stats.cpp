#include "core/tokenize/fragmentation_stats.h"

#include "core/util/code_point_offsets.h"

#include <algorithm>

namespace hw {

WordSpans whitespaceWordSpans(const QString& text) {
    WordSpans spans;
    spans.reserve(size_t(text.size()) / 6 + 1);
    const QChar* const data = text.constData();
    const int size = int(text.size());
    for (int i = 0; i < size;) {
        while (i < size && data[i].isSpace())
            ++i;
        const int begin = i;
        while (i < size && !data[i].isSpace())
            ++i;
        if (i > begin)
            spans.emplace_back(begin, i);
    }
    return spans;
}

void FragmentationStats::merge(const FragmentationStats& other) {
    texts += other.texts;
    words += other.words;
    tokens += other.tokens;
    unknownTokens += other.unknownTokens;
    splitWords += other.splitWords;
}

void FragmentationStats::add(const QString& text, const Encoding& e, int unkId) {
    // Words are whitespace-separated runs of the text, whatever the tokenizer's own pre-tokenisation, so
    // WordPiece and SentencePiece vocabularies are measured against the same words.
    add(text, whitespaceWordSpans(text), e, unkId);
}

void FragmentationStats::add(const QString& text, const WordSpans& spans, const Encoding& e, int unkId) {
    if (spans.empty())
        return; // a blank line is not a text
    ++texts;
    std::vector<int> pieces(spans.size(), 0);
    const CodePointOffsets positions(text); // the spans count UTF-16 units, the offsets code points
    for (int i = 0; i < e.size(); ++i) {
        if (e.specialTokensMask[size_t(i)] && e.wordIds[size_t(i)] < 0)
            continue;
        ++tokens;
        if (e.ids[size_t(i)] == unkId)
            ++unknownTokens;
        const int at = positions.toUtf16(e.offsets[size_t(i)].first);
        auto word =
            std::upper_bound(spans.begin(), spans.end(), at,
                             [](int offset, const std::pair<int, int>& span) { return offset < span.first; });
        if (word != spans.begin())
            ++pieces[size_t(std::prev(word) - spans.begin())];
    }
    words += qint64(spans.size());
    splitWords += std::count_if(pieces.begin(), pieces.end(), [](int n) { return n > 1; });
}

} // namespace hw
