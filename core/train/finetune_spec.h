#pragma once

#include "core/corpus/labelled_dataset.h"
#include "core/system/distributed_environment.h"

namespace hw {

// A sequence-classification fine-tuning run (one model, one or more seeds).
struct FinetuneSpec {
    QString modelDirectory;
    QString trainFile, validationFile, testFile; // CSV/TSV/JSONL; validation and test optional
    LabelledReadOptions read;                    // text and label fields, multi-label, delimiter
    int epochs = 3;
    double learningRate = 2e-5;
    double warmupRatio = 0.1;
    double weightDecay = 0.01;
    int batchSize = 16;
    int maxLength = 128;
    bool classWeights = false; // weigh classes (single-label) or positives (multi-label) by their rarity
    int patience = 0;          // epochs without a better validation macro-F1 before stopping; 0: never
    int seeds = 1;             // repeated runs with seeds seed, seed+1, ...
    uint64_t seed = 42;
    QString outputDirectory;
    QString device = QStringLiteral("cpu");
    // AdamW's epsilon; not a setting of the command line or the studio.
    double adamEpsilon = 1e-8;
    // This process's place in a data-parallel run, as its launcher set it (alone: rank 0 of 1). Each rank
    // takes batchSize rows of every step, so a step takes ranks x batchSize rows.
    DistributedEnvironment distributed;

    // When this run is one model of several fine-tuned in one job: the model's name in progress and metric
    // names ("base/seed42/loss"), and where its seeds sit among all the job's runs, for one overall progress.
    QString runLabel;
    int runOffset = 0;
    int runTotal = 0; // 0: this run's seeds
};

} // namespace hw
