#pragma once

#include <QColor>

namespace hw::ui {

// The colour of the index-th model (or run) of a chart: one palette for every page, so the first model of a
// comparison (the base) is drawn in the same colour on the fine-tuning curves, the downstream and perplexity
// bars and in Try it, and the second (the adapted one) in another.
QColor seriesColour(int index);

} // namespace hw::ui
