#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// The file `relative` names inside `folder`, refused when it would lead out of it (an absolute path, "..",
// nothing): a model folder's shard index or a project's rows never make Headwater read or write elsewhere.
// The check is on the names, so links the user placed inside the folder (Hugging Face's cache) still work.
Expected<QString> pathInside(const QString& folder, const QString& relative, const Text& namedBy);

} // namespace hw
