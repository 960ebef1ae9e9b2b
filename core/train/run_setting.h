#pragma once

#include "core/util/expected.h"
#include "core/util/text.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace hw {

enum class SettingKind { Integer, Real, Choice };

// One run setting, declared once: the CLI's option and its --help line, the studio's field with its label,
// range and tooltip, the check of a value, and its key in run.json all come from here.
struct RunSetting {
    QString key;     // the CLI flag without dashes ("batch-size"); Text::setting(key) names it in messages
    QString jsonKey; // its key in run.json ("batch_size")
    SettingKind kind = SettingKind::Integer;
    const char* label = nullptr; // the studio's label, translatable ("Batch size")
    const char* help = nullptr;  // the tooltip and the --help line, translatable
    double minimum = 0;          // Integer and Real: the accepted range, both ends included
    double maximum = 0;
    QStringList choices; // Choice: the accepted values, as the CLI and run.json spell them
    // Where the studio shows a value in another unit (seconds as minutes): the value is shown divided by
    // this.
    double studioScale = 1;
    // The studio's starting value where it differs from the CLI's (a run in the window evaluates and saves
    // regularly, so its plots and checkpoints fill); unset: the spec's own default.
    std::optional<double> studioDefault;
    bool inStudio = true; // shown on the setup page; otherwise the CLI and run.json only
    // Part of what the run is: a resumed run must keep it. Settings of when to evaluate, save and stop may
    // change between a run and its resumption.
    bool identity = true;
};

// A setting's declaration (a choice's range is 0 to 0): its run.json key is `json`, or the key with
// underscores when null.
RunSetting declaredSetting(const char* key, const char* json, SettingKind kind, const char* label,
                           const char* help, double minimum, double maximum);

// The setting called `key` in any job's table (pretraining, fine-tuning); null when there is none.
const RunSetting* findRunSetting(const QString& key);

// The value typed for a setting (on the command line), checked against its kind and range.
Expected<QJsonValue> parseSettingValue(const RunSetting& setting, const QString& typed);
// A value checked against the setting's kind and range: a refusal names the setting and what it accepts.
Expected<bool> checkSettingValue(const RunSetting& setting, const QJsonValue& value);
// "(default 16)" and the like, for the CLI's --help.
QString settingDefaultNote(const RunSetting& setting, const QJsonValue& defaultValue);

// A setting of one job's spec: the declaration and how the spec holds it.
template <typename Spec> struct SpecSetting {
    RunSetting setting;
    std::function<QJsonValue(const Spec&)> get;
    std::function<void(Spec&, const QJsonValue&)> set;
};

template <typename Spec> using SettingTable = std::vector<SpecSetting<Spec>>;

// Every setting of the spec checked; the first refusal names its setting.
template <typename Spec> Expected<bool> checkSettings(const SettingTable<Spec>& table, const Spec& spec) {
    for (const SpecSetting<Spec>& s : table)
        if (Expected<bool> ok = checkSettingValue(s.setting, s.get(spec)); !ok)
            return ok;
    return true;
}

// The table's settings of the spec under their run.json keys: the identity settings, or the others.
template <typename Spec>
void writeSettings(const SettingTable<Spec>& table, const Spec& spec, QJsonObject& json, bool identity) {
    for (const SpecSetting<Spec>& s : table)
        if (s.setting.identity == identity)
            json.insert(s.setting.jsonKey, s.get(spec));
}

// The settings recorded in `json` (run.json) applied to the spec; a setting it lacks keeps the spec's value,
// a damaged one is refused by name.
template <typename Spec>
Expected<bool> readSettings(const SettingTable<Spec>& table, const QJsonObject& json, Spec& spec) {
    for (const SpecSetting<Spec>& s : table) {
        const QJsonValue value = json.value(s.setting.jsonKey);
        if (value.isUndefined() || value.isNull())
            continue;
        if (Expected<bool> ok = checkSettingValue(s.setting, value); !ok)
            return ok;
        s.set(spec, value);
    }
    return true;
}

// The setting of the table called `key`; null when the table has none.
template <typename Spec>
const SpecSetting<Spec>* findIn(const SettingTable<Spec>& table, const QString& key) {
    for (const SpecSetting<Spec>& s : table)
        if (s.setting.key == key)
            return &s;
    return nullptr;
}

} // namespace hw
