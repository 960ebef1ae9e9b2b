#include "core/train/internal/classifier_training.h"

#include "core/model/internal/host_tensor.h"
#include "core/model_io/internal/model_directory.h"
#include "core/model_io/thresholds_file.h"
#include "core/stats/prediction_fields.h"
#include "core/system/cpu_memory.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_config.h"
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
                     QJsonObject{{prediction_fields::kText, texts ? texts->examples[int(i)].text : QString()},
                                 {prediction_fields::kTruth, truth},
                                 {prediction_fields::kPredicted, predicted},
                                 {prediction_fields::kProbabilities, byLabel}})
                     .toJson(QJsonDocument::Compact) +
                 '\n';
    }
    return lines;
}

using Probabilities = std::vector<std::vector<float>>;

// What one seed's training holds while its epochs run.
struct SeedTraining {
    SeedTraining(const FinetuneSpec& s, const ClassifierData& d, JobContext& c, uint64_t seedValue,
                 double base, double total)
        : spec(s)
        , data(d)
        , context(c)
        , seed(seedValue)
        , device(s.device.toStdString())
        , metricPrefix(s.runLabel.isEmpty() ? QString() : s.runLabel + QLatin1Char('/'))
        , progressBase(base)
        , progressTotal(total) {}

    const FinetuneSpec& spec;
    const ClassifierData& data;
    JobContext& context;
    uint64_t seed;
    torch::Device device;
    QString metricPrefix; // the run's label, when the job runs several
    double progressBase, progressTotal;
    std::shared_ptr<EncoderModel> model;
    std::unique_ptr<torch::optim::AdamW> optimizer;
    std::vector<torch::Tensor> parameters;
    torch::Tensor weights; // class weights; undefined without them
    int padId = 0;
    const EncodedExamples* validation = nullptr; // the training examples when there is no validation set
    qint64 stepsPerEpoch = 0, totalSteps = 0, warmup = 0, step = 0;

    Probabilities predict(const EncodedExamples& examples) {
        return predictProbabilities(*model, examples, spec.batchSize * 2, padId, device);
    }
    QString metricName(const QString& name) const {
        return metricPrefix + QStringLiteral("seed%1/").arg(seed) + name;
    }
};

// The model folder's backbone under a sequence-classification head for the data's labels.
Expected<LoadedModel> loadClassifier(const FinetuneSpec& spec, uint64_t seed, const ClassifierData& data) {
    Expected<ModelConfig> config =
        readModelConfig(QDir(spec.modelDirectory).filePath(QStringLiteral("config.json")));
    if (!config)
        return config.error();
    ModelLoadOptions options;
    options.architecture = classifierArchitectureOf(config->family());
    options.labels = data.labels;
    options.problemType = data.multiLabel ? QStringLiteral("multi_label_classification")
                                          : QStringLiteral("single_label_classification");
    options.seed = seed;
    return loadModelDirectory(spec.modelDirectory, options);
}

// The model on its device in training mode, AdamW over it, the schedule's length and the class weights.
void prepareTraining(SeedTraining& t, std::shared_ptr<EncoderModel> model, int padId) {
    const FinetuneSpec& spec = t.spec;
    t.model = std::move(model);
    t.model->to(t.device);
    t.model->train();
    t.optimizer = createAdamW({t.model}, AdamWSettings{spec.learningRate, spec.weightDecay, 1e-8});
    t.parameters = optimizedParameters(*t.optimizer);
    t.stepsPerEpoch = (qint64(t.data.train.ids.size()) + spec.batchSize - 1) / spec.batchSize;
    t.totalSteps = t.stepsPerEpoch * spec.epochs;
    t.warmup = qint64(std::ceil(spec.warmupRatio * double(t.totalSteps)));
    t.weights = spec.classWeights ? classWeights(t.data.train).to(t.device) : torch::Tensor();
    t.padId = padId;
    t.validation = t.data.validation.ids.empty() ? &t.data.train : &t.data.validation;
}

// Cross-entropy (single-label) or binary cross-entropy per label (multi-label) of one batch.
torch::Tensor batchLoss(SeedTraining& t, const ClassificationBatch& b) {
    const torch::Tensor logits =
        t.model
            ->forward(tensorOnDevice(b.inputIds, {b.rows, b.length}, t.device),
                      tensorOnDevice(b.attentionMask, {b.rows, b.length}, t.device), torch::Tensor())
            .logits.to(torch::kFloat);
    if (t.data.multiLabel) {
        const torch::Tensor targets =
            tensorOnDevice(b.labelTargets, {b.rows, t.data.train.labelCount}, t.device);
        auto o = torch::nn::functional::BinaryCrossEntropyWithLogitsFuncOptions();
        if (t.weights.defined())
            o.pos_weight(t.weights);
        return torch::nn::functional::binary_cross_entropy_with_logits(logits, targets, o);
    }
    auto o = torch::nn::functional::CrossEntropyFuncOptions();
    if (t.weights.defined())
        o.weight(t.weights);
    return torch::nn::functional::cross_entropy(logits, tensorOnDevice(b.labelIds, {b.rows}, t.device), o);
}

