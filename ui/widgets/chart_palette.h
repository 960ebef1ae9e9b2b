#pragma once

class QCustomPlot;
class QPalette;

namespace hw::ui {

// A chart drawn in the desktop's colours, light or dark: the background, axes, tick labels, grid and legend
// from `palette` (QCustomPlot draws black on white otherwise). Call again when the palette changes.
void applyChartPalette(QCustomPlot& plot, const QPalette& palette);

} // namespace hw::ui
