#include "core/stats/label_decisions.h"

#include <algorithm>
#include <cmath>

namespace hw {

QVector<QVector<int>> decideLabels(const std::vector<std::vector<float>>& probabilities, bool multiLabel,
                                   const QVector<double>& thresholds) {
    QVector<QVector<int>> out;
    for (const std::vector<float>& p : probabilities) {
        QVector<int> labels;
        if (multiLabel) {
            for (int l = 0; l < int(p.size()); ++l)
                if (p[size_t(l)] >= thresholds.value(l, 0.5))
                    labels.append(l);
        } else {
            labels.append(int(std::max_element(p.begin(), p.end()) - p.begin()));
        }
        out.append(labels);
    }
    return out;
}

ClassificationMetrics scoreLabels(const std::vector<QVector<int>>& truth,
                                  const QVector<QVector<int>>& predicted, const QStringList& labels,
                                  bool multiLabel) {
    if (!multiLabel) {
        QVector<int> t, p;
        for (size_t i = 0; i < truth.size(); ++i) {
            t.append(truth[i].value(0));
            p.append(predicted[int(i)].value(0));
        }
        return computeSingleLabelMetrics(t, p, labels);
    }
    auto rows = [&](auto get) {
        QVector<QVector<uint8_t>> out;
        for (size_t i = 0; i < truth.size(); ++i) {
            QVector<uint8_t> row(labels.size(), 0);
            for (int l : get(i))
                row[l] = 1;
            out.append(row);
        }
        return out;
    };
    return computeMultiLabelMetrics(rows([&](size_t i) { return truth[i]; }),
                                    rows([&](size_t i) { return predicted[int(i)]; }), labels);
}

QVector<double> tuneThresholds(const std::vector<std::vector<float>>& probabilities,
                               const std::vector<QVector<int>>& truth, int labelCount) {
    QVector<double> thresholds(labelCount, 0.5);
    for (int l = 0; l < labelCount; ++l) {
        double bestF1 = -1;
        for (int step = 1; step <= 19; ++step) {
            const double t = step / 20.0; // exact tenths and twentieths, unlike step * 0.05
            qint64 tp = 0, fp = 0, fn = 0;
            for (size_t i = 0; i < probabilities.size(); ++i) {
                const bool predicted = probabilities[i][size_t(l)] >= t, actual = truth[i].contains(l);
                tp += predicted && actual;
                fp += predicted && !actual;
                fn += !predicted && actual;
            }
            const double f1 = tp + fp + fn > 0 ? 2.0 * tp / double(2 * tp + fp + fn) : 0.0;
            if (f1 > bestF1 + 1e-12 ||
                (std::abs(f1 - bestF1) <= 1e-12 && std::abs(t - 0.5) < std::abs(thresholds[l] - 0.5))) {
                bestF1 = f1;
                thresholds[l] = t;
            }
        }
    }
    return thresholds;
}

} // namespace hw
