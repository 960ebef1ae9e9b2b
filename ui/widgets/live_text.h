#pragma once

#include <QString>

#include <functional>

class QLabel;

namespace hw::ui {

// Shows render() in `label` now and renders it again after each language switch, so a message made of tr()
// texts and data (a status, a result) reads in the new language. A text the label is given otherwise ends
// it: the label then keeps that text.
void setLiveText(QLabel* label, std::function<QString()> render);

} // namespace hw::ui
