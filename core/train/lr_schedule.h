#pragma once

#include "core/util/expected.h"

namespace hw {

enum class LrDecay { Linear, Cosine, Constant };

Expected<LrDecay> lrDecayFromName(const QString& name); // linear | cosine | constant
QString lrDecayName(LrDecay decay);

// transformers' schedules with warmup: the learning rate used by optimizer step `step` (0-based) of
// `totalSteps`, rising linearly over `warmupSteps` from 0, then decaying to 0 (linear, cosine) or held.
double learningRateAt(qint64 step, qint64 totalSteps, qint64 warmupSteps, double peak, LrDecay decay);

} // namespace hw
