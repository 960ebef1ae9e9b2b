#include "core/dataset/evaluation_sample.h"

#include "core/dataset/index_permutation.h"

#include <algorithm>

namespace hw {

std::vector<qint64> evaluationSample(qint64 count, qint64 wanted, uint64_t seed) {
    const qint64 n = wanted <= 0 ? count : std::min(count, wanted);
    std::vector<qint64> indexes(size_t(std::max<qint64>(0, n)));
    if (n == count) {
        for (qint64 i = 0; i < n; ++i)
            indexes[size_t(i)] = i;
        return indexes;
    }
    const IndexPermutation shuffle(uint64_t(count), seed);
    for (qint64 i = 0; i < n; ++i)
        indexes[size_t(i)] = qint64(shuffle(uint64_t(i)));
    std::sort(indexes.begin(), indexes.end()); // read the shards front to back
    return indexes;
}

Text describeEvaluationSample(qint64 count, qint64 sampled) {
    if (sampled >= count)
        return Text::tr("all %1 validation examples").arg(count);
    return Text::tr("%1 of %2 validation examples (a fixed seeded sample across the split)")
        .arg(sampled)
        .arg(count);
}

} // namespace hw
