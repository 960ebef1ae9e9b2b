#include "core/train/lr_schedule.h"

#include <algorithm>
#include <cmath>

namespace hw {

Expected<LrDecay> lrDecayFromName(const QString& name) {
    if (name == QLatin1String("linear"))
        return LrDecay::Linear;
    if (name == QLatin1String("cosine"))
        return LrDecay::Cosine;
    if (name == QLatin1String("constant"))
        return LrDecay::Constant;
    return UserError{Text::tr("unknown learning-rate schedule '%1'").arg(name),
                     Text::setting(QStringLiteral("schedule")),
                     Text::tr("choose linear, cosine or constant")};
}

QString lrDecayName(LrDecay decay) {
    switch (decay) {
    case LrDecay::Linear:
        return QStringLiteral("linear");
    case LrDecay::Cosine:
        return QStringLiteral("cosine");
    case LrDecay::Constant:
        return QStringLiteral("constant");
    }
    return {};
}

double learningRateAt(qint64 step, qint64 totalSteps, qint64 warmupSteps, double peak, LrDecay decay) {
    if (step < warmupSteps)
        return peak * double(step) / double(std::max<qint64>(1, warmupSteps));
    const double progress =
        double(step - warmupSteps) / double(std::max<qint64>(1, totalSteps - warmupSteps));
    switch (decay) {
    case LrDecay::Linear:
        return peak * std::max(0.0, 1.0 - progress);
    case LrDecay::Cosine:
        return peak * std::max(0.0, 0.5 * (1.0 + std::cos(M_PI * progress)));
    case LrDecay::Constant:
        return peak;
    }
    return peak;
}

} // namespace hw
