#include "core/eval/label_thresholds.h"

#include "core/eval/prediction_records.h"
#include "core/stats/label_decisions.h"

namespace hw {

Expected<ValidationPredictions> readValidationPredictions(const QString& path, const QStringList& labels) {
    Expected<QVector<PredictionRecord>> records = readPredictionRecords(path);
    if (!records)
        return records.error();
    ValidationPredictions out;
    out.labels = labels;
    for (const PredictionRecord& r : records.value()) {
        std::vector<float> probabilities(size_t(labels.size()), 0.0f);
        for (int l = 0; l < labels.size(); ++l)
            probabilities[size_t(l)] = float(r.probabilities.value(labels[l]));
        QVector<int> truth;
        for (const QString& label : r.truth)
            if (labels.contains(label))
                truth.append(int(labels.indexOf(label)));
        out.probabilities.push_back(std::move(probabilities));
        out.truth.push_back(truth);
    }
    return out;
}

ClassificationMetrics scoreWithThresholds(const ValidationPredictions& predictions,
                                          const QVector<double>& thresholds) {
    return scoreLabels(predictions.truth, decideLabels(predictions.probabilities, true, thresholds),
                       predictions.labels, true);
}

} // namespace hw
