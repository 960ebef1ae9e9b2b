#include "ui/widgets/setting_form.h"

#include "core/project/key_figures.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>

#include <cmath>

namespace hw::ui {

namespace {

// "batch-size" -> "BatchSize": the field's object name after the page's prefix.
QString camelCase(const QString& key) {
    QString out;
    for (const QString& part : key.split(QLatin1Char('-'), Qt::SkipEmptyParts))
        out += part.left(1).toUpper() + part.mid(1);
    return out;
}

QString translated(const char* source) {
    return QCoreApplication::translate("hw::Text", source);
}

// The decimals a number below 1 needs to be shown exactly (0.999: 3, 5e-5: 5), at most 8.
int exactDecimals(double value) {
    int decimals = 0;
    while (decimals < 8 &&
           std::abs(std::round(value * std::pow(10.0, decimals)) - value * std::pow(10.0, decimals)) > 1e-6)
        ++decimals;
    return decimals;
}

// Decimals for a real setting's box: its start and its range's ends shown exactly, and a step finer than a
// small start (a learning rate of 5e-5 steps by 1e-6), at least two.
int decimalsFor(const RunSetting& setting, double start) {
    int decimals = exactDecimals(start);
    for (double end : {setting.minimum / setting.studioScale, setting.maximum / setting.studioScale})
        if (end < 1)
            decimals = std::max(decimals, exactDecimals(end));
    if (start > 0 && start < 1)
        decimals = std::max(decimals, int(std::ceil(-std::log10(start))) + 1);
    return std::clamp(decimals, 2, 8);
}

} // namespace

SettingForm::SettingForm(QFormLayout* form, QString objectPrefix)
    : m_form(form)
    , m_objectPrefix(std::move(objectPrefix)) {}

void SettingForm::addSettingRow(const RunSetting& setting, const QJsonValue& start) {
    QWidget* parent = m_form->parentWidget();
    QWidget* field = nullptr;
    switch (setting.kind) {
    case SettingKind::Integer: {
        auto* box = new QSpinBox(parent);
        box->setRange(int(std::ceil(setting.minimum / setting.studioScale)),
                      int(std::floor(setting.maximum / setting.studioScale)));
        box->setValue(int(std::llround(start.toDouble() / setting.studioScale)));
        box->setGroupSeparatorShown(true);
        field = box;
        break;
    }
    case SettingKind::Real: {
        auto* box = new QDoubleSpinBox(parent);
        const double shown = start.toDouble() / setting.studioScale;
        box->setDecimals(decimalsFor(setting, shown));
        box->setRange(std::max(setting.minimum / setting.studioScale, std::pow(10.0, -box->decimals())),
                      setting.maximum / setting.studioScale);
        if (setting.minimum == 0)
            box->setMinimum(0);
        box->setSingleStep(std::pow(10.0, -box->decimals() + 1));
        box->setValue(shown);
        field = box;
        break;
    }
    case SettingKind::Choice: {
        auto* box = new QComboBox(parent);
        for (const QString& choice : setting.choices)
            box->addItem(choice, choice);
        box->setCurrentIndex(std::max(0, box->findData(start.toString())));
        field = box;
        break;
    }
    }
    field->setObjectName(m_objectPrefix + camelCase(setting.key));
    m_form->addRow(new QLabel(parent), field);
    m_fields.insert(setting.key, field);
    m_settings.insert(setting.key, setting);
}

QJsonValue SettingForm::valueOf(const RunSetting& setting, const QWidget* field) {
    if (const auto* box = qobject_cast<const QSpinBox*>(field))
        return double(box->value()) * setting.studioScale;
    if (const auto* box = qobject_cast<const QDoubleSpinBox*>(field))
        return box->value() * setting.studioScale;
    if (const auto* box = qobject_cast<const QComboBox*>(field))
        return box->currentData().toString();
    return QJsonValue();
}

void SettingForm::addField(const QString& key, QWidget* field) {
    m_fields.insert(key, field);
}

namespace {

// The label a user reads beside `field`: its form row's, else the one whose buddy it is.
const QLabel* labelOf(const QFormLayout* form, QWidget* field) {
    if (const auto* label = form ? qobject_cast<QLabel*>(form->labelForField(field)) : nullptr)
        return label;
    for (const QLabel* label : field->window()->findChildren<QLabel*>())
        if (label->buddy() == field)
            return label;
    return nullptr;
}

} // namespace

QString SettingForm::label(const QString& key) const {
    QWidget* field = m_fields.value(key);
    const QLabel* label = field ? labelOf(m_form, field) : nullptr;
    if (!label)
        return field ? field->accessibleName() : QString();
    // Without the mnemonic, written "&Batch" in English and "배치(&B)" in Korean.
    static const QRegularExpression mnemonic(QStringLiteral("\\(&\\w\\)|&"));
    QString text = label->text().remove(mnemonic);
    while (text.endsWith(QLatin1Char(':')) || text.endsWith(QChar(0xFF1A)) || text.endsWith(QLatin1Char(' ')))
        text.chop(1);
    return text;
}

SettingLabeler SettingForm::labeler() const {
    return [this](const QString& key) { return label(key); };
}

QString SettingForm::show(const UserError& error) const {
    if (QWidget* field = m_fields.value(error.setting()))
        field->setFocus();
    return shown(error, labeler());
}

void SettingForm::retranslate() {
    for (auto it = m_settings.cbegin(); it != m_settings.cend(); ++it) {
        QWidget* field = m_fields.value(it.key());
        const QString name = translated(it->label);
        auto* label = qobject_cast<QLabel*>(m_form->labelForField(field));
        label->setText(QCoreApplication::translate("hw::ui::SettingForm", "%1:").arg(name));
        label->setBuddy(field);
        field->setAccessibleName(name);
        field->setToolTip(translated(it->help));
        // A 0 that means "none" or "never" says so, in the words the property list uses.
        if (const char* zero = recordedSettingWhenZero(it->jsonKey))
            if (auto* box = qobject_cast<QAbstractSpinBox*>(field))
                box->setSpecialValueText(QCoreApplication::translate("hw::Text", zero));
    }
}

} // namespace hw::ui
