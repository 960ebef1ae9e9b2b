#pragma once

#include "core/train/run_setting.h"

#include <QCommandLineParser>

namespace hw::cli {

// A job's setting table as command-line options: --KEY VALUE, its help line and range from the table, its
// default from a spec as it starts.
template <typename Spec>
void addSettingOptions(QCommandLineParser& parser, const SettingTable<Spec>& table, const Spec& defaults) {
    for (const SpecSetting<Spec>& s : table) {
        const RunSetting& setting = s.setting;
        const QString help =
            QStringLiteral("%1 (%2).")
                .arg(QString::fromUtf8(setting.help), settingDefaultNote(setting, s.get(defaults)));
        parser.addOption(
            {setting.key, help,
             setting.kind == SettingKind::Choice ? QStringLiteral("NAME") : QStringLiteral("X")});
    }
}

// The settings typed on the command line applied to the spec; the others keep the spec's values (a new
// run's defaults, or a resumed run's recorded settings).
template <typename Spec>
Expected<bool> applySettingOptions(const QCommandLineParser& parser, const SettingTable<Spec>& table,
                                   Spec& spec) {
    for (const SpecSetting<Spec>& s : table) {
        if (!parser.isSet(s.setting.key))
            continue;
        Expected<QJsonValue> value = parseSettingValue(s.setting, parser.value(s.setting.key));
        if (!value)
            return value.error();
        s.set(spec, value.value());
    }
    return true;
}

} // namespace hw::cli
