#include "export/internal/export_progress.h"

namespace hw {

Expected<bool> progress(const ExportOptions& options, const QString& phase) {
    if (!options.progress || options.progress(phase))
        return true;
    return UserError{QStringLiteral("the export was cancelled"), phase,
                     QStringLiteral("nothing was written")};
}

int exportStepCount(const ExportOptions& options) {
    int steps = 1; // loading the model
    if (options.format != ExportFormat::Onnx)
        steps += 2; // writing and checking the Hugging Face directory
    if (options.format != ExportFormat::HuggingFace) {
        steps += 2; // writing and checking the ONNX model
        if (options.onnxInt8)
            steps += options.int8CheckFile.isEmpty() ? 2 : 3;
    }
    return steps;
}

} // namespace hw
