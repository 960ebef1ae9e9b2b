#pragma once

#include <QString>

namespace hw {

// Where a helper (the SentencePiece module or training program) lives: $HEADWATER_HELPER_DIR, the build tree,
// or the installed lib/headwater. Empty when none holds it.
QString findHelper(const QString& fileName);

} // namespace hw
