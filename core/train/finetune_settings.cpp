#include "core/train/finetune_settings.h"

#include "core/train/setting_accessors.h"

#include <QCoreApplication>

namespace hw {

namespace {

using F = FinetuneSpec;

RunSetting number(const char* key, SettingKind kind, const char* label, const char* help, double minimum,
                  double maximum) {
    return declaredSetting(key, nullptr, kind, label, help, minimum, maximum);
}

SettingTable<F> makeTable() {
    SettingTable<F> t;
    t.push_back(
        memberSetting(number("epochs", SettingKind::Integer, QT_TRANSLATE_NOOP("hw::Text", "Epochs"),
                             QT_TRANSLATE_NOOP("hw::Text", "Passes over the training examples"), 1, 100),
                      &F::epochs));
    t.push_back(memberSetting(
        number("lr", SettingKind::Real, QT_TRANSLATE_NOOP("hw::Text", "Learning rate"),
               QT_TRANSLATE_NOOP("hw::Text",
                                 "Peak learning rate: 2e-5 to 5e-5 suits a fully pretrained encoder; "
                                 "one with little pretraining (a new model, a short run) learns almost "
                                 "nothing at 2e-5: use 1e-4 or more"),
               1e-8, 1),
        &F::learningRate));
    t.push_back(
        memberSetting(number("batch-size", SettingKind::Integer, QT_TRANSLATE_NOOP("hw::Text", "Batch size"),
                             QT_TRANSLATE_NOOP("hw::Text", "Examples per step on the device; lower it "
                                                           "when memory runs out"),
                             1, 1024),
                      &F::batchSize));
    t.push_back(memberSetting(
        number(
            "max-length", SettingKind::Integer, QT_TRANSLATE_NOOP("hw::Text", "Maximum length"),
            QT_TRANSLATE_NOOP("hw::Text", "Tokens per text, special tokens included; longer texts are cut"),
            8, 8192),
        &F::maxLength));
    t.push_back(memberSetting(
        number(
            "warmup-ratio", SettingKind::Real, QT_TRANSLATE_NOOP("hw::Text", "Warm-up share"),
            QT_TRANSLATE_NOOP("hw::Text", "Share of the steps over which the learning rate rises from zero"),
            0, 0.5),
        &F::warmupRatio));
    t.push_back(memberSetting(
        number("weight-decay", SettingKind::Real, QT_TRANSLATE_NOOP("hw::Text", "Weight decay"),
               QT_TRANSLATE_NOOP("hw::Text", "AdamW's decoupled weight decay, not applied to biases and "
                                             "LayerNorm weights"),
               0, 10),
        &F::weightDecay));
    t.push_back(memberSetting(
        number("patience", SettingKind::Integer, QT_TRANSLATE_NOOP("hw::Text", "Early-stopping patience"),
               QT_TRANSLATE_NOOP("hw::Text",
                                 "Epochs without a better validation macro-F1 before stopping (0: "
                                 "never)"),
               0, 50),
        &F::patience));
    RunSetting seeds =
        number("seeds", SettingKind::Integer, QT_TRANSLATE_NOOP("hw::Text", "Seeds"),
               QT_TRANSLATE_NOOP("hw::Text", "Runs per model with seeds seed, seed+1, ...: the "
                                             "spread over seeds shows what is noise"),
               1, 20);
    seeds.studioDefault = 3;
    t.push_back(memberSetting(seeds, &F::seeds));
    RunSetting seed = number("seed", SettingKind::Integer, QT_TRANSLATE_NOOP("hw::Text", "First seed"),
                             QT_TRANSLATE_NOOP("hw::Text", "The first run's seed"), 0, kMaxWholeSetting);
    seed.inStudio = false;
    t.push_back(memberSetting(seed, &F::seed));
    return t;
}

} // namespace

const SettingTable<FinetuneSpec>& finetuneSettings() {
    static const SettingTable<FinetuneSpec> table = makeTable();
    return table;
}

Expected<bool> checkFinetuneSettings(const FinetuneSpec& spec) {
    return checkSettings(finetuneSettings(), spec);
}

} // namespace hw
