#include "ui/i18n/core_text.h"

#include "core/project/key_figures.h"
#include "core/train/finetune_settings.h"
#include "core/train/pretrain_settings.h"
#include "core/train/run_setting.h"

#include <QCoreApplication>

namespace hw::ui {

namespace {

TextStyle studioStyle(const SettingLabeler& labeler) {
    TextStyle style;
    style.translated = true;
    style.settingName = [labeler](const QString& key) {
        if (labeler)
            if (QString label = labeler(key); !label.isEmpty())
                return QStringLiteral("“%1”").arg(label);
        if (const RunSetting* setting = findRunSetting(key))
            return QStringLiteral("“%1”").arg(QCoreApplication::translate("hw::Text", setting->label));
        return QStringLiteral("--") + key;
    };
    return style;
}

} // namespace

QString shown(const Text& text, const SettingLabeler& labeler) {
    return text.render(studioStyle(labeler));
}

QString shown(const UserError& error, const SettingLabeler& labeler) {
    return error.render(studioStyle(labeler));
}

QString settingLabel(const QString& key) {
    // Fine-tuning's table after pretraining's: a key both have ("seed") reads as pretraining names it.
    auto inTable = [&key](const auto& table) -> const char* {
        for (const auto& s : table)
            if (s.setting.jsonKey == key)
                return s.setting.label;
        return nullptr;
    };
    const char* label = inTable(pretrainSettings());
    if (!label)
        label = inTable(finetuneSettings());
    if (!label)
        label = recordedSettingLabel(key);
    return label ? QCoreApplication::translate("hw::Text", label) : QString();
}

} // namespace hw::ui
