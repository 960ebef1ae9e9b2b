// The check for a classifier that gives every example the same answer (declared in classifier_evaluation.h).
#include "core/eval/classifier_evaluation.h"

#include "core/eval/prediction_records.h"

#include <algorithm>

namespace hw {

std::optional<QStringList> sameAnswerForEvery(const QVector<QStringList>& predicted) {
    if (predicted.size() < 2)
        return std::nullopt; // one example cannot tell a constant answer from a right one
    auto sorted = [](QStringList labels) {
        labels.sort();
        return labels;
    };
    const QStringList first = sorted(predicted.first());
    for (const QStringList& p : predicted)
        if (sorted(p) != first)
            return std::nullopt;
    return first;
}

QVector<QStringList> predictedLabelNames(const QVector<QVector<int>>& predicted, const QStringList& labels) {
    QVector<QStringList> names;
    names.reserve(predicted.size());
    for (const QVector<int>& ids : predicted) {
        QStringList row;
        for (int id : ids)
            row << labels.value(id, QString::number(id));
        names.append(row);
    }
    return names;
}

Text sameAnswerWarning(const QString& model, const QVector<QVector<QStringList>>& predictedBySeed) {
    QStringList answers;
    for (const QVector<QStringList>& seed : predictedBySeed)
        if (const std::optional<QStringList> answer = sameAnswerForEvery(seed))
            answers << (answer->isEmpty() ? QStringLiteral("∅") : answer->join(QStringLiteral(", ")));
    if (answers.isEmpty())
        return {};
    answers.removeDuplicates();
    const Text said = answers.size() == 1 && answers.first() == QStringLiteral("∅")
                          ? Text::tr("no label")
                          : Text(QStringLiteral("“%1”").arg(answers.join(QStringLiteral("” / “"))));
    if (predictedBySeed.size() <= 1)
        return Text::tr("Warning: %1 predicts %2 for every test example; its metrics describe a constant "
                        "answer, not a classifier that tells the examples apart.")
            .arg(Text(model))
            .arg(said);
    int seeds = 0;
    for (const QVector<QStringList>& seed : predictedBySeed)
        seeds += sameAnswerForEvery(seed) ? 1 : 0;
    return Text::tr("Warning: %1 predicts %2 for every test example in %3 of its %n seeds; those seeds' "
                    "metrics describe a constant answer, not a classifier that tells the examples apart.",
                    nullptr, int(predictedBySeed.size()))
        .arg(Text(model))
        .arg(said)
        .arg(seeds);
}

Text sameAnswerWarning(const FinetunedModelResults& model) {
    QVector<QVector<QStringList>> predictedBySeed;
    for (const QString& file : model.predictionFiles) {
        Expected<QVector<PredictionRecord>> records = readPredictionRecords(file);
        if (!records)
            continue;
        QVector<QStringList> predicted;
        for (const PredictionRecord& r : records.value())
            predicted.append(r.predicted);
        predictedBySeed.append(predicted);
    }
    return sameAnswerWarning(model.name, predictedBySeed);
}

} // namespace hw
