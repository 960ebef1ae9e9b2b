#include "core/stats/mean_and_std.h"

#include <cmath>

namespace hw {

MeanAndStd meanAndStd(const QVector<double>& values) {
    MeanAndStd out;
    for (double v : values)
        out.mean += v;
    out.mean /= double(std::max<qsizetype>(1, values.size()));
    double squares = 0;
    for (double v : values)
        squares += (v - out.mean) * (v - out.mean);
    out.std = values.size() > 1 ? std::sqrt(squares / double(values.size() - 1)) : 0.0;
    return out;
}

} // namespace hw
