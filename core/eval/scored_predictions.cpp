#include "core/eval/scored_predictions.h"

#include <algorithm>

namespace hw {

ScoredPredictions::ScoredPredictions(const FinetuneResult& result, const QVector<QVector<int>>& predictions)
    : m_labels(int(result.labels.size()))
    , m_multiLabel(result.multiLabel) {
    m_start.reserve(size_t(result.testTruth.size()) + 1);
    std::vector<uint8_t> truth(static_cast<size_t>(m_labels)), predicted(static_cast<size_t>(m_labels));
    for (int i = 0; i < result.testTruth.size(); ++i) {
        m_start.push_back(int(m_parts.size()));
        if (!m_multiLabel) {
            addSingleLabel(result.testTruth[i].value(0), predictions[i].value(0));
            continue;
        }
        std::fill(truth.begin(), truth.end(), 0);
        std::fill(predicted.begin(), predicted.end(), 0);
        for (int l : result.testTruth[i])
            truth[size_t(l)] = 1;
        for (int l : predictions[i])
            predicted[size_t(l)] = 1;
        for (int l = 0; l < m_labels; ++l)
            if (truth[size_t(l)] || predicted[size_t(l)])
                m_parts.push_back({l, !truth[size_t(l)]      ? &LabelCounts::fp
                                      : predicted[size_t(l)] ? &LabelCounts::tp
                                                             : &LabelCounts::fn});
    }
    m_start.push_back(int(m_parts.size()));
}

void ScoredPredictions::addSingleLabel(int truth, int predicted) {
    if (truth == predicted) {
        m_parts.push_back({truth, &LabelCounts::tp});
        return;
    }
    m_parts.push_back({predicted, &LabelCounts::fp});
    m_parts.push_back({truth, &LabelCounts::fn});
}

double ScoredPredictions::macroF1(const std::vector<int>& sample) const {
    std::vector<LabelCounts> counts(static_cast<size_t>(m_labels));
    for (int i : sample)
        for (int p = m_start[size_t(i)]; p < m_start[size_t(i) + 1]; ++p)
            ++(counts[size_t(m_parts[size_t(p)].label)].*m_parts[size_t(p)].count);
    double sum = 0;
    int averaged = 0;
    for (const LabelCounts& c : counts) {
        if (!m_multiLabel && c.tp + c.fp + c.fn == 0)
            continue; // neither in the truth nor in the predictions of these examples
        ++averaged;
        sum += f1Score(c);
    }
    return sum / double(std::max(1, averaged));
}

} // namespace hw
