#include "core/train/internal/seed_training.h"

#include "core/model_io/internal/model_directory.h"
#include "core/model_io/thresholds_file.h"
#include "core/stats/prediction_fields.h"
#include "core/tokenize/tokenizer_config.h"
#include "core/util/atomic_file.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw {

namespace {

// One JSON line per example: its text, true labels, decided labels and every label's probability.
QByteArray predictionLines(const EncodedExamples& examples, const LabelledDataset* texts,
                           const QStringList& labels, const std::vector<std::vector<float>>& probabilities,
                           const QVector<QVector<int>>& decided) {
    QByteArray lines;
    for (size_t i = 0; i < probabilities.size(); ++i) {
        QJsonArray truth, predicted;
        for (int l : examples.labels[i])
            truth.append(labels[l]);
        for (int l : decided[int(i)])
            predicted.append(labels[l]);
        QJsonObject byLabel;
        for (int l = 0; l < int(probabilities[i].size()); ++l)
            byLabel.insert(labels[l], double(probabilities[i][size_t(l)]));
        lines += QJsonDocument(
                     QJsonObject{{prediction_fields::kText, texts ? texts->examples[int(i)].text : QString()},
                                 {prediction_fields::kTruth, truth},
                                 {prediction_fields::kPredicted, predicted},
                                 {prediction_fields::kProbabilities, byLabel}})
                     .toJson(QJsonDocument::Compact) +
                 '\n';
    }
    return lines;
}

// Validation predictions too, so thresholds can be tried later against what chose them.
Expected<bool> writeValidationPredictions(const SeedTraining& t, const FinetuneSeedResult& result,
                                          const Probabilities& validation, const QString& seedDirectory) {
    return writeFileAtomically(
        QDir(seedDirectory).filePath(QStringLiteral("validation_predictions.jsonl")),
        predictionLines(*t.validation, t.data.validation.ids.empty() ? nullptr : t.data.validationSet,
                        t.data.labels, validation,
                        decideLabels(validation, t.data.multiLabel, result.thresholds)));
}

// The test set's decided labels, metrics and predictions file, when there is a test set.
Expected<bool> predictTest(SeedTraining& t, FinetuneSeedResult& result, const QString& seedDirectory) {
    const ClassifierData& data = t.data;
    if (data.test.ids.empty())
        return true;
    const Probabilities probabilities = t.predict(data.test);
    result.testPredictions = decideLabels(probabilities, data.multiLabel, result.thresholds);
    result.test = scoreLabels(data.test.labels, result.testPredictions, data.labels, data.multiLabel);
    const QByteArray lines =
        predictionLines(data.test, data.testSet, data.labels, probabilities, result.testPredictions);
    result.predictionsFile = QDir(seedDirectory).filePath(QStringLiteral("predictions.jsonl"));
    return writeFileAtomically(result.predictionsFile, lines);
}

// `seedDirectory/model/` (with thresholds.json for multi-label) and `metrics.json`.
Expected<bool> saveSeedModel(const SeedTraining& t, FinetuneSeedResult& result,
                             const QString& seedDirectory) {
    result.modelDirectory = QDir(seedDirectory).filePath(QStringLiteral("model"));
    Expected<bool> saved = saveModelDirectory(*t.model, t.spec.modelDirectory, result.modelDirectory, true);
    if (!saved)
        return saved;
    // The length it was trained with, so that evaluate, predict and "Try it" cut texts the same way.
    saved = writeModelMaxLength(result.modelDirectory, t.spec.maxLength);
    if (!saved)
        return saved;
    QJsonArray thresholds;
    for (double threshold : result.thresholds)
        thresholds.append(threshold);
    if (t.data.multiLabel) { // beside the model, so evaluating it later decides labels the same way
        Expected<bool> kept = saveThresholds(result.modelDirectory, result.thresholds);
        if (!kept)
            return kept;
    }
    return writeFileAtomically(
        QDir(seedDirectory).filePath(QStringLiteral("metrics.json")),
        QJsonDocument(QJsonObject{{QStringLiteral("seed"), QString::number(result.seed)},
                                  {QStringLiteral("best_epoch"), result.bestEpoch},
                                  {QStringLiteral("thresholds"), thresholds},
                                  {QStringLiteral("validation"), result.validation.toJson()},
                                  {QStringLiteral("test"), result.test.toJson()}})
            .toJson());
}

} // namespace

// The best epoch on validation, with thresholds tuned there (multi-label) and applied.
FinetuneSeedResult scoreBestEpoch(const SeedTraining& t, int bestEpoch, const Probabilities& validation) {
    FinetuneSeedResult result;
    result.seed = t.seed;
    result.bestEpoch = bestEpoch;
    if (t.data.multiLabel)
        result.thresholds = tuneThresholds(validation, t.validation->labels, int(t.data.labels.size()));
    result.validation =
        scoreLabels(t.validation->labels, decideLabels(validation, t.data.multiLabel, result.thresholds),
                    t.data.labels, t.data.multiLabel);
    return result;
}

Expected<bool> writeSeedOutputs(SeedTraining& t, FinetuneSeedResult& result, const Probabilities& validation,
                                const QString& seedDirectory) {
    QDir().mkpath(seedDirectory);
    Expected<bool> written = writeValidationPredictions(t, result, validation, seedDirectory);
    if (written)
        written = predictTest(t, result, seedDirectory);
    if (written)
        written = saveSeedModel(t, result, seedDirectory);
    return written;
}

} // namespace hw
