#pragma once
// Core-internal (includes torch): what one seed of a classifier's fine-tuning holds while it trains, and the
// outputs written from it.

#include "core/train/internal/classifier_training.h"
#include "core/train/internal/data_parallel.h"

#include <torch/torch.h>

namespace hw {

using Probabilities = std::vector<std::vector<float>>;

// What one seed's training holds while its epochs run.
struct SeedTraining {
    SeedTraining(const FinetuneSpec& s, const ClassifierData& d, JobContext& c, uint64_t seedValue, int run,
                 int runs, DataParallel* ranks)
        : spec(s)
        , data(d)
        , context(c)
        , seed(seedValue)
        , device(s.device.toStdString())
        , metricPrefix(s.runLabel.isEmpty() ? QString() : s.runLabel + QLatin1Char('/'))
        , runIndex(run)
        , runCount(runs)
        , parallel(ranks) {}

    const FinetuneSpec& spec;
    const ClassifierData& data;
    JobContext& context;
    uint64_t seed;
    torch::Device device;
    QString metricPrefix;   // the run's label, when the job runs several
    int runIndex, runCount; // this seed among all the job's runs
    DataParallel* parallel; // null when the run is one process
    std::shared_ptr<EncoderModel> model;
    std::unique_ptr<torch::optim::AdamW> optimizer;
    std::vector<torch::Tensor> parameters;
    std::vector<float> classWeights; // empty without them
    torch::Tensor weights;           // the same on the device; undefined without them
    int padId = 0;
    const EncodedExamples* validation = nullptr; // the training examples when there is no validation set
    qint64 stepsPerEpoch = 0, totalSteps = 0, warmup = 0, step = 0;

    // Whether this process evaluates and writes the run: the only one, or rank 0 of several.
    bool writes() const { return !parallel || parallel->rank() == 0; }
    int ranks() const { return parallel ? parallel->worldSize() : 1; }
    Probabilities predict(const EncodedExamples& examples) {
        return predictProbabilities(*model, examples, spec.batchSize * 2, padId, device);
    }
    QString metricName(const QString& name) const {
        return metricPrefix + QStringLiteral("seed%1/").arg(seed) + name;
    }
};

// The best epoch on validation, with thresholds tuned there (multi-label) and applied.
FinetuneSeedResult scoreBestEpoch(const SeedTraining& t, int bestEpoch, const Probabilities& validation);
// `seedDirectory`: validation and test predictions, the model and metrics.json.
Expected<bool> writeSeedOutputs(SeedTraining& t, FinetuneSeedResult& result, const Probabilities& validation,
                                const QString& seedDirectory);

} // namespace hw
