#include "core/model_io/internal/weight_source.h"

#include "core/util/atomic_file.h"

#include <torch/torch.h>

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>

namespace hw {

namespace {

// transformers' shard names: model-00001-of-00003.safetensors.
QString shardName(int index, int count) {
    return QStringLiteral("model-%1-of-%2.safetensors")
        .arg(index, 5, 10, QLatin1Char('0'))
        .arg(count, 5, 10, QLatin1Char('0'));
}

} // namespace

Expected<WeightFiles> writeSafetensorsWeights(const QString& directory,
                                              const std::map<std::string, torch::Tensor>& tensors,
                                              const WeightLayout& layout) {
    std::map<std::string, torch::Tensor> cast;
    qint64 totalBytes = 0;
    for (const auto& [name, tensor] : tensors) {
        torch::Tensor t = tensor.detach();
        if (t.is_floating_point())
            t = t.to(layout.dtype);
        totalBytes += qint64(t.numel() * t.element_size());
        cast.emplace(name, t);
    }
    WeightFiles files;
    files.totalBytes = totalBytes;
    if (layout.maxShardBytes <= 0 || totalBytes <= layout.maxShardBytes) {
        files.files = {QStringLiteral("model.safetensors")};
        Expected<bool> written = writeSafetensors(QDir(directory).filePath(files.files.front()), cast);
        if (!written)
            return written.error();
        return files;
    }
    // Tensors in name order fill a shard until the next would overflow it; a tensor larger than the limit
    // gets a shard of its own (transformers does the same).
    std::vector<std::map<std::string, torch::Tensor>> shards(1);
    qint64 shardBytes = 0;
    for (const auto& [name, t] : cast) {
        const qint64 bytes = qint64(t.numel() * t.element_size());
        if (!shards.back().empty() && shardBytes + bytes > layout.maxShardBytes) {
            shards.emplace_back();
            shardBytes = 0;
        }
        shards.back().emplace(name, t);
        shardBytes += bytes;
    }
    QJsonObject weightMap;
    for (size_t i = 0; i < shards.size(); ++i) {
        const QString name = shardName(int(i) + 1, int(shards.size()));
        Expected<bool> written = writeSafetensors(QDir(directory).filePath(name), shards[i]);
        if (!written)
            return written.error();
        for (const auto& entry : shards[i])
            weightMap.insert(QString::fromStdString(entry.first), name);
        files.files << name;
    }
    const QJsonObject index{
        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("total_size"), totalBytes}}},
        {QStringLiteral("weight_map"), weightMap}};
    Expected<bool> written =
        writeFileAtomically(QDir(directory).filePath(QStringLiteral("model.safetensors.index.json")),
                            QJsonDocument(index).toJson(QJsonDocument::Indented));
    if (!written)
        return written.error();
    files.files << QStringLiteral("model.safetensors.index.json");
    return files;
}

} // namespace hw
