#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// A folder Headwater writes as a whole (a model directory, an export) carries a small marker file, so that
// replacing a folder (--overwrite) never deletes one the user made: only a marked or empty folder may go.
extern const char* const kOwnedFolderMarker;

Expected<bool> markFolderOwned(const QString& folder);
// True for a missing or empty folder, or one carrying the marker; a clear refusal otherwise.
Expected<bool> checkFolderReplaceable(const QString& folder);

} // namespace hw
