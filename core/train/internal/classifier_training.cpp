#include "core/train/internal/classifier_training.h"

#include "core/model/internal/host_tensor.h"
#include "core/model_io/internal/model_directory.h"
#include "core/system/cpu_memory.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/internal/adamw_setup.h"
#include "core/train/internal/seed_training.h"
#include "core/train/lr_schedule.h"

#include <torch/torch.h>

#include <QDir>

#include <cmath>

namespace hw {

namespace {

// Class weights as sklearn's "balanced": n / (classes * count); for multi-label, positive weights negatives /
// positives.
std::vector<float> classWeights(const EncodedExamples& train) {
    std::vector<double> counts(size_t(train.labelCount), 0.0);
    for (const QVector<int>& labels : train.labels)
        for (int l : labels)
            counts[size_t(l)] += 1;
    std::vector<float> weights;
    const double n = double(train.labels.size());
    for (double c : counts)
        weights.push_back(
            float(train.multiLabel ? (n - c) / std::max(1.0, c) : n / (train.labelCount * std::max(1.0, c))));
    return weights;
}

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

// The model on its device in training mode, AdamW over it, the schedule's length and the class weights. In a
// data-parallel run a step takes every rank's rows, so the epochs have the steps one process would take for
// all of them.
void prepareTraining(SeedTraining& t, std::shared_ptr<EncoderModel> model, int padId) {
    const FinetuneSpec& spec = t.spec;
    t.model = std::move(model);
    t.model->to(t.device);
    t.model->train();
    t.optimizer =
        createAdamW({t.model}, AdamWSettings{spec.learningRate, spec.weightDecay, spec.adamEpsilon});
    t.parameters = optimizedParameters(*t.optimizer);
    const qint64 rowsPerStep = qint64(spec.batchSize) * t.ranks();
    t.stepsPerEpoch = (qint64(t.data.train.ids.size()) + rowsPerStep - 1) / rowsPerStep;
    t.totalSteps = t.stepsPerEpoch * spec.epochs;
    t.warmup = qint64(std::ceil(spec.warmupRatio * double(t.totalSteps)));
    if (spec.classWeights) {
        t.classWeights = classWeights(t.data.train);
        t.weights = torch::tensor(t.classWeights).to(t.device);
    }
    t.padId = padId;
    t.validation = t.data.validation.ids.empty() ? &t.data.train : &t.data.validation;
}

// Every rank starts from rank 0's weights (the new head is seeded alike anyway), once rank 0 has finished
// what came before: the previous seed's outputs, which may take longer than a collective waits.
void startTogether(SeedTraining& t) {
    if (!t.parallel)
        return;
    const std::string ready = QStringLiteral("finetune/run%1/start").arg(t.runIndex).toStdString();
    t.parallel->announce(ready);
    t.parallel->awaitAnnouncement(ready, Text::tr("waiting for rank 0 to start seed %1").arg(t.seed));
    t.parallel->broadcastFromRankZero(t.parameters, Text::tr("receiving rank 0's starting weights"));
    // Each rank draws its own dropout masks for its rows.
    torch::manual_seed(t.seed ^ (uint64_t(t.parallel->rank()) * 0x9e3779b97f4a7c15ULL));
}

// This rank's consecutive share of a batch's rows: of n rows, [rank x n / ranks, (rank + 1) x n / ranks), so
// a full batch gives each rank batchSize rows and a shorter last one is split as evenly as it can be.
std::vector<int> rankRows(const SeedTraining& t, const std::vector<int>& rows) {
    if (!t.parallel)
        return rows;
    const size_t n = rows.size(), rank = size_t(t.parallel->rank()), ranks = size_t(t.ranks());
    return std::vector<int>(rows.begin() + ptrdiff_t(rank * n / ranks),
                            rows.begin() + ptrdiff_t((rank + 1) * n / ranks));
}

// What a batch's mean loss divides by: its rows (single-label; with class weights, the weights of their
// classes, as cross_entropy's weighted mean divides by them), or rows x labels (multi-label: the binary
// cross-entropy averages every label of every row, pos_weight or not).
double lossCount(const SeedTraining& t, const ClassificationBatch& b) {
    if (t.data.multiLabel)
        return double(b.rows) * t.data.train.labelCount;
    if (t.classWeights.empty())
        return double(b.rows);
    double count = 0;
    for (int64_t label : b.labelIds)
        count += double(t.classWeights[size_t(label)]);
    return count;
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

// One optimizer step on this rank's share of `rows`; its part of the step's loss. The ranks agree first
// whether to stop (a cancel seen by one stops all at the same step) and count their rows: each weighs its
// mean loss by ranks x its share of the count, so that the averaged gradients are those of one process's
// mean over every rank's rows.
Expected<double> trainStep(SeedTraining& t, const std::vector<int>& rows) {
    const std::vector<int> mine = rankRows(t, rows);
    const ClassificationBatch b = makeClassificationBatch(t.data.train, mine, t.padId);
    bool cancelled = t.context.cancelled();
    const double count = lossCount(t, b);
    double total = count;
    if (t.parallel) {
        const std::vector<double> agreed = t.parallel->sum(
            {double(cancelled), count}, Text::tr("counting the examples of step %1").arg(t.step + 1));
        cancelled = agreed[0] > 0;
        total = agreed[1];
    }
    if (cancelled)
        return UserError::cancellation();
    setLearningRate(*t.optimizer,
                    learningRateAt(t.step, t.totalSteps, t.warmup, t.spec.learningRate, LrDecay::Linear));
    t.optimizer->zero_grad();
    double loss = 0;
    if (b.rows > 0) { // a short last batch may leave a rank no row: its gradients count as zeros
        torch::Tensor batch = batchLoss(t, b);
        if (t.parallel)
            batch = batch * (count * t.ranks() / total);
        batch.backward();
        loss = batch.item<double>() / t.ranks();
    }
    if (t.parallel)
        t.parallel->averageGradients(t.parameters,
                                     Text::tr("averaging the gradients of step %1").arg(t.step + 1));
    torch::nn::utils::clip_grad_norm_(t.parameters, 1.0);
    t.optimizer->step();
    ++t.step;
    return loss;
}

// One pass over the training examples in length buckets (of every rank's rows: the same order on each); the
// sum of its step losses, or a cancellation.
Expected<double> trainEpoch(SeedTraining& t, int epoch, std::mt19937_64& rng) {
    double lossSum = 0;
    for (const std::vector<int>& rows : bucketedBatchOrder(t.data.train, t.spec.batchSize * t.ranks(), rng)) {
        t.context.pausePoint();
        Expected<double> loss = trainStep(t, rows);
        if (!loss)
            return loss.error();
        lossSum += loss.value();
        // One phase for every run of the job (the detail names the run), so the ETA spans them all.
        t.context.progress(Text::tr("fine-tuning"),
                           100.0 * (double(t.runIndex) + double(t.step) / double(t.totalSteps)) /
                               double(t.runCount),
                           100, ProgressUnit::Percent);
    }
    if (t.parallel)
        lossSum = t.parallel->sum({lossSum}, Text::tr("adding up the loss of epoch %1").arg(epoch))[0];
    return lossSum;
}

// Records the epoch's mean loss and its validation macro-F1 (untuned thresholds), which it returns. In a
// data-parallel run rank 0 scores and the others take its score, so that all keep the same best epoch and
// stop early together.
double scoreEpoch(SeedTraining& t, int epoch, double lossSum) {
    double f1 = 0;
    if (t.writes()) {
        t.context.metric(t.step, t.metricName(QStringLiteral("loss")),
                         lossSum / double(std::max<qint64>(1, t.stepsPerEpoch)));
        const Probabilities probabilities = t.predict(*t.validation);
        const ClassificationMetrics m =
            scoreLabels(t.validation->labels, decideLabels(probabilities, t.data.multiLabel, {}),
                        t.data.labels, t.data.multiLabel);
        t.context.metric(t.step, t.metricName(QStringLiteral("eval/f1_macro")), m.macroF1);
        f1 = m.macroF1;
    }
    if (t.parallel) {
        const std::string scored =
            QStringLiteral("finetune/run%1/epoch%2").arg(t.runIndex).arg(epoch).toStdString();
        t.parallel->announce(scored);
        t.parallel->awaitAnnouncement(scored, Text::tr("waiting for rank 0 to evaluate epoch %1").arg(epoch));
        f1 = t.parallel->sum({f1}, Text::tr("sharing the evaluation of epoch %1").arg(epoch))[0];
    }
    return f1;
}

// Epoch after epoch until the epochs run out or `patience` epochs bring no better validation macro-F1; leaves
// the best epoch's weights in the model (on the rank that writes it) and returns that epoch.
Expected<int> trainBestEpoch(SeedTraining& t) {
    std::mt19937_64 rng(t.seed);
    double bestF1 = -1;
    int bestEpoch = 0, epochsWithoutImprovement = 0;
    std::vector<torch::Tensor> bestWeights;
    for (int epoch = 1; epoch <= t.spec.epochs; ++epoch) {
        Expected<double> lossSum = trainEpoch(t, epoch, rng);
        if (!lossSum)
            return lossSum.error();
        const double f1 = scoreEpoch(t, epoch, lossSum.value());
        if (f1 > bestF1) {
            bestF1 = f1;
            bestEpoch = epoch;
            epochsWithoutImprovement = 0;
            bestWeights.clear();
            if (t.writes())
                for (const torch::Tensor& p : t.parameters)
                    bestWeights.push_back(p.detach().clone());
        } else if (t.spec.patience > 0 && ++epochsWithoutImprovement >= t.spec.patience) {
            break;
        }
    }
    torch::NoGradGuard noGrad;
    for (size_t i = 0; i < bestWeights.size(); ++i)
        t.parameters[i].copy_(bestWeights[i]);
    return bestEpoch;
}

} // namespace

Expected<FinetuneSeedResult> trainClassifierSeed(const FinetuneSpec& spec, uint64_t seed,
                                                 const ClassifierData& data, const TextTokenizer& tokenizer,
                                                 const QString& seedDirectory, JobContext& context, int run,
                                                 int runs, DataParallel* parallel) {
    keepFreedMemoryForReuse();
    torch::manual_seed(seed);
    SeedTraining t(spec, data, context, seed, run, runs, parallel);
    Expected<LoadedModel> loaded = loadClassifier(spec, seed, data);
    if (!loaded)
        return loaded.error();
    if (t.writes())
        for (const Text& note : loaded->report.notes)
            context.log(LogLevel::Warning, note); // e.g. a head for other labels replaced
    prepareTraining(t, loaded->model, tokenizer.padId());
    startTogether(t);
    Expected<int> bestEpoch = trainBestEpoch(t);
    if (!bestEpoch)
        return bestEpoch.error();
    if (!t.writes()) {
        FinetuneSeedResult result;
        result.seed = seed;
        result.bestEpoch = bestEpoch.value();
        return result;
    }
    const Probabilities validation = t.predict(*t.validation);
    FinetuneSeedResult result = scoreBestEpoch(t, bestEpoch.value(), validation);
    Expected<bool> written = writeSeedOutputs(t, result, validation, seedDirectory);
    if (!written)
        return written.error();
    return result;
}

} // namespace hw
