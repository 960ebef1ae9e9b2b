#pragma once
// Core-internal (includes torch): a classifier's fp32 and int8 ONNX graphs on the same labelled examples.

#include "core/corpus/labelled_dataset.h"
#include "core/export/model_export.h"
#include "core/export/onnx_graph.h"

namespace hw {

// The labelled examples an int8 check measures on, read with the model's labels: refused for a model that is
// no sequence classifier, for a file that cannot be read or holds none of the model's labels. An export asks
// before it writes anything.
Expected<LabelledDataset> readInt8CheckData(const ModelConfig& config, const ExportOptions& options);

// Reads the examples with the model's labels, encodes them with the tokenizer in `modelDirectory`, runs both
// graphs and scores their decisions (argmax, or the model's thresholds for multi-label).
Expected<QuantizedAccuracy> compareQuantizedAccuracy(const OnnxModel& fp32, const OnnxModel& int8,
                                                     const ModelConfig& config, const QString& modelDirectory,
                                                     const ExportOptions& options);

} // namespace hw
