#pragma once

#include "core/corpus/labelled_dataset.h"
#include "core/model_io/model_files.h"

#include <functional>
#include <optional>

namespace hw {

// Deployable copies of a model: a Hugging Face directory (transformers' from_pretrained), an ONNX model
// (onnxruntime and any ONNX runtime), or both: the ONNX files then sit in the directory's onnx/ folder.

enum class ExportFormat { HuggingFace, Onnx, Both };
QString exportFormatName(ExportFormat format); // "hf" | "onnx" | "both"
std::optional<ExportFormat> exportFormatFromName(const QString& name);

// The Hugging Face weights' type: half precision halves the files at a small cost in the logits.
enum class WeightPrecision { Float32, Float16, BFloat16 };
QString weightPrecisionName(WeightPrecision precision); // "fp32" | "fp16" | "bf16"
std::optional<WeightPrecision> weightPrecisionFromName(const QString& name);

// Told each step as it starts; returning false stops the export (the user cancelled), which then writes
// nothing.
using ExportProgress = std::function<bool(const Text& phase)>;

struct ExportOptions {
    ExportFormat format = ExportFormat::HuggingFace;
    WeightPrecision precision = WeightPrecision::Float32;
    qint64 maxShardBytes = 0; // 0: one model.safetensors
    QString modelCard;        // README.md of the Hugging Face directory; empty: none
    // ONNX: also model_quantized.onnx, its matrix products by weights in int8 (the embeddings stay fp32).
    bool onnxInt8 = false;
    // With onnxInt8, a classifier's labelled examples (its label names) on which the int8 model's accuracy is
    // measured beside the fp32 model's.
    QString int8CheckFile;
    LabelledReadOptions int8CheckRead;
    int int8CheckMaxLength = 128;
    ExportProgress progress;
};

// How many steps (progress calls) an export with these options takes.
int exportStepCount(const ExportOptions& options);

// An export's check of one format: the written files reloaded and run on sample inputs beside the source.
struct ExportVerification {
    int samples = 0;
    double maxAbsDifference = -1; // largest |logit difference| against the source as written (rounded)
};

// The int8 model against the fp32 one: rounding changes the logits, and may change predictions.
struct QuantizedAccuracy {
    qint64 examples = 0;
    QString metric; // "accuracy" (single-label) or "micro-F1" (multi-label, thresholds applied)
    double fp32 = 0, int8 = 0;
    double fp32MacroF1 = 0, int8MacroF1 = 0;
};

struct QuantizedOnnx {
    QString file;
    qint64 bytes = 0;
    int samples = 0;
    double maxAbsDifference = 0; // largest |logit difference| from the fp32 source on the sample inputs
    double agreement = 0; // share of the samples' predictions (argmax, or the sign of a single logit) kept
    std::optional<QuantizedAccuracy> accuracy;
};

struct ExportSummary {
    ModelConfig config;
    qint64 parameters = 0;
    LoadReport report;
    ExportFormat format = ExportFormat::HuggingFace;
    QStringList weightFiles; // Hugging Face weight files written
    qint64 weightBytes = 0;
    std::optional<ExportVerification> huggingFace;
    // fp16/bf16 only: how far the rounded weights move the logits from the fp32 source.
    double precisionDifference = -1;
    std::optional<ExportVerification> onnx;
    QString onnxFile;
    qint64 onnxBytes = 0;
    std::optional<QuantizedOnnx> int8;
};

// Writes the export into `outputDirectory`, which appears complete and verified, or not at all: a failed
// check leaves nothing under the final name. An existing folder is replaced only with `overwrite`.
Expected<ExportSummary> exportModel(const QString& modelDirectory, const QString& outputDirectory,
                                    bool overwrite, const ExportOptions& options = {});

} // namespace hw
