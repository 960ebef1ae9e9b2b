#include "ui/settings/remembered_choices.h"

#include "ui/widgets/artefact_picker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>

#include <memory>

namespace hw::ui {

namespace {

QString keyOf(const QWidget* page, const QWidget* widget) {
    return QStringLiteral("choices/%1/%2").arg(page->objectName(), widget->objectName());
}

void rememberPicker(const QString& key, ArtefactPicker* picker) {
    auto settled = std::make_shared<bool>(false); // restored once, or chosen by the user since
    QObject::connect(picker, &QComboBox::activated, picker, [key, picker, settled] {
        *settled = true;
        if (!picker->artefactName().isEmpty())
            QSettings().setValue(key, picker->artefactName());
    });
    // The project's artefacts arrive after the page is built: the remembered one is chosen once listed.
    auto restore = [key, picker, settled] {
        const QString name = QSettings().value(key).toString();
        if (*settled || name.isEmpty() || !picker->listsArtefact(name))
            return;
        *settled = true;
        picker->selectName(name);
    };
    QObject::connect(picker, &ArtefactPicker::refreshed, picker, restore);
    restore();
}

void rememberCombo(const QString& key, QComboBox* combo) {
    QObject::connect(combo, &QComboBox::activated, combo, [key, combo] {
        QSettings().setValue(key, combo->currentData().isValid() ? combo->currentData().toString()
                                                                 : combo->currentText());
    });
    const QVariant saved = QSettings().value(key);
    if (!saved.isValid())
        return;
    int index = combo->findData(saved.toString());
    if (index < 0)
        index = combo->findText(saved.toString());
    if (index >= 0)
        combo->setCurrentIndex(index);
}

template <typename SpinBox> void rememberSpin(const QString& key, SpinBox* spin) {
    // Typed, stepped with the arrows or the wheel: the box has the focus. setValue() from code does not.
    QObject::connect(spin, &SpinBox::valueChanged, spin, [key, spin](auto value) {
        if (spin->hasFocus())
            QSettings().setValue(key, value);
    });
    const QVariant saved = QSettings().value(key);
    if (saved.isValid())
        spin->setValue(saved.value<decltype(spin->value())>());
}

} // namespace

void rememberChoices(QWidget* page) {
    if (page->objectName().isEmpty())
        return;
    for (QWidget* widget : page->findChildren<QWidget*>()) {
        if (widget->objectName().isEmpty() || widget->objectName().startsWith(QLatin1String("qt_")))
            continue;
        const QString key = keyOf(page, widget);
        if (auto* picker = qobject_cast<ArtefactPicker*>(widget)) {
            rememberPicker(key, picker);
        } else if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            if (!combo->isEditable() && !combo->objectName().contains(QLatin1String("History")))
                rememberCombo(key, combo);
        } else if (auto* spin = qobject_cast<QSpinBox*>(widget)) {
            rememberSpin(key, spin);
        } else if (auto* spin = qobject_cast<QDoubleSpinBox*>(widget)) {
            rememberSpin(key, spin);
        } else if (auto* box = qobject_cast<QCheckBox*>(widget)) {
            QObject::connect(box, &QCheckBox::clicked, box,
                             [key](bool checked) { QSettings().setValue(key, checked); });
            const QVariant saved = QSettings().value(key);
            if (saved.isValid())
                box->setChecked(saved.toBool());
        } else if (auto* tabs = qobject_cast<QTabWidget*>(widget)) {
            QObject::connect(tabs->tabBar(), &QTabBar::tabBarClicked, tabs,
                             [key](int index) { QSettings().setValue(key, index); });
            const int saved = QSettings().value(key, -1).toInt();
            if (saved >= 0 && saved < tabs->count())
                tabs->setCurrentIndex(saved);
        } else if (auto* splitter = qobject_cast<QSplitter*>(widget)) {
            QObject::connect(splitter, &QSplitter::splitterMoved, splitter,
                             [key, splitter] { QSettings().setValue(key, splitter->saveState()); });
            splitter->restoreState(QSettings().value(key).toByteArray());
        }
    }
}

} // namespace hw::ui
