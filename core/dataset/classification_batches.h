#pragma once

#include "core/corpus/labelled_dataset.h"

#include <random>
#include <vector>

namespace hw {

class TextTokenizer;

// Labelled examples encoded once ([CLS] text [SEP], truncated to a maximum length).
struct EncodedExamples {
    std::vector<std::vector<int32_t>> ids;
    std::vector<QVector<int>> labels;
    int labelCount = 0;
    bool multiLabel = false;
};

EncodedExamples encodeLabelledExamples(const LabelledDataset& data, const TextTokenizer& tokenizer,
                                       int maxLength);

// One batch padded to its longest row.
struct ClassificationBatch {
    int rows = 0, length = 0;
    std::vector<int64_t> inputIds, attentionMask;
    std::vector<int64_t> labelIds;   // single-label: [rows]
    std::vector<float> labelTargets; // multi-label: [rows, labelCount] of 0/1
    std::vector<int> exampleIndexes;
};

ClassificationBatch makeClassificationBatch(const EncodedExamples& examples, const std::vector<int>& indexes,
                                            int padId);

// Length bucketing: a seeded shuffle, then runs of 50 batches sorted by length and cut into batches, whose
// order is shuffled again. Padding shrinks to what each batch needs while the order stays random.
std::vector<std::vector<int>> bucketedBatchOrder(const EncodedExamples& examples, int batchSize,
                                                 std::mt19937_64& rng);
// Evaluation order: by length, so batches pad little; indexes say where each row belongs.
std::vector<std::vector<int>> lengthSortedBatches(const EncodedExamples& examples, int batchSize);

} // namespace hw
