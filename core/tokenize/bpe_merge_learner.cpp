#include "core/tokenize/bpe_merge_learner.h"

#include <algorithm>

namespace hw {

namespace {

uint64_t pairKey(int32_t left, int32_t right) {
    return (uint64_t(uint32_t(left)) << 32) | uint32_t(right);
}

int32_t leftOf(uint64_t pair) {
    return int32_t(pair >> 32);
}

int32_t rightOf(uint64_t pair) {
    return int32_t(uint32_t(pair));
}

} // namespace

BpeMergeLearner::BpeMergeLearner(std::vector<QString> tokens, std::vector<std::vector<int32_t>> words,
                                 std::vector<qint64> counts)
    : m_tokens(std::move(tokens))
    , m_words(std::move(words))
    , m_counts(std::move(counts)) {
    m_ids.reserve(qsizetype(m_tokens.size()));
    for (int32_t id = 0; id < int32_t(m_tokens.size()); ++id)
        m_ids.insert(m_tokens[size_t(id)], id);
}

// tokenizers' Merge ordering: the higher count first, then the smaller pair (left id, then right id).
bool BpeMergeLearner::popsAfter(const Entry& a, const Entry& b) {
    if (a.count != b.count)
        return a.count < b.count;
    if (a.pair != b.pair)
        return a.pair > b.pair;
    return a.order > b.order;
}

void BpeMergeLearner::push(qint64 count, uint64_t pair, int32_t positions) {
    m_queue.push_back({count, pair, m_pushed++, positions});
    std::push_heap(m_queue.begin(), m_queue.end(), popsAfter);
}

BpeMergeLearner::Entry BpeMergeLearner::pop() {
    std::pop_heap(m_queue.begin(), m_queue.end(), popsAfter);
    const Entry top = m_queue.back();
    m_queue.pop_back();
    return top;
}

int32_t BpeMergeLearner::takePositionSlot() {
    if (m_freeSlots.empty()) {
        m_positions.emplace_back();
        return int32_t(m_positions.size()) - 1;
    }
    const int32_t slot = m_freeSlots.back();
    m_freeSlots.pop_back();
    return slot;
}

int32_t BpeMergeLearner::tokenOf(const QString& token) {
    const auto found = m_ids.constFind(token);
    if (found != m_ids.constEnd())
        return found.value();
    const int32_t id = int32_t(m_tokens.size());
    m_tokens.push_back(token);
    m_ids.insert(token, id);
    return id;
}

// A pair count moves by `change`; a pair that appears is remembered with the word it appeared in.
void BpeMergeLearner::recordChange(uint64_t pair, qint64 change, int32_t word) {
    m_pairCounts[pair] += change;
    if (change <= 0)
        return;
    auto [it, added] = m_newPairs.try_emplace(pair, -1);
    if (added) {
        it->second = takePositionSlot();
        m_newPairOrder.push_back(pair);
    }
    std::vector<int32_t>& words = m_positions[size_t(it->second)];
    if (words.empty() || words.back() != word) // words are visited one at a time: a set without a lookup
        words.push_back(word);
}

void BpeMergeLearner::queueNewPairs() {
    for (const uint64_t pair : m_newPairOrder) {
        const int32_t slot = m_newPairs.at(pair);
        const qint64 count = m_pairCounts[pair];
        if (count > 0) {
            push(count, pair, slot);
        } else {
            m_positions[size_t(slot)].clear();
            m_freeSlots.push_back(slot);
        }
    }
    m_newPairs.clear();
    m_newPairOrder.clear();
}

void BpeMergeLearner::countPairs() {
    for (int32_t w = 0; w < int32_t(m_words.size()); ++w) {
        const std::vector<int32_t>& s = m_words[size_t(w)];
        for (size_t i = 0; i + 1 < s.size(); ++i)
            recordChange(pairKey(s[i], s[i + 1]), m_counts[size_t(w)], w);
    }
    queueNewPairs();
}

// tokenizers' Word::merge: every occurrence left to right, each reporting the pairs it breaks and makes with
// its neighbours (the merged pair's own count is left as it is).
void BpeMergeLearner::mergeWord(int32_t word, int32_t left, int32_t right, int32_t merged) {
    std::vector<int32_t>& s = m_words[size_t(word)];
    const qint64 count = m_counts[size_t(word)];
    size_t out = 0;
    for (size_t i = 0; i < s.size();) {
        if (s[i] != left || i + 1 >= s.size() || s[i + 1] != right) {
            s[out++] = s[i++];
            continue;
        }
        if (out > 0) {
            recordChange(pairKey(s[out - 1], left), -count, word);
            recordChange(pairKey(s[out - 1], merged), count, word);
        }
        if (i + 2 < s.size()) {
            recordChange(pairKey(right, s[i + 2]), -count, word);
            recordChange(pairKey(merged, s[i + 2]), count, word);
        }
        s[out++] = merged;
        i += 2;
    }
    s.resize(out);
}

bool BpeMergeLearner::learn(int vocabSize, qint64 minFrequency, JobContext& context) {
    countPairs();
    const double start = double(m_tokens.size());
    const double target = std::max(1.0, double(vocabSize) - start);
    while (int(m_tokens.size()) < vocabSize && !m_queue.empty()) {
        Entry top = pop();
        const qint64 current = m_pairCounts[top.pair];
        if (top.count != current) {
            push(current, top.pair, top.positions);
            continue;
        }
        if (top.count < 1 || minFrequency > top.count)
            break;
        const int32_t left = leftOf(top.pair), right = rightOf(top.pair);
        const int32_t merged = tokenOf(m_tokens[size_t(left)] + m_tokens[size_t(right)]);
        m_merges.emplace_back(left, right);
        std::vector<int32_t> words = std::move(m_positions[size_t(top.positions)]);
        m_positions[size_t(top.positions)].clear();
        m_freeSlots.push_back(top.positions);
        for (const int32_t w : words)
            mergeWord(w, left, right, merged);
        queueNewPairs();
        context.pausePoint();
        if (context.cancelled())
            return false;
        if ((m_merges.size() & 127) == 0)
            context.progress(Text::tr("learning merges"), double(m_tokens.size()) - start, target,
                             ProgressUnit::Pieces);
    }
    context.progress(Text::tr("learning merges"), target, target, ProgressUnit::Pieces);
    return true;
}

} // namespace hw
