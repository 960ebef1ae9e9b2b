#pragma once

#include "core/jobs/eta_estimator.h"
#include "core/model/model_config.h"
#include "core/model/model_size.h"
#include "core/util/expected.h"

#include <QString>

namespace hw {

// What a pretraining run will ask of the machine, before it starts: tokens per step and per epoch, memory
// against the device's, and, given a measured throughput, its duration. Estimates, said to be so.
struct PretrainEstimateInput {
    ModelConfig config;
    qint64 trainTokens = 0; // in the corpus's training split; 0 when unknown
    int seqLength = 128;
    int batchSize = 16;
    int gradAccumulation = 1;
    qint64 maxSteps = 1000;
    double maxEpochs = 0;                       // > 0: the run's length in epochs instead of maxSteps
    QString precision = QStringLiteral("fp32"); // fp32 | bf16 | fp16
    double tokensPerSecond = 0;                 // measured on the device; 0 when not measured
    qint64 evalEvery = 0;                       // as the run's settings: 0 evaluates only at the end
    qint64 evalExamples = 2000;                 // validation examples per evaluation (0: all)
    qint64 validationExamples = 0;              // in the validation split, when known; bounds evalExamples
    qint64 saveEvery = 0;                       // 0: a checkpoint only at the end
    double timeLimitSeconds = 0;                // 0: none
};

struct PretrainEstimate {
    qint64 tokensPerStep = 0;
    double stepsPerEpoch = 0; // 0 when the corpus size is unknown
    double epochs = 0;        // the run's steps over the corpus
    qint64 steps = 0; // the run's steps (from its epochs when given in epochs and the corpus is known)
    qint64 parameters = 0;
    qint64 weightBytes = 0, gradientBytes = 0, optimizerBytes = 0, activationBytes = 0;
    qint64 totalBytes() const { return weightBytes + gradientBytes + optimizerBytes + activationBytes; }
    double seconds = 0; // 0 without a measured throughput; the run's time as remainingRunSeconds counts it
    RunTimeParts time;  // what `seconds` is made of
};

// Weights, gradients and AdamW's two moments in fp32 (mixed precision keeps fp32 master weights), plus the
// activations kept for the backward pass: per layer about s·b·h·(34 + 5·a·s/h) bytes at 16 bits (Korthikanti
// et al., 2022), twice that in fp32, and the masked-LM logits of the masked positions. The time is the one
// the run's ETA uses at its start: steps at the measured speed, evaluations (a forward pass over the scored
// examples, about a third of a training step's work per token), capped by the time limit. Checkpoint writes
// are not known before the run and count as nothing here; the running ETA measures them.
PretrainEstimate estimatePretraining(const PretrainEstimateInput& input);

// Tokens per character of a corpus under a tokenizer, measured on its first `sample` training documents,
// times the training split's characters: the training tokens, without tokenizing it all.
Expected<qint64> estimateCorpusTokens(const QString& projectPath, const QString& corpusName,
                                      const QString& tokenizerDirectory, int sample = 500);

} // namespace hw
