#pragma once
// Core-internal (includes torch): the ONNX form of a model, written into a folder and checked.

#include "export/model_export.h"
#include "model/internal/encoder_model.h"

namespace hw {

struct OnnxFolder {
    QString file;
    qint64 bytes = 0;
    ExportVerification verification;
};

// Writes model.onnx, config.json (labels in id2label), the tokenizer files and thresholds.json of
// `sourceDirectory` into `folder`, then reads model.onnx back, runs it on sample inputs and compares its
// logits with `model`'s; a difference beyond rounding is an error.
Expected<OnnxFolder> writeOnnxFolder(EncoderModel& model, const QString& sourceDirectory,
                                     const QString& folder);

} // namespace hw
