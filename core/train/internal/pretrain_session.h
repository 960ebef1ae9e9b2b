#pragma once
// Core-internal (includes torch): what one pretraining run holds while it trains, shared by the job's steps.

#include "core/dataset/batch_loader.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/train/internal/data_parallel.h"
#include "core/train/internal/dynamic_loss_scaler.h"
#include "core/train/internal/pretraining_objective.h"
#include "core/train/pretrain_job.h"
#include "core/train/run_metrics_log.h"
#include "core/train/trainer_state.h"

#include <torch/torch.h>

#include <map>
#include <memory>
#include <vector>

namespace hw {

// How the run masks its examples: the objective's recipe (ELECTRA: 85% [MASK], the rest left as they are).
MaskingOptions pretrainMasking(const PretrainSpec& spec);

// The perplexity an evaluation reports under `prefix`: exp of the loss, or for ELECTRA of the generator's.
std::pair<QString, double> perplexityMetric(const QString& prefix, const std::map<std::string, double>& means,
                                            PretrainObjective objective);

// The profiler scope around each optimisation step: the operations one step runs, as torch's profiler and
// the bench's census see them.
inline constexpr const char* kPretrainingStepScope = "headwater::pretraining_step";

// Everything one run holds while it trains.
struct PretrainJob::Session {
    const PretrainSpec& spec;
    JobContext& context;
    // Opened once for the run, on its thread; declared first so that it outlives the metrics log using it.
    std::unique_ptr<ProjectStore> project;
    torch::Device device{torch::kCPU};
    c10::ScalarType autocastType = c10::ScalarType::Float;
    std::shared_ptr<const TextTokenizer> tokenizer;
    std::unique_ptr<PretrainingObjective> objective;
    std::unique_ptr<torch::optim::AdamW> optimizer;
    std::vector<torch::Tensor> parameters;
    std::shared_ptr<const BatchAssembler> train, validation;
    std::shared_ptr<const BatchAssembler> general; // the forgetting watch's text; null without one
    TrainerState state;
    std::unique_ptr<RunMetricsLog> log;
    DynamicLossScaler lossScaler;           // fp16 only
    std::vector<qint64> evaluationIndexes;  // a fixed sample over the whole validation split
    std::vector<qint64> generalIndexes;     // the same for the general text
    std::unique_ptr<DataParallel> parallel; // null when the run is one process

    // Whether this process writes the run's files and records: the only one, or rank 0 of several.
    bool writes() const { return !parallel || parallel->rank() == 0; }
    int ranks() const { return parallel ? parallel->worldSize() : 1; }

    Session(const PretrainSpec& s, JobContext& c)
        : spec(s)
        , context(c) {}

    std::map<std::string, double> evaluate() { return evaluate(*validation, evaluationIndexes); }
    // Metric means over `indexes` of `examples`, masked as in epoch 0 and with the evaluation's own seed.
    std::map<std::string, double> evaluate(const BatchAssembler& examples,
                                           const std::vector<qint64>& indexes);
    // One optimizer step over gradAccumulation micro-batches (of every rank, in a data-parallel run: the loss
    // and tokens reported are all ranks'); returns false (with *error) on a non-finite loss.
    bool step(BatchLoader& loader, QVector<std::pair<QString, double>>* metrics, qint64* tokens, Text* error);
    // Each loss term's weight on this rank: the ranks' count times this rank's share of the term's items.
    std::vector<double> rankShares(const std::vector<LossTerm>& terms);
};

} // namespace hw