// One pass over the training examples in length buckets; the sum of its step losses, or a cancellation.
Expected<double> trainEpoch(SeedTraining& t, std::mt19937_64& rng) {
    double lossSum = 0;
    for (const std::vector<int>& indexes : bucketedBatchOrder(t.data.train, t.spec.batchSize, rng)) {
        t.context.pausePoint();
        if (t.context.cancelled())
            return UserError::cancellation();
        const ClassificationBatch b = makeClassificationBatch(t.data.train, indexes, t.padId);
        setLearningRate(*t.optimizer,
                        learningRateAt(t.step, t.totalSteps, t.warmup, t.spec.learningRate, LrDecay::Linear));
        t.optimizer->zero_grad();
        const torch::Tensor loss = batchLoss(t, b);
        loss.backward();
        torch::nn::utils::clip_grad_norm_(t.parameters, 1.0);
        t.optimizer->step();
        lossSum += loss.item<double>();
        ++t.step;
        // One phase for every run of the job (the detail names the run), so the ETA spans them all.
        t.context.progress(Text::tr("fine-tuning"),
                           100.0 * (t.progressBase + double(t.step) / double(t.totalSteps)) / t.progressTotal,
                           100, ProgressUnit::Percent);
    }
    return lossSum;
}

// Records the epoch's mean loss and its validation macro-F1 (untuned thresholds), which it returns.
double scoreEpoch(SeedTraining& t, double lossSum) {
    t.context.metric(t.step, t.metricName(QStringLiteral("loss")),
                     lossSum / double(std::max<qint64>(1, t.stepsPerEpoch)));
    const Probabilities probabilities = t.predict(*t.validation);
    const ClassificationMetrics m =
        scoreLabels(t.validation->labels, decideLabels(probabilities, t.data.multiLabel, {}), t.data.labels,
                    t.data.multiLabel);
    t.context.metric(t.step, t.metricName(QStringLiteral("eval/f1_macro")), m.macroF1);
    return m.macroF1;
}

// Epoch after epoch until the epochs run out or `patience` epochs bring no better validation macro-F1; leaves
// the best epoch's weights in the model and returns that epoch.
Expected<int> trainBestEpoch(SeedTraining& t) {
    std::mt19937_64 rng(t.seed);
    double bestF1 = -1;
    int bestEpoch = 0, epochsWithoutImprovement = 0;
    std::vector<torch::Tensor> bestWeights;
    for (int epoch = 1; epoch <= t.spec.epochs; ++epoch) {
        Expected<double> lossSum = trainEpoch(t, rng);
        if (!lossSum)
            return lossSum.error();
        const double f1 = scoreEpoch(t, lossSum.value());
        if (f1 > bestF1) {
            bestF1 = f1;
            bestEpoch = epoch;
            epochsWithoutImprovement = 0;
            bestWeights.clear();
            for (const torch::Tensor& p : t.parameters)
                bestWeights.push_back(p.detach().clone());
        } else if (t.spec.patience > 0 && ++epochsWithoutImprovement >= t.spec.patience) {
            break;
        }
    }
    torch::NoGradGuard noGrad;
    for (size_t i = 0; i < t.parameters.size(); ++i)
        t.parameters[i].copy_(bestWeights[i]);
    return bestEpoch;
}

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

} // namespace

Expected<FinetuneSeedResult> trainClassifierSeed(const FinetuneSpec& spec, uint64_t seed,
                                                 const ClassifierData& data, const TextTokenizer& tokenizer,
                                                 const QString& seedDirectory, JobContext& context,
                                                 double progressBase, double progressTotal) {
    keepFreedMemoryForReuse();
    torch::manual_seed(seed);
    SeedTraining t(spec, data, context, seed, progressBase, progressTotal);
    Expected<LoadedModel> loaded = loadClassifier(spec, seed, data);
    if (!loaded)
        return loaded.error();
    for (const QString& note : loaded->report.notes)
        context.log(LogLevel::Warning, note); // e.g. a head for other labels replaced
    prepareTraining(t, loaded->model, tokenizer.padId());
    Expected<int> bestEpoch = trainBestEpoch(t);
    if (!bestEpoch)
        return bestEpoch.error();
    const Probabilities validation = t.predict(*t.validation);
    FinetuneSeedResult result = scoreBestEpoch(t, bestEpoch.value(), validation);
    Expected<bool> written = writeSeedOutputs(t, result, validation, seedDirectory);
    if (!written)
        return written.error();
    return result;
}

} // namespace hw
