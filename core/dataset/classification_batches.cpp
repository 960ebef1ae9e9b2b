#include "core/dataset/classification_batches.h"

#include "core/tokenize/text_tokenizer.h"

#include <algorithm>
#include <numeric>

namespace hw {

EncodedExamples encodeLabelledExamples(const LabelledDataset& data, const TextTokenizer& tokenizer,
                                       int maxLength) {
    EncodedExamples out;
    out.labelCount = int(data.labels.size());
    out.multiLabel = data.multiLabel;
    out.ids.reserve(size_t(data.examples.size()));
    for (const LabelledExample& e : data.examples) {
        out.ids.push_back(tokenizer.encode(e.text, true, maxLength).ids);
        out.labels.push_back(e.labels);
    }
    return out;
}

ClassificationBatch makeClassificationBatch(const EncodedExamples& examples, const std::vector<int>& indexes,
                                            int padId) {
    ClassificationBatch b;
    b.rows = int(indexes.size());
    for (int i : indexes)
        b.length = std::max(b.length, int(examples.ids[size_t(i)].size()));
    b.inputIds.assign(size_t(b.rows) * size_t(b.length), padId);
    b.attentionMask.assign(b.inputIds.size(), 0);
    if (examples.multiLabel)
        b.labelTargets.assign(size_t(b.rows) * size_t(examples.labelCount), 0.0f);
    for (int r = 0; r < b.rows; ++r) {
        const std::vector<int32_t>& ids = examples.ids[size_t(indexes[size_t(r)])];
        const size_t row = size_t(r) * size_t(b.length);
        std::copy(ids.begin(), ids.end(), b.inputIds.begin() + ptrdiff_t(row));
        std::fill_n(b.attentionMask.begin() + ptrdiff_t(row), ids.size(), 1);
        const QVector<int>& labels = examples.labels[size_t(indexes[size_t(r)])];
        if (examples.multiLabel) {
            for (int l : labels)
                b.labelTargets[size_t(r) * size_t(examples.labelCount) + size_t(l)] = 1.0f;
        } else {
            b.labelIds.push_back(labels.value(0));
        }
    }
    b.exampleIndexes = indexes;
    return b;
}

std::vector<std::vector<int>> bucketedBatchOrder(const EncodedExamples& examples, int batchSize,
                                                 std::mt19937_64& rng) {
    std::vector<int> order(examples.ids.size());
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    const size_t run = size_t(batchSize) * 50;
    std::vector<std::vector<int>> batches;
    for (size_t begin = 0; begin < order.size(); begin += run) {
        const auto first = order.begin() + ptrdiff_t(begin),
                   last = order.begin() + ptrdiff_t(std::min(order.size(), begin + run));
        std::stable_sort(first, last, [&](int a, int b) {
            return examples.ids[size_t(a)].size() < examples.ids[size_t(b)].size();
        });
        for (auto it = first; it < last; it += std::min<ptrdiff_t>(batchSize, last - it))
            batches.emplace_back(it, it + std::min<ptrdiff_t>(batchSize, last - it));
    }
    std::shuffle(batches.begin(), batches.end(), rng);
    return batches;
}

std::vector<std::vector<int>> lengthSortedBatches(const EncodedExamples& examples, int batchSize) {
    std::vector<int> order(examples.ids.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return examples.ids[size_t(a)].size() < examples.ids[size_t(b)].size();
    });
    std::vector<std::vector<int>> batches;
    for (size_t begin = 0; begin < order.size(); begin += size_t(batchSize))
        batches.emplace_back(order.begin() + ptrdiff_t(begin),
                             order.begin() + ptrdiff_t(std::min(order.size(), begin + size_t(batchSize))));
    return batches;
}

} // namespace hw
