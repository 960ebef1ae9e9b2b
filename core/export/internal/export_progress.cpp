#include "core/export/internal/export_progress.h"

namespace hw {

Expected<bool> progress(const ExportOptions& options, const Text& phase) {
    if (!options.progress || options.progress(phase))
        return true;
    return UserError{Text::tr("the export was cancelled"), phase, Text::tr("nothing was written")};
}

} // namespace hw
