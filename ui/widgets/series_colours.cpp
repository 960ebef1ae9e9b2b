#include "ui/widgets/series_colours.h"

namespace hw::ui {

QColor seriesColour(int index) {
    // Matplotlib's "tab10" order: distinct for colour-blind readers in its first pairs.
    static const QColor palette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e),
                                     QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf)};
    return palette[((index % 8) + 8) % 8];
}

} // namespace hw::ui
