#pragma once
// Core-internal (includes torch): Hugging Face model directories in and out.

#include "core/model/internal/encoder_model.h"
#include "core/model_io/internal/weight_source.h"
#include "core/model_io/load_report.h"
#include "core/tokenize/text_tokenizer.h"

#include <functional>
#include <memory>
#include <optional>

namespace hw {

struct LoadedModel {
    QString directory;
    ModelConfig config;
    std::shared_ptr<EncoderModel> model;
    LoadReport report;
};

struct ModelLoadOptions {
    // Load the backbone into another head (e.g. a classifier on a pretraining checkpoint).
    std::optional<Architecture> architecture;
    QStringList labels; // for a new classification head
    QString problemType;
    uint64_t seed = 42; // initialises new head tensors
};

// The weights file a directory holds, in transformers' order of preference:
// model.safetensors, model.safetensors.index.json, pytorch_model.bin.
Expected<QString> findWeightsFile(const QString& directory);
Expected<WeightSource> readWeightsFile(const QString& weightsPath);

// Reads config.json and the weights into a model in eval mode on the CPU.
Expected<LoadedModel> loadModelDirectory(const QString& directory, const ModelLoadOptions& options = {});
// The same, moved to `device` ("cpu", "cuda:0"); a device this machine lacks is refused first.
Expected<LoadedModel> loadModelOnDevice(const QString& directory, const QString& device);

// Writes config.json, model.safetensors (tied tensors once) and the tokenizer files found in
// `tokenizerFrom` (may be empty) into `outputDirectory`, which appears complete or not at all.
// An existing non-empty directory is replaced only when `overwrite` is set.
// With `tokenizer` set, its files are written instead of copied. `verify`, when given, checks the written
// folder before it is moved into place: its refusal leaves nothing under the final name. `layout` sets the
// weights' type and shards (fp32 in one file by default); config.json then names the type as `dtype`.
Expected<bool> saveModelDirectory(EncoderModel& model, const QString& tokenizerFrom,
                                  const QString& outputDirectory, bool overwrite,
                                  const TextTokenizer* tokenizer = nullptr,
                                  const std::function<Expected<bool>(const QString& written)>& verify = {},
                                  const WeightLayout& layout = {});

// Copies the files of `names` that `from` holds into `to` (tokenizer files, a classifier's thresholds.json).
Expected<bool> copyFilesIfPresent(const QString& from, const QString& to, const QStringList& names);

// Creates `outputDirectory` through a staging folder beside it that `fill` writes into: the folder appears
// complete or not at all. An existing non-empty directory is replaced only when `overwrite` is set and it is
// a folder Headwater wrote.
Expected<bool> writeStagedFolder(const QString& outputDirectory, bool overwrite,
                                 const std::function<Expected<bool>(const QString& staging)>& fill);

// Names of the tokenizer files a model directory may carry, copied along on export.
QStringList tokenizerFileNames();

} // namespace hw
