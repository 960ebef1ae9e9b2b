#pragma once

#include "core/jobs/job.h"

#include <QHash>
#include <QString>

#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

namespace hw {

// The merge loop of Hugging Face tokenizers' BpeTrainer (models/bpe/trainer.rs), step for step, so that the
// same words give the same merges: a queue of pairs by count, the smaller pair of equal counts first; an
// entry whose count changed since it was queued goes back with its current count; a merge rewrites only the
// words its entry recorded, and the pairs it makes are queued with the words they appeared in.
class BpeMergeLearner {
public:
    // `tokens`: the vocabulary so far (special tokens, then the alphabet); `words`: each distinct word as ids
    // of it, with `counts` its number of occurrences.
    BpeMergeLearner(std::vector<QString> tokens, std::vector<std::vector<int32_t>> words,
                    std::vector<qint64> counts);

    // Merges until the vocabulary holds `vocabSize` tokens, no pair is left, or the most frequent pair occurs
    // fewer than `minFrequency` times. False when the job was cancelled.
    bool learn(int vocabSize, qint64 minFrequency, JobContext& context);

    const std::vector<QString>& tokens() const { return m_tokens; }
    // The merges in the order learned (a pair learned twice is listed twice, as tokenizers lists it).
    const std::vector<std::pair<int32_t, int32_t>>& merges() const { return m_merges; }

private:
    struct Entry {
        qint64 count;
        uint64_t pair;
        uint64_t order; // equal entries leave in the order they came
        int32_t positions;
    };
    static bool popsAfter(const Entry& a, const Entry& b);
    void countPairs();
    void push(qint64 count, uint64_t pair, int32_t positions);
    Entry pop();
    int32_t tokenOf(const QString& token);
    void recordChange(uint64_t pair, qint64 change, int32_t word);
    void mergeWord(int32_t word, int32_t left, int32_t right, int32_t merged);
    void queueNewPairs();
    int32_t takePositionSlot();

    std::vector<QString> m_tokens;
    QHash<QString, int32_t> m_ids;
    std::vector<std::vector<int32_t>> m_words;
    std::vector<qint64> m_counts;
    std::unordered_map<uint64_t, qint64> m_pairCounts;
    std::vector<Entry> m_queue; // a heap under popsAfter
    uint64_t m_pushed = 0;
    // The words each queue entry merges, by slot; slots of merged entries are reused.
    std::vector<std::vector<int32_t>> m_positions;
    std::vector<int32_t> m_freeSlots;
    // Pairs a merge made, with the words they appeared in, in the order first made.
    std::unordered_map<uint64_t, int32_t> m_newPairs;
    std::vector<uint64_t> m_newPairOrder;
    std::vector<std::pair<int32_t, int32_t>> m_merges;
};

} // namespace hw
