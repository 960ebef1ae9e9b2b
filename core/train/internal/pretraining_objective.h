#pragma once
// Core-internal (includes torch): what a pretraining objective computes on a batch, and the models it trains.

#include "core/dataset/training_batch.h"
#include "core/model/internal/encoder_model.h"
#include "core/train/pretrain_spec.h"
#include "core/util/text.h"

#include <QVector>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace hw {

// A batch moved to the device.
struct BatchTensors {
    torch::Tensor inputIds, attentionMask, typeIds, labels, nextSentenceLabels;

    static BatchTensors fromBatch(const TrainingBatch& batch, const torch::Device& device);
};

// Sums of per-token (or per-example) quantities, turned into means at the end, so an evaluation over
// batches of different sizes weighs every token alike.
class MetricSums {
public:
    void add(const std::string& name, double sum, double count);
    std::map<std::string, double> means() const;

private:
    std::map<std::string, std::pair<double, double>> m_sums;
};

// One part of a training loss: the mean over `count` items (masked tokens, tokens, sentence pairs), added
// to the total times `weight`. Ranks of a data-parallel run weigh each part by their share of its items, so
// together they compute the mean one process would over the whole batch.
struct LossTerm {
    torch::Tensor mean;
    double count = 0;
    double weight = 1;
};

// The weighted sum of the terms, each also scaled by its `shares` entry when given (1 alone).
torch::Tensor totalLoss(const std::vector<LossTerm>& terms, const std::vector<double>& shares = {});

class PretrainingObjective {
public:
    virtual ~PretrainingObjective() = default;

    // The modules the optimizer updates (shared tensors appear once in the optimizer).
    virtual std::vector<std::shared_ptr<torch::nn::Module>> modules() const = 0;
    // The parts of one batch's training loss, each also added to `metrics` (e.g. "mlm_loss").
    virtual std::vector<LossTerm> lossTerms(const BatchTensors& batch, MetricSums& metrics) = 0;
    // Training loss of one batch: its terms' weighted sum.
    torch::Tensor loss(const BatchTensors& batch, MetricSums& metrics) {
        return totalLoss(lossTerms(batch, metrics));
    }
    // Evaluation metrics of one batch (no grad): "loss" plus objective-specific ones.
    virtual void evaluate(const BatchTensors& batch, MetricSums& metrics) = 0;
    virtual void setTraining(bool training) = 0;
    virtual void to(const torch::Device& device) = 0;
    // Writes HF directories: the trained model into `directory` (ELECTRA: its generator into
    // `directory/generator`).
    virtual Expected<bool> save(const QString& directory, const QString& tokenizerFrom) const = 0;
    // Reads the weights of a directory written by save().
    virtual Expected<bool> restore(const QString& directory) = 0;
    virtual QVector<Text> describe() const = 0; // lines for the run log
    // The model with a masked-LM head (ELECTRA: the generator), for the run's mask-fill watch.
    virtual EncoderModel& maskedLmModel() = 0;
    virtual int maxPositions() const = 0;
    // True when examples should be sentence pairs with next-sentence labels (BertForPreTraining).
    virtual bool wantsSentencePairs() const { return false; }
};

Expected<std::unique_ptr<PretrainingObjective>> createMaskedLmObjective(const PretrainSpec& spec);
Expected<std::unique_ptr<PretrainingObjective>> createElectraObjective(const PretrainSpec& spec);

// The objective the spec asks for, with its models loaded (and, for ELECTRA, a generator created when none
// is given), on the CPU.
Expected<std::unique_ptr<PretrainingObjective>> createPretrainingObjective(const PretrainSpec& spec);

} // namespace hw
