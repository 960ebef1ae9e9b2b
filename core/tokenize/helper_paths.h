#pragma once

#include <QString>
#include <QStringList>

namespace hw {

// The folders a helper (the SentencePiece module or training program, headwater-cli-torch) is looked for in,
// first to last: $HEADWATER_HELPER_DIR; lib/headwater beside the running program's folder (an installed
// bin/headwater-cli's); the running program's own folder (headwater-cli-torch lives among the helpers); the
// build tree's lib/headwater; the installed lib/headwater.
QStringList helperFolders();
// The first of helperFolders() that holds `fileName`; empty when none does.
QString findHelper(const QString& fileName);

} // namespace hw
