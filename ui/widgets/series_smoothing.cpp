#include "ui/widgets/series_smoothing.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace hw::ui {

QVector<double> smoothDebiased(const QVector<double>& values, double weight) {
    QVector<double> out(values.size());
    double last = 0;
    int n = 0;
    for (int i = 0; i < values.size(); ++i) {
        const double x = values[i];
        if (!std::isfinite(x)) {
            out[i] = x;
            continue;
        }
        last = last * weight + (1 - weight) * x;
        ++n;
        const double debias = weight == 1.0 ? 1.0 : 1.0 - std::pow(weight, n);
        out[i] = last / debias;
    }
    return out;
}

QVector<int> decimatedIndexes(const QVector<double>& values, int buckets) {
    const int count = int(values.size());
    QVector<int> out;
    if (buckets <= 0 || count <= buckets * 4) {
        out.resize(count);
        std::iota(out.begin(), out.end(), 0);
        return out;
    }
    out.reserve(buckets * 4);
    for (int b = 0; b < buckets; ++b) {
        const int begin = int(qint64(count) * b / buckets);
        const int end = int(qint64(count) * (b + 1) / buckets);
        int low = begin, high = begin;
        for (int i = begin; i < end; ++i) {
            if (values[i] < values[low])
                low = i;
            if (values[i] > values[high])
                high = i;
        }
        int picks[] = {begin, std::min(low, high), std::max(low, high), end - 1};
        for (int p : picks)
            if (out.isEmpty() || out.back() < p)
                out.append(p);
    }
    return out;
}

} // namespace hw::ui
