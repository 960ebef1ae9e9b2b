#include "core/train/pretrain_settings.h"

#include "core/train/setting_accessors.h"

#include <QCoreApplication>

namespace hw {

namespace {

using S = PretrainSpec;

RunSetting integer(const char* key, const char* json, const char* label, const char* help, double minimum,
                   double maximum) {
    return declaredSetting(key, json, SettingKind::Integer, label, help, minimum, maximum);
}

RunSetting real(const char* key, const char* json, const char* label, const char* help, double minimum,
                double maximum) {
    return declaredSetting(key, json, SettingKind::Real, label, help, minimum, maximum);
}

RunSetting choice(const char* key, const char* json, const char* label, const char* help,
                  QStringList choices) {
    RunSetting s = declaredSetting(key, json, SettingKind::Choice, label, help, 0, 0);
    s.choices = std::move(choices);
    return s;
}

RunSetting studioDefault(RunSetting s, double value) {
    s.studioDefault = value;
    return s;
}

// When to evaluate, save and stop: a resumed run may change it.
RunSetting schedulingOnly(RunSetting s) {
    s.identity = false;
    return s;
}

RunSetting cliOnly(RunSetting s) {
    s.inStudio = false;
    return s;
}

SettingTable<S> makeTable() {
    SettingTable<S> t;
    t.push_back(choiceSetting<S>(
        choice("objective", "objective", QT_TRANSLATE_NOOP("hw::Text", "Objective"),
               QT_TRANSLATE_NOOP("hw::Text",
                                 "MLM as BERT; whole-word MLM masks every piece of a word; ELECTRA "
                                 "detects replaced tokens"),
               {QStringLiteral("mlm"), QStringLiteral("wwm"), QStringLiteral("electra")}),
        &S::objective, pretrainObjectiveName,
        [](const QString& name) { return pretrainObjectiveFromName(name).value(); }));
    t.push_back(memberSetting(
        real("generator-size", "generator_size_fraction", QT_TRANSLATE_NOOP("hw::Text", "Generator size"),
             QT_TRANSLATE_NOOP("hw::Text", "ELECTRA without a generator model: the new generator's width "
                                           "relative to the discriminator (0.25 as in the paper)"),
             0.05, 1),
        &S::generatorSizeFraction));
    t.push_back(
        memberSetting(integer("seq-len", "seq_len", QT_TRANSLATE_NOOP("hw::Text", "Sequence length"),
                              QT_TRANSLATE_NOOP("hw::Text", "Tokens per example, special tokens "
                                                            "included; at most the model's positions"),
                              8, 8192),
                      &S::seqLength));
    t.push_back(
        memberSetting(integer("batch-size", "batch_size", QT_TRANSLATE_NOOP("hw::Text", "Batch size"),
                              QT_TRANSLATE_NOOP("hw::Text", "Examples per step on the device; lower it "
                                                            "when memory runs out"),
                              1, 4096),
                      &S::batchSize));
    t.push_back(memberSetting(
        integer("grad-accum", "grad_accum", QT_TRANSLATE_NOOP("hw::Text", "Gradient accumulation"),
                QT_TRANSLATE_NOOP("hw::Text",
                                  "Batches added up before each optimiser step: a larger effective "
                                  "batch in the same memory"),
                1, 1024),
        &S::gradAccumulation));
    t.push_back(memberSetting(real("lr", "lr", QT_TRANSLATE_NOOP("hw::Text", "Learning rate"),
                                   QT_TRANSLATE_NOOP("hw::Text", "Peak learning rate; 5e-5 to 1e-4 suits "
                                                                 "continued pretraining of a base model"),
                                   1e-8, 1),
                              &S::learningRate));
    t.push_back(memberSetting(
        real("weight-decay", "weight_decay", QT_TRANSLATE_NOOP("hw::Text", "Weight decay"),
             QT_TRANSLATE_NOOP("hw::Text", "AdamW's decoupled weight decay, not applied to biases and "
                                           "LayerNorm weights; 0.01 as BERT"),
             0, 10),
        &S::weightDecay));
    t.push_back(memberSetting(
        studioDefault(
            integer("warmup", "warmup_steps", QT_TRANSLATE_NOOP("hw::Text", "Warm-up steps"),
                    QT_TRANSLATE_NOOP("hw::Text", "Steps over which the learning rate rises from zero"), 0,
                    kMaxWholeSetting),
            100),
        &S::warmupSteps));
    t.push_back(choiceSetting<S>(
        cliOnly(choice("schedule", "schedule", QT_TRANSLATE_NOOP("hw::Text", "Schedule"),
                       QT_TRANSLATE_NOOP("hw::Text", "How the learning rate falls after the warm-up"),
                       {QStringLiteral("linear"), QStringLiteral("cosine"), QStringLiteral("constant")})),
        &S::decay, lrDecayName, [](const QString& name) { return lrDecayFromName(name).value(); }));
    t.push_back(memberSetting(
        integer("max-steps", "max_steps", QT_TRANSLATE_NOOP("hw::Text", "Maximum steps"),
                QT_TRANSLATE_NOOP("hw::Text",
                                  "Optimiser steps of the run; the learning rate decays to zero at "
                                  "the end"),
                1, kMaxWholeSetting),
        &S::maxSteps));
    t.push_back(memberSetting(
        schedulingOnly(real("epochs", "max_epochs", QT_TRANSLATE_NOOP("hw::Text", "Epochs"),
                            QT_TRANSLATE_NOOP("hw::Text", "Passes over the training examples, instead "
                                                          "of the steps (0: use the steps)"),
                            0, 10000)),
        &S::maxEpochs));
    t.push_back(memberSetting(
        cliOnly(real("mask-rate", "mask_rate", QT_TRANSLATE_NOOP("hw::Text", "Mask rate"),
                     QT_TRANSLATE_NOOP("hw::Text", "Share of tokens chosen for prediction (0.15 as BERT)"),
                     0.01, 0.95)),
        &S::maskRate));
    t.push_back(memberSetting(
        cliOnly(real(
            "disc-weight", "discriminator_weight", QT_TRANSLATE_NOOP("hw::Text", "Discriminator weight"),
            QT_TRANSLATE_NOOP("hw::Text", "ELECTRA: the discriminator loss's weight (50 as in the paper)"), 0,
            10000)),
        &S::discriminatorWeight));
    t.push_back(memberSetting(
        studioDefault(schedulingOnly(integer(
                          "eval-every", "eval_every", QT_TRANSLATE_NOOP("hw::Text", "Evaluate every"),
                          QT_TRANSLATE_NOOP("hw::Text", "Steps between validation evaluations (0: only at "
                                                        "the end)"),
                          0, kMaxWholeSetting)),
                      200),
        &S::evalEvery));
    t.push_back(memberSetting(
        cliOnly(integer("eval-examples", "eval_examples",
                        QT_TRANSLATE_NOOP("hw::Text", "Evaluation examples"),
                        QT_TRANSLATE_NOOP("hw::Text", "Validation examples per evaluation (0: all)"), 0,
                        kMaxWholeSetting)),
        &S::evalExamples));
    t.push_back(memberSetting(
        studioDefault(schedulingOnly(integer(
                          "save-every", "save_every", QT_TRANSLATE_NOOP("hw::Text", "Save every"),
                          QT_TRANSLATE_NOOP("hw::Text", "Steps between checkpoints (0: only at the end); a "
                                                        "crash loses at most this much"),
                          0, kMaxWholeSetting)),
                      500),
        &S::saveEvery));
    t.push_back(memberSetting(
        schedulingOnly(integer("keep", "keep", QT_TRANSLATE_NOOP("hw::Text", "Checkpoints kept"),
                               QT_TRANSLATE_NOOP("hw::Text", "The newest checkpoints kept, besides the "
                                                             "best"),
                               1, 100)),
        &S::keepCheckpoints));
    t.push_back(memberSetting(
        schedulingOnly(integer(
            "patience", "patience", QT_TRANSLATE_NOOP("hw::Text", "Early-stopping patience"),
            QT_TRANSLATE_NOOP("hw::Text", "Evaluations without a better validation loss before the run "
                                          "stops with a checkpoint (0: never)"),
            0, 1000)),
        &S::earlyStoppingPatience));
    RunSetting timeLimit = schedulingOnly(
        real("time-limit", "time_limit", QT_TRANSLATE_NOOP("hw::Text", "Time limit"),
             QT_TRANSLATE_NOOP("hw::Text", "Seconds (minutes in the studio) after which the run saves a "
                                           "checkpoint and stops (0: none); it can be resumed"),
             0, 1e9));
    timeLimit.studioScale = 60;
    t.push_back(memberSetting(timeLimit, &S::timeLimitSeconds));
    t.push_back(memberSetting(
        cliOnly(schedulingOnly(integer("log-every", "log_every", QT_TRANSLATE_NOOP("hw::Text", "Log every"),
                                       QT_TRANSLATE_NOOP("hw::Text", "Steps between metric lines"), 1,
                                       kMaxWholeSetting))),
        &S::logEvery));
    t.push_back(choiceSetting<S>(
        choice("precision", "precision", QT_TRANSLATE_NOOP("hw::Text", "Precision"),
               QT_TRANSLATE_NOOP("hw::Text", "fp32 everywhere; bf16 where the device supports it; fp16 on "
                                             "CUDA with loss scaling"),
               {QStringLiteral("fp32"), QStringLiteral("bf16"), QStringLiteral("fp16")}),
        &S::precision, [](const QString& p) { return p; }, [](const QString& p) { return p; }));
    t.push_back(
        memberSetting(integer("seed", "seed", QT_TRANSLATE_NOOP("hw::Text", "Seed"),
                              QT_TRANSLATE_NOOP("hw::Text", "Seeds masking, data order and "
                                                            "initialisation: the same seed repeats the "
                                                            "run"),
                              0, kMaxWholeSetting),
                      &S::seed));
    t.push_back(choiceSetting<S>(
        cliOnly(
            choice("packing", "packing", QT_TRANSLATE_NOOP("hw::Text", "Packing"),
                   QT_TRANSLATE_NOOP("hw::Text", "concat joins documents into full examples (group_texts); "
                                                 "documents keeps sentence pairs of one document (the "
                                                 "default for ELECTRA)"),
                   {QStringLiteral("concat"), QStringLiteral("documents")})),
        &S::packing,
        [](PackingMode m) {
            return m == PackingMode::Concat ? QStringLiteral("concat") : QStringLiteral("documents");
        },
        [](const QString& name) {
            return name == QLatin1String("documents") ? PackingMode::Documents : PackingMode::Concat;
        }));
    t.push_back(
        memberSetting(real("adam-beta2", "adam_beta2", QT_TRANSLATE_NOOP("hw::Text", "Adam β₂"),
                           QT_TRANSLATE_NOOP("hw::Text", "Decay of AdamW's second-moment estimate: 0.999 as "
                                                         "BERT, 0.98 as RoBERTa for stabler large batches"),
                           0.9, 0.9999),
                      &S::adamBeta2));
    t.push_back(memberSetting(
        cliOnly(real("adam-epsilon", "adam_epsilon", QT_TRANSLATE_NOOP("hw::Text", "Adam epsilon"),
                     QT_TRANSLATE_NOOP("hw::Text", "AdamW's epsilon"), 1e-12, 1e-3)),
        &S::adamEpsilon));
    t.push_back(memberSetting(
        cliOnly(real("max-grad-norm", "max_grad_norm", QT_TRANSLATE_NOOP("hw::Text", "Gradient clipping"),
                     QT_TRANSLATE_NOOP("hw::Text", "Gradients with a larger norm are scaled down to it"),
                     1e-4, 1e6)),
        &S::maxGradNorm));
    return t;
}

} // namespace

const SettingTable<PretrainSpec>& pretrainSettings() {
    static const SettingTable<PretrainSpec> table = makeTable();
    return table;
}

Expected<bool> checkPretrainSettings(const PretrainSpec& spec) {
    return checkSettings(pretrainSettings(), spec);
}

} // namespace hw
