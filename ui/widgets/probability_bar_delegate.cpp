#include "ui/widgets/probability_bar_delegate.h"

#include <QPainter>

#include <algorithm>

namespace hw::ui {

void ProbabilityBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const {
    const QVariant probability = index.data(kProbabilityRole);
    if (probability.isValid()) {
        QRect bar = option.rect.adjusted(1, 2, -1, -2);
        bar.setWidth(int(bar.width() * std::clamp(probability.toDouble(), 0.0, 1.0)));
        painter->fillRect(bar, option.palette.color(QPalette::Highlight).lighter(170));
    }
    QStyledItemDelegate::paint(painter, option, index);
}

} // namespace hw::ui
