#include "ui/widgets/confusion_matrix_view.h"

#include <QHeaderView>

#include <algorithm>
#include <numeric>

namespace hw::ui {

ConfusionMatrixView::ConfusionMatrixView(QWidget* parent)
    : QTableWidget(parent) {
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void ConfusionMatrixView::setMatrix(const QStringList& labels, const QVector<QVector<qint64>>& counts) {
    m_labels = labels;
    m_counts = counts;
    redraw();
}

void ConfusionMatrixView::setRowNormalised(bool normalised) {
    m_normalised = normalised;
    redraw();
}

double ConfusionMatrixView::valueAt(int trueLabel, int predictedLabel) const {
    if (trueLabel < 0 || trueLabel >= m_counts.size() || predictedLabel < 0 ||
        predictedLabel >= m_counts[trueLabel].size())
        return 0;
    const QVector<qint64>& row = m_counts[trueLabel];
    if (!m_normalised)
        return double(row[predictedLabel]);
    const qint64 total = std::accumulate(row.begin(), row.end(), qint64(0));
    return total > 0 ? double(row[predictedLabel]) / double(total) : 0.0;
}

void ConfusionMatrixView::redraw() {
    const int n = int(m_labels.size());
    clear();
    setRowCount(n);
    setColumnCount(n);
    setHorizontalHeaderLabels(m_labels);
    setVerticalHeaderLabels(m_labels);
    double largest = 0;
    for (int t = 0; t < n; ++t)
        for (int p = 0; p < n; ++p)
            largest = std::max(largest, valueAt(t, p));
    struct Confusion {
        double value;
        int t, p;
    };
    QVector<Confusion> offDiagonal;
    for (int t = 0; t < n; ++t) {
        for (int p = 0; p < n; ++p) {
            const double value = valueAt(t, p);
            auto* item = new QTableWidgetItem(m_normalised ? QString::number(value, 'f', 2)
                                                           : QString::number(qint64(value)));
            item->setTextAlignment(Qt::AlignCenter);
            const double strength = largest > 0 ? value / largest : 0;
            // Diagonal (right) in blue, confusions in orange: where the model errs stands out.
            const QColor base = t == p ? QColor(33, 102, 172) : QColor(214, 96, 77);
            item->setBackground(QColor::fromRgbF(1 - strength * (1 - base.redF()),
                                                 1 - strength * (1 - base.greenF()),
                                                 1 - strength * (1 - base.blueF())));
            item->setForeground(strength > 0.6 ? Qt::white : Qt::black);
            item->setToolTip(tr("true %1, predicted %2: %3").arg(m_labels[t], m_labels[p], item->text()));
            setItem(t, p, item);
            if (t != p && value > 0)
                offDiagonal.append({value, t, p});
        }
    }
    std::sort(offDiagonal.begin(), offDiagonal.end(),
              [](const Confusion& a, const Confusion& b) { return a.value > b.value; });
    QStringList largestConfusions;
    for (int i = 0; i < std::min<int>(3, int(offDiagonal.size())); ++i)
        largestConfusions << tr("%1 taken for %2 (%3)")
                                 .arg(m_labels[offDiagonal[i].t], m_labels[offDiagonal[i].p],
                                      m_normalised ? QString::number(offDiagonal[i].value, 'f', 2)
                                                   : QString::number(qint64(offDiagonal[i].value)));
    setAccessibleDescription(
        n == 0 ? tr("No confusion matrix")
        : largestConfusions.isEmpty()
            ? tr("%n label(s), rows true, columns predicted; no confusions", nullptr, n)
            : tr("%n label(s), rows true, columns predicted; most confused: %1", nullptr, n)
                  .arg(largestConfusions.join(QStringLiteral("; "))));
}

} // namespace hw::ui
