#include "ui/widgets/scrolling_form.h"

#include <QScrollBar>
#include <QStyle>

namespace hw::ui {

QScrollArea* scrollingForm(QWidget* form, QWidget* parent) {
    auto* scroll = new QScrollArea(parent);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(form->minimumSizeHint().width() +
                            scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent) +
                            2 * scroll->frameWidth());
    return scroll;
}

} // namespace hw::ui
