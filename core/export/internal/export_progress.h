#pragma once
// Core-internal: an export's steps, reported to its job, which may answer that the user cancelled.

#include "core/export/model_export.h"

namespace hw {

// Reports the step that starts; an error (nothing is kept) when the user has cancelled.
Expected<bool> progress(const ExportOptions& options, const Text& phase);

} // namespace hw
