#pragma once

#include <QStyledItemDelegate>

namespace hw::ui {

// Draws a cell's probability (a double in kProbabilityRole, 0 to 1) as a bar behind its text, as long as the
// cell is wide times the probability.
class ProbabilityBarDelegate : public QStyledItemDelegate {
public:
    static constexpr int kProbabilityRole = Qt::UserRole + 1;

    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
};

} // namespace hw::ui
