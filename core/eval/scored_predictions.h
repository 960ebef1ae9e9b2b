#pragma once

#include "core/train/finetune_job.h"

#include <vector>

namespace hw {

// One seed's test predictions, ready to score any draw of the test examples, as a bootstrap draws them: each
// example's part in the per-label true positive, false positive and false negative counts is worked out once,
// so scoring a draw adds up the parts of the examples it holds (rebuilding every draw's 0/1 rows and scoring
// them took seconds for a few thousand multi-label examples). The score is computeSingleLabelMetrics' or
// computeMultiLabelMetrics' macro-F1 of the drawn examples, bit for bit: the same counts, averaged in the
// same label order.
class ScoredPredictions {
public:
    // `predictions` holds the label ids given to each of `result`'s test examples.
    ScoredPredictions(const FinetuneResult& result, const QVector<QVector<int>>& predictions);

    // Macro-F1 over the drawn examples (indices into the test set, repeats counted): over every label for
    // multi-label, over the labels the drawn examples hold or were given for single-label, as sklearn does.
    double macroF1(const std::vector<int>& sample) const;

private:
    using Count = qint64 LabelCounts::*; // tp, fp or fn
    struct Part {
        int label;
        Count count;
    };

    void addSingleLabel(int truth, int predicted);

    int m_labels;
    bool m_multiLabel;
    std::vector<Part> m_parts;
    std::vector<int> m_start; // example i's parts: [m_start[i], m_start[i + 1])
};

} // namespace hw
