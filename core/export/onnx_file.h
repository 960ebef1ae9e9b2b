#pragma once

#include "core/export/onnx_graph.h"
#include "core/util/expected.h"

#include <QString>

namespace hw {

// Writes `model` as an ONNX protobuf file, atomically, initializers streamed from their owners (no second
// copy of the weights in memory). Returns the file's size. Files over protobuf's 2 GB limit are refused.
Expected<qint64> writeOnnxFile(const OnnxModel& model, const QString& path);
// Refuses an ONNX file of `bytes` (protobuf's 2 GB limit): at writing, and from config.json before an export
// starts.
Expected<bool> checkOnnxFileSize(quint64 bytes, const QString& path);

// Reads a file written by writeOnnxFile (or any ONNX file using the same subset: raw-data initializers,
// integer and float attributes); initializers point into the file's bytes, which the model keeps.
Expected<OnnxModel> readOnnxFile(const QString& path);

} // namespace hw
