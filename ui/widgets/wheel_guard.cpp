#include "ui/widgets/wheel_guard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace hw::ui {

namespace {

bool steppedByWheel(QObject* object) {
    return qobject_cast<QAbstractSpinBox*>(object) || qobject_cast<QComboBox*>(object) ||
           qobject_cast<QAbstractSlider*>(object);
}

} // namespace

void WheelGuard::install() {
    static WheelGuard* guard = nullptr;
    if (!guard) {
        guard = new WheelGuard(qApp);
        qApp->installEventFilter(guard);
    }
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if ((event->type() != QEvent::Wheel && event->type() != QEvent::Polish) || !steppedByWheel(watched))
        return false;
    auto* control = static_cast<QWidget*>(watched);
    if (event->type() == QEvent::Polish) {
        // Qt gives a wheel-focus control the focus before anyone sees the wheel event: clicks and Tab only.
        if (control->focusPolicy() == Qt::WheelFocus)
            control->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    // A spin box's line edit holds the focus for it.
    if (control->hasFocus() || control->isAncestorOf(QApplication::focusWidget()))
        return false;
    // Unaccepted, the event goes on to the parents: the scroll area around the form scrolls.
    event->ignore();
    return true;
}

} // namespace hw::ui
