#include "core/dataset/training_batch.h"

#include "core/dataset/index_permutation.h"

#include <algorithm>

namespace hw {

BatchAssembler::BatchAssembler(std::shared_ptr<const ExamplePacker> packer, MaskingVocabulary vocabulary,
                               MaskingOptions masking, uint64_t seed)
    : m_packer(std::move(packer))
    , m_vocabulary(std::move(vocabulary))
    , m_masking(masking)
    , m_seed(seed) {}

TrainingBatch BatchAssembler::assemble(const std::vector<qint64>& exampleIndexes,
                                       const std::vector<qint64>& epochs) const {
    std::vector<PackedExample> examples;
    examples.reserve(exampleIndexes.size());
    int length = 0;
    for (qint64 index : exampleIndexes) {
        examples.push_back(m_packer->example(index));
        length = std::max(length, int(examples.back().ids.size()));
    }
    TrainingBatch b;
    b.rows = int(examples.size());
    b.length = length;
    const size_t cells = size_t(b.rows) * size_t(length);
    const int padId = m_packer->specials().pad;
    b.inputIds.assign(cells, padId);
    b.labels.assign(cells, -100);
    b.attentionMask.assign(cells, 0);
    b.typeIds.assign(cells, 0);
    b.nextSentenceLabels.assign(size_t(b.rows), -1);
    for (int r = 0; r < b.rows; ++r) {
        const PackedExample& e = examples[size_t(r)];
        const int n = int(e.ids.size());
        const size_t row = size_t(r) * size_t(length);
        std::mt19937_64 rng =
            seededGenerator(m_seed, uint64_t(epochs[size_t(r)]), uint64_t(exampleIndexes[size_t(r)]));
        maskSequence(e.ids.data(), n, m_vocabulary, m_masking, rng, b.inputIds.data() + row,
                     b.labels.data() + row);
        std::fill_n(b.attentionMask.begin() + ptrdiff_t(row), n, 1);
        std::copy(e.typeIds.begin(), e.typeIds.end(), b.typeIds.begin() + ptrdiff_t(row));
        b.nextSentenceLabels[size_t(r)] = e.nextSentenceLabel;
        b.tokens += n;
        b.maskedTokens +=
            std::count_if(b.labels.begin() + ptrdiff_t(row), b.labels.begin() + ptrdiff_t(row) + n,
                          [](int64_t l) { return l != -100; });
    }
    return b;
}

TrainingBatch BatchAssembler::assembleInOrder(qint64 begin, qint64 end) const {
    std::vector<qint64> indexes;
    for (qint64 i = begin; i < end; ++i)
        indexes.push_back(i);
    return assemble(indexes, std::vector<qint64>(indexes.size(), 0));
}

TrainingBatch BatchAssembler::nextShuffled(DataCursor cursor, int rows, BatchShare share) const {
    const qint64 count = m_packer->count();
    std::vector<qint64> indexes;
    std::vector<qint64> epochs;
    IndexPermutation order(uint64_t(count), m_seed ^ uint64_t(cursor.epoch) * 0x9e3779b97f4a7c15ULL);
    const int first = share.index * rows;
    for (int r = 0; r < rows * share.count; ++r) {
        if (cursor.position >= count) {
            ++cursor.epoch;
            cursor.position = 0;
            order =
                IndexPermutation(uint64_t(count), m_seed ^ uint64_t(cursor.epoch) * 0x9e3779b97f4a7c15ULL);
        }
        const qint64 position = cursor.position++;
        if (r < first || r >= first + rows)
            continue; // another rank's row
        indexes.push_back(qint64(order(uint64_t(position))));
        epochs.push_back(cursor.epoch);
    }
    TrainingBatch b = assemble(indexes, epochs);
    b.next = cursor;
    return b;
}

} // namespace hw
