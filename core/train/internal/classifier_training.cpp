#include "core/train/internal/classifier_training.h"

#include "core/model/internal/host_tensor.h"
#include "core/model_io/internal/model_directory.h"
#include "core/system/cpu_memory.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/internal/adamw_setup.h"
#include "core/train/lr_schedule.h"
#include "core/util/atomic_file.h"

#include <torch/torch.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace hw {

namespace {

// Class weights as sklearn's "balanced": n / (classes * count); for multi-label, positive weights negatives /
// positives.
torch::Tensor classWeights(const EncodedExamples& train) {
    std::vector<double> counts(size_t(train.labelCount), 0.0);
    for (const QVector<int>& labels : train.labels)
        for (int l : labels)
            counts[size_t(l)] += 1;
    std::vector<float> weights;
    const double n = double(train.labels.size());
    for (double c : counts)
        weights.push_back(
            float(train.multiLabel ? (n - c) / std::max(1.0, c) : n / (train.labelCount * std::max(1.0, c))));
    return torch::tensor(weights);
}

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
                     QJsonObject{{QStringLiteral("text"), texts ? texts->examples[int(i)].text : QString()},
                                 {QStringLiteral("labels"), truth},
                                 {QStringLiteral("predicted"), predicted},
                                 {QStringLiteral("probabilities"), byLabel}})
                     .toJson(QJsonDocument::Compact) +
                 '\n';
    }
    return lines;
}

} // namespace

