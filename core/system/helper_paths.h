#pragma once

#include "core/util/text.h"

#include <QString>
#include <QStringList>

namespace hw {

// The folders a helper (the SentencePiece module or training program, the Parquet and Arrow module,
// headwater-cli-torch) is looked for in,
// first to last: $HEADWATER_HELPER_DIR; lib/headwater beside the running program's folder (an installed
// bin/headwater-cli's); the running program's own folder (headwater-cli-torch lives among the helpers); the
// build tree's lib/headwater; the installed lib/headwater.
QStringList helperFolders();
// The first of helperFolders() that holds `fileName`; empty when none does.
QString findHelper(const QString& fileName);
// The helper module `fileName` loaded with dlopen (RTLD_NOW | RTLD_LOCAL | `flags`); nullptr, with *error
// saying why, when it is in none of helperFolders() or does not load.
void* openHelperModule(const QString& fileName, int flags, Text* error);

} // namespace hw
