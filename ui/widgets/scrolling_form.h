#pragma once

#include <QScrollArea>

namespace hw::ui {

// A settings form in a scroll area that scrolls up and down but never squeezes the form narrower than its
// fields need: a splitter beside it stops there, and the labels never stand alone without their inputs.
QScrollArea* scrollingForm(QWidget* form, QWidget* parent);

} // namespace hw::ui
