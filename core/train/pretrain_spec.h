#pragma once

#include "core/dataset/example_packing.h"
#include "core/dataset/pretraining_data.h"
#include "core/model/model_config.h"
#include "core/system/distributed_environment.h"
#include "core/train/lr_schedule.h"
#include "core/util/text.h"

#include <QJsonObject>
#include <QStringList>

namespace hw {

enum class PretrainObjective {
    MaskedLm, // BERT-style MLM (plus NSP when the model is BertForPreTraining and examples are sentence
              // pairs)
    WholeWordMaskedLm, // MLM choosing whole words
    Electra, // replaced-token detection: a generator fills masks, a discriminator spots replacements
};

Expected<PretrainObjective> pretrainObjectiveFromName(const QString& name); // mlm | wwm | electra
QString pretrainObjectiveName(PretrainObjective objective);
// Whether `objective` can continue pretraining a model with this config: ELECTRA needs an ELECTRA model;
// (whole-word) MLM a masked-LM head, or a BERT or RoBERTa backbone that takes a fresh one.
Expected<bool> checkObjectiveFits(PretrainObjective objective, const ModelConfig& config);

// Everything a continued-pretraining run needs; the CLI and the studio fill it, PretrainJob runs it.
struct PretrainSpec {
    QString modelDirectory;     // Hugging Face directory to start from (the discriminator, for ELECTRA)
    QString generatorDirectory; // ELECTRA: the published generator; empty to create one
    double generatorSizeFraction =
        0.25; // ELECTRA without a generator: its width relative to the discriminator
    PretrainingSource source;
    QString cacheDirectory;  // tokenized datasets; empty: the user's cache folder
    QString outputDirectory; // checkpoints, final model, metrics, TensorBoard events
    QString projectPath;     // also record the run and its metrics in this project (optional)

    PretrainObjective objective = PretrainObjective::MaskedLm;
    PackingMode packing = PackingMode::Concat;
    int seqLength = 128;
    int batchSize = 16;
    int gradAccumulation = 1;
    double learningRate = 5e-5;
    double weightDecay = 0.01;
    double adamEpsilon = 1e-8;
    double adamBeta2 = 0.999;
    double maxGradNorm = 1.0;
    qint64 warmupSteps = 0;
    LrDecay decay = LrDecay::Linear;
    qint64 maxSteps = 1000;
    double maxEpochs = 0; // > 0: the run's length in passes over the training examples, instead of maxSteps
    double maskRate = 0.15;
    double discriminatorWeight = 50.0;

    qint64 logEvery = 1;
    qint64 evalEvery = 0;          // 0: only at the end
    qint64 evalExamples = 2000;    // validation examples per evaluation (0: all)
    qint64 saveEvery = 0;          // 0: only at the end
    int keepCheckpoints = 2;       // the newest K are kept, and the best
    int earlyStoppingPatience = 0; // evaluations without improvement before stopping; 0: never
    double timeLimitSeconds = 0;   // 0: none; otherwise checkpoint and stop when reached
    bool resume = false;           // continue from the newest checkpoint in outputDirectory

    QString device = QStringLiteral("cpu");     // cpu | cuda | cuda:N
    QString precision = QStringLiteral("fp32"); // fp32 | bf16 | fp16 (fp16 with loss scaling; CUDA only)
    uint64_t seed = 42;
    // This process's place in a data-parallel run, as its launcher set it (alone: rank 0 of 1). Each rank
    // takes batchSize rows per micro-batch, so a step takes ranks x batchSize x gradAccumulation rows.
    DistributedEnvironment distributed;
    // Sentences with mask tokens whose top predictions are recorded at every evaluation (the mask-fill watch:
    // how the model's guesses move towards the domain).
    QStringList watchSentences;
    // The forgetting watch: general-domain text (files, or corpora of a project) evaluated at the same steps
    // as the domain's validation split, so a rising general perplexity shows what the adaptation costs.
    // Its validation split is scored (all of it when it has none). Empty: no watch.
    PretrainingSource generalSource;
    bool hasGeneralWatch() const {
        return !generalSource.files.isEmpty() || !generalSource.corpusNames.isEmpty();
    }

    // The settings a resumed run must share with the run it continues: everything that changes what the
    // model sees or how it is optimised, the step count too (it shapes the learning-rate schedule).
    QJsonObject identityJson() const;
    // The identity plus when to evaluate, save and stop and where: what run.json records, so a run can be
    // resumed from its folder alone.
    QJsonObject settingsJson() const;
    // The spec a settingsJson() describes (what RUN/run.json holds), for resuming a run from its folder
    // alone.
    static Expected<PretrainSpec> fromSettings(const QJsonObject& settings, const QString& runDirectory);
};

// Reads RUN/run.json back into the spec that started the run (resume not yet set).
Expected<PretrainSpec> readRunSettings(const QString& runDirectory);

// A recorded identity with the settings it lacks at their defaults: a run recorded before a setting existed
// trained with its default, so it still resumes.
QJsonObject withDefaultSettings(QJsonObject recordedIdentity);

// "max_steps (run: 1000, now: 2000)" for every setting that differs between two identities.
QVector<Text> differingSettings(const QJsonObject& recorded, const QJsonObject& now);

} // namespace hw
