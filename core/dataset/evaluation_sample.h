#pragma once

#include "core/util/text.h"

#include <QtGlobal>

#include <cstdint>
#include <vector>

namespace hw {

// The validation examples an evaluation scores: all of them when `wanted` is 0 or covers the split, else a
// seeded sample spread over the whole split (never its first blocks, which in a corpus ordered by source are
// one kind of text). In stored order, and the same at every evaluation of a run.
std::vector<qint64> evaluationSample(qint64 count, qint64 wanted, uint64_t seed);

// "all 5230 validation examples" / "2000 of 5230 validation examples (a fixed seeded sample across the
// split)"
Text describeEvaluationSample(qint64 count, qint64 sampled);

} // namespace hw
