#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// Looks at an existing file without changing it and says whether Headwater may open it as a project:
// an SQLite database, undamaged, carrying Headwater's application id, with a schema this build knows.
// Returns the schema version found.
Expected<int> checkProjectFile(const QString& path);

} // namespace hw
