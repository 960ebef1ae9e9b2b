#include "core/train/run_setting.h"

#include "core/train/finetune_settings.h"
#include "core/train/pretrain_settings.h"

#include <cmath>

namespace hw {

namespace {

QString shownNumber(const RunSetting& setting, double value) {
    return setting.kind == SettingKind::Integer ? QString::number(qint64(value))
                                                : QString::number(value, 'g', 6);
}

UserError outOfRange(const RunSetting& setting, const QString& shown) {
    const Text how = setting.kind == SettingKind::Integer ? Text::tr("give a whole number from %1 to %2")
                                                          : Text::tr("give a number from %1 to %2");
    return UserError{
        Text::tr("invalid value '%1'").arg(shown), Text::setting(setting.key),
        how.arg(shownNumber(setting, setting.minimum)).arg(shownNumber(setting, setting.maximum))};
}

} // namespace

RunSetting declaredSetting(const char* key, const char* json, SettingKind kind, const char* label,
                           const char* help, double minimum, double maximum) {
    RunSetting s;
    s.key = QString::fromLatin1(key);
    s.jsonKey = json ? QString::fromLatin1(json) : QString(s.key).replace(QLatin1Char('-'), QLatin1Char('_'));
    s.kind = kind;
    s.label = label;
    s.help = help;
    s.minimum = minimum;
    s.maximum = maximum;
    return s;
}

const RunSetting* findRunSetting(const QString& key) {
    if (const auto* s = findIn(pretrainSettings(), key))
        return &s->setting;
    if (const auto* s = findIn(finetuneSettings(), key))
        return &s->setting;
    return nullptr;
}

Expected<QJsonValue> parseSettingValue(const RunSetting& setting, const QString& typed) {
    if (setting.kind == SettingKind::Choice) {
        const QJsonValue value(typed.trimmed());
        if (Expected<bool> ok = checkSettingValue(setting, value); !ok)
            return ok.error();
        return value;
    }
    bool ok = false;
    const double number = typed.trimmed().toDouble(&ok);
    if (!ok)
        return outOfRange(setting, typed);
    const QJsonValue value(number);
    if (Expected<bool> checked = checkSettingValue(setting, value); !checked)
        return checked.error();
    return value;
}

Expected<bool> checkSettingValue(const RunSetting& setting, const QJsonValue& value) {
    if (setting.kind == SettingKind::Choice) {
        const QString name = value.toString();
        if (!value.isString() || !setting.choices.contains(name))
            return UserError{
                Text::tr("unknown value '%1'").arg(value.isString() ? name : QStringLiteral("?")),
                Text::setting(setting.key),
                Text::tr("choose %1").arg(setting.choices.join(QStringLiteral(", ")))};
        return true;
    }
    const double number = value.toDouble(std::nan(""));
    // NaN fails both comparisons; the maxima are finite, so infinities are refused too.
    const bool whole = setting.kind != SettingKind::Integer || number == std::floor(number);
    if (!value.isDouble() || !whole || !(number >= setting.minimum) || !(number <= setting.maximum))
        return outOfRange(setting, value.isDouble() ? QString::number(number, 'g', 8) : QStringLiteral("?"));
    return true;
}

QString settingDefaultNote(const RunSetting& setting, const QJsonValue& defaultValue) {
    if (setting.kind == SettingKind::Choice)
        return QStringLiteral("one of %1; default %2")
            .arg(setting.choices.join(QStringLiteral(", ")), defaultValue.toString());
    return QStringLiteral("%1 to %2; default %3")
        .arg(shownNumber(setting, setting.minimum), shownNumber(setting, setting.maximum),
             shownNumber(setting, defaultValue.toDouble()));
}

} // namespace hw