Expected<FinetuneSeedResult> trainClassifierSeed(const FinetuneSpec& spec, uint64_t seed,
                                                 const ClassifierData& data, const TextTokenizer& tokenizer,
                                                 const QString& seedDirectory, JobContext& context,
                                                 double progressBase, double progressTotal) {
    keepFreedMemoryForReuse();
    const QString metricPrefix = spec.runLabel.isEmpty() ? QString() : spec.runLabel + QLatin1Char('/');
    torch::manual_seed(seed);
    const torch::Device device(spec.device.toStdString());
    Expected<ModelConfig> config =
        readModelConfig(QDir(spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    ModelLoadOptions options;
    options.architecture = config->family() == ModelFamily::Bert
                               ? Architecture::BertForSequenceClassification
                               : Architecture::ElectraForSequenceClassification;
    options.labels = data.labels;
    options.problemType = data.multiLabel ? QStringLiteral("multi_label_classification")
                                          : QStringLiteral("single_label_classification");
    options.seed = seed;
    Expected<LoadedModel> loaded = loadModelDirectory(spec.modelDirectory, options);
    if (!loaded)
        return loaded.error();
    for (const QString& note : loaded->report.notes)
        context.log(LogLevel::Warning, note); // e.g. a head for other labels replaced
    EncoderModel& model = *loaded->model;
    model.to(device);
    model.train();

    std::unique_ptr<torch::optim::AdamW> optimizer =
        createAdamW({loaded->model}, AdamWSettings{spec.learningRate, spec.weightDecay, 1e-8});
    const std::vector<torch::Tensor> parameters = optimizedParameters(*optimizer);
    const qint64 stepsPerEpoch = (qint64(data.train.ids.size()) + spec.batchSize - 1) / spec.batchSize;
    const qint64 totalSteps = stepsPerEpoch * spec.epochs;
    const qint64 warmup = qint64(std::ceil(spec.warmupRatio * double(totalSteps)));
    const torch::Tensor weights = spec.classWeights ? classWeights(data.train).to(device) : torch::Tensor();
    const int padId = tokenizer.padId();
    const EncodedExamples& validation = data.validation.ids.empty() ? data.train : data.validation;

    std::mt19937_64 rng(seed);
    qint64 step = 0;
    double bestF1 = -1;
    int bestEpoch = 0, epochsWithoutImprovement = 0;
    std::vector<torch::Tensor> bestWeights;
    for (int epoch = 1; epoch <= spec.epochs; ++epoch) {
        double lossSum = 0;
        for (const std::vector<int>& indexes : bucketedBatchOrder(data.train, spec.batchSize, rng)) {
            context.pausePoint();
            if (context.cancelled())
                return UserError::cancellation();
            const ClassificationBatch b = makeClassificationBatch(data.train, indexes, padId);
            setLearningRate(*optimizer,
                            learningRateAt(step, totalSteps, warmup, spec.learningRate, LrDecay::Linear));
            optimizer->zero_grad();
            const torch::Tensor logits =
                model
                    .forward(tensorOnDevice(b.inputIds, {b.rows, b.length}, device),
                             tensorOnDevice(b.attentionMask, {b.rows, b.length}, device), torch::Tensor())
                    .logits.to(torch::kFloat);
            torch::Tensor loss;
            if (data.multiLabel) {
                const torch::Tensor targets =
                    tensorOnDevice(b.labelTargets, {b.rows, data.train.labelCount}, device);
                auto o = torch::nn::functional::BinaryCrossEntropyWithLogitsFuncOptions();
                if (weights.defined())
                    o.pos_weight(weights);
                loss = torch::nn::functional::binary_cross_entropy_with_logits(logits, targets, o);
            } else {
                auto o = torch::nn::functional::CrossEntropyFuncOptions();
                if (weights.defined())
                    o.weight(weights);
                loss = torch::nn::functional::cross_entropy(logits,
                                                            tensorOnDevice(b.labelIds, {b.rows}, device), o);
            }
            loss.backward();
            torch::nn::utils::clip_grad_norm_(parameters, 1.0);
            optimizer->step();
            lossSum += loss.item<double>();
            ++step;
            // One phase for every run of the job (the detail names the run), so the ETA spans them all.
            context.progress(Text::tr("fine-tuning"),
                             100.0 * (progressBase + double(step) / double(totalSteps)) / progressTotal, 100,
                             ProgressUnit::Percent);
        }
        context.metric(step, metricPrefix + QStringLiteral("seed%1/loss").arg(seed),
                       lossSum / double(std::max<qint64>(1, stepsPerEpoch)));
        const std::vector<std::vector<float>> probabilities =
            predictProbabilities(model, validation, spec.batchSize * 2, padId, device);
        const ClassificationMetrics m =
            scoreLabels(validation.labels, decideLabels(probabilities, data.multiLabel, {}), data.labels,
                        data.multiLabel);
        context.metric(step, metricPrefix + QStringLiteral("seed%1/eval/f1_macro").arg(seed), m.macroF1);
        if (m.macroF1 > bestF1) {
            bestF1 = m.macroF1;
            bestEpoch = epoch;
            epochsWithoutImprovement = 0;
            bestWeights.clear();
            for (const torch::Tensor& p : parameters)
                bestWeights.push_back(p.detach().clone());
        } else if (spec.patience > 0 && ++epochsWithoutImprovement >= spec.patience) {
            break;
        }
    }
    {
        torch::NoGradGuard noGrad;
        for (size_t i = 0; i < parameters.size(); ++i)
            parameters[i].copy_(bestWeights[i]);
    }

    FinetuneSeedResult result;
    result.seed = seed;
    result.bestEpoch = bestEpoch;
    const std::vector<std::vector<float>> validationProbabilities =
        predictProbabilities(model, validation, spec.batchSize * 2, padId, device);
    if (data.multiLabel)
        result.thresholds =
            tuneThresholds(validationProbabilities, validation.labels, int(data.labels.size()));
    result.validation = scoreLabels(validation.labels,
                                    decideLabels(validationProbabilities, data.multiLabel, result.thresholds),
                                    data.labels, data.multiLabel);

    QDir().mkpath(seedDirectory);
    // Validation predictions too, so thresholds can be tried later against what chose them.
    Expected<bool> validationWritten = writeFileAtomically(
        QDir(seedDirectory).filePath(QStringLiteral("validation_predictions.jsonl")),
        predictionLines(validation, data.validation.ids.empty() ? nullptr : data.validationSet, data.labels,
                        validationProbabilities,
                        decideLabels(validationProbabilities, data.multiLabel, result.thresholds)));
    if (!validationWritten)
        return validationWritten.error();
    if (!data.test.ids.empty()) {
        const std::vector<std::vector<float>> probabilities =
            predictProbabilities(model, data.test, spec.batchSize * 2, padId, device);
        result.testPredictions = decideLabels(probabilities, data.multiLabel, result.thresholds);
        result.test = scoreLabels(data.test.labels, result.testPredictions, data.labels, data.multiLabel);
        const QByteArray lines =
            predictionLines(data.test, data.testSet, data.labels, probabilities, result.testPredictions);
        result.predictionsFile = QDir(seedDirectory).filePath(QStringLiteral("predictions.jsonl"));
        Expected<bool> written = writeFileAtomically(result.predictionsFile, lines);
        if (!written)
            return written.error();
    }
    result.modelDirectory = QDir(seedDirectory).filePath(QStringLiteral("model"));
    Expected<bool> saved = saveModelDirectory(model, spec.modelDirectory, result.modelDirectory, true);
    if (!saved)
        return saved.error();
    QJsonArray thresholds;
    for (double t : result.thresholds)
        thresholds.append(t);
    if (data.multiLabel) { // beside the model, so evaluating it later decides labels the same way
        Expected<bool> kept =
            writeFileAtomically(QDir(result.modelDirectory).filePath(QStringLiteral("thresholds.json")),
                                QJsonDocument(thresholds).toJson());
        if (!kept)
            return kept.error();
    }
    Expected<bool> written = writeFileAtomically(
        QDir(seedDirectory).filePath(QStringLiteral("metrics.json")),
        QJsonDocument(QJsonObject{{QStringLiteral("seed"), QString::number(seed)},
                                  {QStringLiteral("best_epoch"), bestEpoch},
                                  {QStringLiteral("thresholds"), thresholds},
                                  {QStringLiteral("validation"), result.validation.toJson()},
                                  {QStringLiteral("test"), result.test.toJson()}})
            .toJson());
    if (!written)
        return written.error();
    return result;
}

} // namespace hw
