#include "ui/widgets/chart_palette.h"

#include "ui/widgets/qcustomplot_include.h"

#include <QPalette>

namespace hw::ui {

void applyChartPalette(QCustomPlot& plot, const QPalette& palette) {
    const QColor text = palette.color(QPalette::WindowText);
    const QColor background = palette.color(QPalette::Base);
    QColor grid = text;
    grid.setAlphaF(0.15);
    plot.setBackground(background);
    for (QCPAxisRect* rect : plot.axisRects())
        rect->setBackground(background);
    for (QCPAxis* axis : plot.axisRects().isEmpty() ? QList<QCPAxis*>() : plot.axisRect()->axes()) {
        axis->setBasePen(QPen(text, 1));
        axis->setTickPen(QPen(text, 1));
        axis->setSubTickPen(QPen(text, 1));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(QPen(grid, 1));
    }
    plot.legend->setBrush(background);
    plot.legend->setTextColor(text);
    plot.replot(QCustomPlot::rpQueuedReplot);
}

} // namespace hw::ui
