#pragma once

#include "core/dataset/example_packing.h"
#include "core/dataset/token_masking.h"

#include <memory>
#include <vector>

namespace hw {

// Where the next batch starts: the epoch and the position in that epoch's (shuffled) order.
struct DataCursor {
    qint64 epoch = 0;
    qint64 position = 0;
};

// One process's part of each batch in a data-parallel run: of `count` ranks' rows taken together in the
// shuffled order, the `index`-th consecutive share. All shares together are the batch one process would take.
struct BatchShare {
    int index = 0;
    int count = 1;
};

// One batch as plain arrays, row-major [rows, length], padded to its longest example.
struct TrainingBatch {
    int rows = 0;
    int length = 0;
    std::vector<int64_t> inputIds, labels, attentionMask, typeIds;
    std::vector<int64_t> nextSentenceLabels; // per row, -1 where the example is no sentence pair
    qint64 tokens = 0;                       // real (non-padding) tokens
    qint64 maskedTokens = 0;
    DataCursor next; // the cursor after this batch
};

// Builds masked batches from packed examples. Each example's masking is seeded by (seed, epoch, index),
// so batches do not depend on thread timing and a resumed run sees exactly what it would have seen.
class BatchAssembler {
public:
    BatchAssembler(std::shared_ptr<const ExamplePacker> packer, MaskingVocabulary vocabulary,
                   MaskingOptions masking, uint64_t seed);

    // Masking is keyed by (epoch, example): an example is masked afresh every epoch (dynamic masking),
    // yet identically on a resumed run.
    TrainingBatch assemble(const std::vector<qint64>& exampleIndexes,
                           const std::vector<qint64>& epochs) const;
    // Examples [begin, end) in stored order, masked as in epoch 0: evaluation batches, the same on every
    // call.
    TrainingBatch assembleInOrder(qint64 begin, qint64 end) const;
    // Training order: rows from the cursor on, the examples of each epoch in a seeded shuffle. With a share,
    // `rows` of the share's count x rows are this rank's; the cursor moves past all of them.
    TrainingBatch nextShuffled(DataCursor cursor, int rows, BatchShare share = {}) const;
    const ExamplePacker& packer() const { return *m_packer; }

private:
    std::shared_ptr<const ExamplePacker> m_packer;
    MaskingVocabulary m_vocabulary;
    MaskingOptions m_masking;
    uint64_t m_seed;
};

} // namespace hw
