#include "core/eval/label_thresholds.h"

#include "core/eval/prediction_records.h"
#include "core/stats/label_decisions.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

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

Expected<QVector<double>> readThresholds(const QString& modelDirectory, int labelCount) {
    const QString path = QDir(modelDirectory).filePath(QStringLiteral("thresholds.json"));
    QVector<double> thresholds(labelCount, 0.5);
    QFile file(path);
    if (!file.exists())
        return thresholds;
    auto damaged = [&](const Text& what) {
        return UserError{
            Text::tr("the model's thresholds.json cannot be used: %1").arg(what), path,
            Text::tr("delete it to decide every label at 0.5, or write it again: save thresholds "
                     "on the Fine-tune page, or fine-tune the model again")};
    };
    if (!file.open(QIODevice::ReadOnly))
        return damaged(Text::tr("it cannot be read (%1)").arg(file.errorString()));
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return damaged(
            Text::tr("it is not valid JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset));
    if (!document.isArray())
        return damaged(document.isObject()
                           ? Text::tr("it holds a JSON object where a list of one number per label belongs")
                           : Text::tr("it holds no list of one number per label"));
    const QJsonArray saved = document.array();
    if (saved.size() != labelCount)
        return damaged(Text::tr("its list has length %1 where the model has %2 labels")
                           .arg(saved.size())
                           .arg(labelCount));
    for (int l = 0; l < labelCount; ++l) {
        const QJsonValue v = saved[l];
        if (!v.isDouble())
            return damaged(
                Text::tr("the value for label %1 is %2, not a number")
                    .arg(l)
                    .arg(QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
                             .mid(1)
                             .chopped(1)));
        const double t = v.toDouble();
        if (!std::isfinite(t) || t < 0 || t > 1)
            return damaged(Text::tr("the value for label %1 is %2, outside 0 to 1").arg(l).arg(t));
        thresholds[l] = t;
    }
    return thresholds;
}

Expected<bool> saveThresholds(const QString& modelDirectory, const QVector<double>& thresholds) {
    QJsonArray values;
    for (double t : thresholds)
        values.append(t);
    return writeFileAtomically(QDir(modelDirectory).filePath(QStringLiteral("thresholds.json")),
                               QJsonDocument(values).toJson());
}

} // namespace hw
