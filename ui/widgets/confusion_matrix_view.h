#pragma once

#include <QStringList>
#include <QTableWidget>
#include <QVector>

namespace hw::ui {

// A confusion matrix as a heatmap: rows are the true labels, columns the predicted ones, each cell its count
// (or its share of the row, normalised) on a background as dark as the value is large. Every cell is a table
// item, so keyboard and screen-reader users read the figures; the accessible description names the largest
// confusions.
class ConfusionMatrixView : public QTableWidget {
    Q_OBJECT
public:
    explicit ConfusionMatrixView(QWidget* parent = nullptr);

    void setMatrix(const QStringList& labels, const QVector<QVector<qint64>>& counts);
    void setRowNormalised(bool normalised);
    bool isRowNormalised() const { return m_normalised; }
    // The value shown in a cell: a count, or a share of its row when normalised.
    double valueAt(int trueLabel, int predictedLabel) const;

private:
    void redraw();

    QStringList m_labels;
    QVector<QVector<qint64>> m_counts;
    bool m_normalised = false;
};

} // namespace hw::ui
