#include "core/export/internal/export_progress.h"

namespace hw {

Expected<bool> progress(const ExportOptions& options, const Text& phase) {
    if (!options.progress || options.progress(phase))
        return true;
    return UserError{QStringLiteral("the export was cancelled"), phase,
                     QStringLiteral("nothing was written")};
}

} // namespace hw
