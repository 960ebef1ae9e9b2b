#include "core/dataset/example_packing.h"

#include <algorithm>
#include <random>

namespace hw {

ExamplePacker::ExamplePacker(std::shared_ptr<const TokenShard> shard, PackingOptions options,
                             SpecialTokenIds specials)
    : m_shard(std::move(shard))
    , m_options(options)
    , m_specials(specials) {
    if (m_options.mode == PackingMode::Documents) {
        layOutDocuments();
    } else {
        // Like group_texts, the remainder that does not fill a block is dropped, unless that leaves nothing.
        const qint64 stream = m_shard->tokenCount() + 2 * m_shard->documentCount();
        m_concatCount = stream / m_options.maxLength;
        if (m_concatCount == 0 && stream > 0)
            m_concatCount = 1;
    }
}

qint64 ExamplePacker::count() const {
    return m_options.mode == PackingMode::Documents ? qint64(m_spans.size()) : m_concatCount;
}

PackedExample ExamplePacker::example(qint64 index) const {
    if (m_options.mode == PackingMode::Concat)
        return concatExample(index);
    const Span& s = m_spans[size_t(index)];
    PackedExample e;
    e.nextSentenceLabel = s.nextSentenceLabel;
    e.ids.resize(size_t(s.aLength) + s.bLength + (s.bLength > 0 ? 3 : 2));
    e.typeIds.assign(e.ids.size(), 0);
    e.ids[0] = m_specials.cls;
    m_shard->copyTokens(qint64(s.aBegin), s.aLength, e.ids.data() + 1);
    e.ids[1 + s.aLength] = m_specials.sep;
    if (s.bLength > 0) {
        m_shard->copyTokens(qint64(s.bBegin), s.bLength, e.ids.data() + 2 + s.aLength);
        e.ids.back() = m_specials.sep;
        std::fill(e.typeIds.begin() + 2 + s.aLength, e.typeIds.end(), 1);
    }
    return e;
}

PackedExample ExamplePacker::concatExample(qint64 index) const {
    const qint64 stream = m_shard->tokenCount() + 2 * m_shard->documentCount();
    const qint64 begin = index * m_options.maxLength;
    const qint64 end = std::min(stream, begin + m_options.maxLength);
    // The document holding `begin`: the last one whose stream position is not after it.
    qint64 lo = 0, hi = m_shard->documentCount() - 1;
    while (lo < hi) {
        const qint64 mid = (lo + hi + 1) / 2;
        if (streamBegin(mid) <= begin)
            lo = mid;
        else
            hi = mid - 1;
    }
    PackedExample e;
    e.ids.reserve(size_t(end - begin));
    qint64 position = begin;
    for (qint64 d = lo; position < end && d < m_shard->documentCount(); ++d) {
        const qint64 docTokens = m_shard->documentBegin(d + 1) - m_shard->documentBegin(d);
        // Within the document's stream: 0 is [CLS], 1..n its tokens, n + 1 is [SEP].
        qint64 offset = position - streamBegin(d);
        if (offset == 0) {
            e.ids.push_back(m_specials.cls);
            ++offset;
            ++position;
        }
        const qint64 take = std::min(docTokens - (offset - 1), end - position);
        if (take > 0) {
            const size_t at = e.ids.size();
            e.ids.resize(at + size_t(take));
            m_shard->copyTokens(m_shard->documentBegin(d) + offset - 1, take, e.ids.data() + at);
            position += take;
        }
        if (position < end) {
            e.ids.push_back(m_specials.sep);
            ++position;
        }
    }
    e.typeIds.assign(e.ids.size(), 0);
    return e;
}

void ExamplePacker::layOutDocuments() {
    std::mt19937_64 rng(m_options.seed);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    const int maxLength = std::max(4, m_options.maxLength);
    int target = maxLength;
    const qint64 documents = m_shard->documentCount();

    // ELECTRA's ExampleBuilder._create_example on sentences [first, last) of one document.
    auto emit = [&](qint64 document, qint64 first, qint64 last) {
        const qint64 firstTarget =
            uniform(rng) < m_options.singleSegmentProbability && !m_options.nextSentencePairs
                ? std::numeric_limits<qint64>::max()
                : (target - 3) / 2;
        qint64 aLength = 0, bLength = 0, split = last;
        for (qint64 s = first; s < last; ++s) {
            const qint64 length = m_shard->sentenceBegin(s + 1) - m_shard->sentenceBegin(s);
            if (split == last && (aLength == 0 || aLength + length < firstTarget ||
                                  (aLength < firstTarget && uniform(rng) < 0.5))) {
                aLength += length;
            } else {
                if (split == last)
                    split = s;
                bLength += length;
            }
        }
        Span span;
        span.aBegin = uint64_t(m_shard->sentenceBegin(first));
        span.aLength = uint16_t(std::min<qint64>(aLength, maxLength - 2));
        span.bBegin = uint64_t(m_shard->sentenceBegin(split));
        span.bLength = uint16_t(std::min<qint64>(bLength, std::max<qint64>(0, maxLength - span.aLength - 3)));
        if (m_options.nextSentencePairs) {
            span.nextSentenceLabel = 0;
            const bool forced = span.bLength == 0; // one sentence: only a random continuation makes a pair
            if (documents > 1 && (forced || uniform(rng) < 0.5)) {
                qint64 other = qint64(rng() % uint64_t(documents - 1));
                if (other >= document)
                    ++other;
                const qint64 s0 = m_shard->documentSentence(other), s1 = m_shard->documentSentence(other + 1);
                const qint64 start = s0 + qint64(rng() % uint64_t(s1 - s0));
                const qint64 room = std::max<qint64>(1, maxLength - span.aLength - 3);
                span.bBegin = uint64_t(m_shard->sentenceBegin(start));
                span.bLength = uint16_t(
                    std::min(room, m_shard->documentBegin(other + 1) - m_shard->sentenceBegin(start)));
                if (span.aLength + span.bLength + 3 > maxLength) // room for [SEP] B [SEP]
                    span.aLength = uint16_t(maxLength - 3 - span.bLength);
                span.nextSentenceLabel = 1;
            } else if (forced) {
                span.nextSentenceLabel = -1;
            }
        }
        m_spans.push_back(span);
        target = uniform(rng) < m_options.shortTargetProbability ? int(5 + rng() % uint64_t(maxLength - 4))
                                                                 : maxLength;
    };

    for (qint64 d = 0; d < documents; ++d) {
        qint64 first = m_shard->documentSentence(d);
        const qint64 end = m_shard->documentSentence(d + 1);
        for (qint64 s = first; s < end; ++s) {
            if (m_shard->sentenceBegin(s + 1) - m_shard->sentenceBegin(first) >= target) {
                emit(d, first, s + 1);
                first = s + 1;
            }
        }
        if (first < end) // the end of a document ends its example: examples never span documents
            emit(d, first, end);
    }
    m_shard->releaseIndexPages();
}

} // namespace hw
