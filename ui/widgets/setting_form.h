#pragma once

#include "core/train/run_setting.h"
#include "ui/i18n/core_text.h"

#include <QMap>
#include <QString>

class QFormLayout;
class QWidget;

namespace hw::ui {

// The fields of a job's setting table on a form: one row per setting the studio shows, with the table's
// label, range, default and tooltip, read back into the spec; and the page's own fields (pickers, names)
// known by their setting keys, so that an error naming a setting shows the label on the page and focuses it.
// Without a form layout it only knows fields (addField), each labelled by the label whose buddy it is.
class SettingForm {
public:
    explicit SettingForm(QFormLayout* form = nullptr, QString objectPrefix = QString());

    // Adds a row for every setting of the table shown in the studio (in the table's order), starting at
    // `defaults`' values or the table's studio defaults.
    template <typename Spec> void addTable(const SettingTable<Spec>& table, const Spec& defaults) {
        for (const SpecSetting<Spec>& s : table)
            if (s.setting.inStudio)
                addSettingRow(s.setting, s.setting.studioDefault ? QJsonValue(*s.setting.studioDefault)
                                                                 : s.get(defaults));
    }
    // The values on the form written into the spec.
    template <typename Spec> void applyTo(const SettingTable<Spec>& table, Spec& spec) const {
        for (const SpecSetting<Spec>& s : table)
            if (QWidget* field = m_fields.value(s.setting.key); field && m_settings.contains(s.setting.key))
                s.set(spec, valueOf(s.setting, field));
    }
    // A field of the form's own (not from a table) that stands for the setting `key` in messages.
    void addField(const QString& key, QWidget* field);
    QWidget* field(const QString& key) const { return m_fields.value(key); }
    // The setting's label as the page shows it ("Batch size"), or empty where the form has no such field.
    QString label(const QString& key) const;
    SettingLabeler labeler() const;
    // The error in the interface's language, its setting named as on the page; that field takes the focus.
    QString show(const UserError& error) const;
    // Labels, accessible names and tooltips of the table's rows in the interface's language.
    void retranslate();

private:
    void addSettingRow(const RunSetting& setting, const QJsonValue& start);
    static QJsonValue valueOf(const RunSetting& setting, const QWidget* field);

    QFormLayout* m_form;
    QString m_objectPrefix;
    QMap<QString, QWidget*> m_fields;
    QMap<QString, RunSetting> m_settings; // the rows made from a table
};

} // namespace hw::ui
