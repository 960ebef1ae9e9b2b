#include "ui/i18n/core_text.h"

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

QString settingLabel(const QString& key, const Text& inWords) {
    if (const RunSetting* setting = findRunSetting(QString(key).replace(QLatin1Char('_'), QLatin1Char('-'))))
        return QCoreApplication::translate("hw::Text", setting->label);
    return shown(inWords);
}

} // namespace hw::ui
