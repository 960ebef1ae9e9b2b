#pragma once
// Core-internal (includes torch; lives in internal/): never include from ui/ or app/.

#include "core/util/expected.h"

#include <torch/types.h>

#include <QFile>
#include <QString>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace hw {

// Named tensors read from a checkpoint. Tensors from safetensors files are views into the memory-mapped
// file (no copy until they are copied into a model), so the source keeps the mappings alive.
struct WeightSource {
    std::map<std::string, torch::Tensor> tensors;
    std::vector<std::shared_ptr<QFile>> mappedFiles;
    QStringList files; // what was read, for reports
};

// One safetensors file, memory-mapped.
Expected<WeightSource> readSafetensors(const QString& path);
// A sharded checkpoint: model.safetensors.index.json and the shard files it names.
Expected<WeightSource> readSafetensorsIndex(const QString& indexPath);
// pytorch_model.bin in torch's zip format (torch.save since PyTorch 1.6).
Expected<WeightSource> readTorchBin(const QString& path);

// Writes tensors (names in sorted order, header padded to 8 bytes, {"format":"pt"} metadata as transformers
// writes it) atomically: the file appears complete or not at all.
Expected<bool> writeSafetensors(const QString& path, const std::map<std::string, torch::Tensor>& tensors);

// How a model directory's weights are stored: their floating-point type, and the largest shard (0: one
// model.safetensors; otherwise model-0000K-of-0000N.safetensors with model.safetensors.index.json).
struct WeightLayout {
    torch::ScalarType dtype = torch::kFloat32;
    qint64 maxShardBytes = 0;
};

struct WeightFiles {
    QStringList files; // the weight files written, index last
    qint64 totalBytes = 0;
};

Expected<WeightFiles> writeSafetensorsWeights(const QString& directory,
                                              const std::map<std::string, torch::Tensor>& tensors,
                                              const WeightLayout& layout);

} // namespace hw
