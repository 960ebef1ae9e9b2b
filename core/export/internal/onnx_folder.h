#pragma once
// Core-internal (includes torch): the ONNX form of a model, written into a folder and checked.

#include "core/export/model_export.h"
#include "core/model/internal/encoder_model.h"

namespace hw {

struct OnnxFolder {
    QString file;
    qint64 bytes = 0;
    ExportVerification verification;
    std::optional<QuantizedOnnx> int8;
};

// Writes model.onnx, config.json (labels in id2label), the tokenizer files and thresholds.json of
// `sourceDirectory` into `folder`, then reads model.onnx back, runs it on sample inputs and compares its
// logits with `model`'s; a difference beyond rounding is an error. With options.onnxInt8, also
// model_quantized.onnx, read back and compared with the fp32 model (and on options.int8CheckFile).
Expected<OnnxFolder> writeOnnxFolder(EncoderModel& model, const QString& sourceDirectory,
                                     const QString& folder, const ExportOptions& options);

} // namespace hw
