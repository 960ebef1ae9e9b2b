#pragma once

#include <QObject>

namespace hw::ui {

// The mouse wheel over a spin box, combo box or slider that the user has not clicked into scrolls the form
// around it instead of changing the value under the pointer (a setting changed unnoticed while scrolling).
// Once the control has the focus, the wheel steps it as usual.
class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Guards every such control of the application, present and future.
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace hw::ui
