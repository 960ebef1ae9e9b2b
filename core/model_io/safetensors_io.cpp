#include "core/model_io/internal/weight_source.h"
#include "core/model_io/safetensors_header.h"
#include "core/util/atomic_file.h"
#include "core/util/confined_path.h"
#include "core/util/ordinary_files.h"

#include <torch/torch.h>

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

namespace hw {

namespace {

torch::ScalarType scalarType(TensorDType dtype) {
    switch (dtype) {
    case TensorDType::F64:
        return torch::kFloat64;
    case TensorDType::F32:
        return torch::kFloat32;
    case TensorDType::F16:
        return torch::kFloat16;
    case TensorDType::BF16:
        return torch::kBFloat16;
    case TensorDType::I64:
        return torch::kInt64;
    case TensorDType::I32:
        return torch::kInt32;
    case TensorDType::I16:
        return torch::kInt16;
    case TensorDType::I8:
        return torch::kInt8;
    case TensorDType::U8:
        return torch::kUInt8;
    case TensorDType::Bool:
        return torch::kBool;
    }
    return torch::kFloat32;
}

Expected<QString> dtypeFor(torch::ScalarType type, const std::string& name) {
    switch (type) {
    case torch::kFloat64:
        return QStringLiteral("F64");
    case torch::kFloat32:
        return QStringLiteral("F32");
    case torch::kFloat16:
        return QStringLiteral("F16");
    case torch::kBFloat16:
        return QStringLiteral("BF16");
    case torch::kInt64:
        return QStringLiteral("I64");
    case torch::kInt32:
        return QStringLiteral("I32");
    case torch::kInt16:
        return QStringLiteral("I16");
    case torch::kInt8:
        return QStringLiteral("I8");
    case torch::kUInt8:
        return QStringLiteral("U8");
    case torch::kBool:
        return QStringLiteral("BOOL");
    default:
        return UserError{Text::tr("tensor type %1 cannot be stored in safetensors")
                             .arg(QString::fromLatin1(c10::toString(type))),
                         QString::fromStdString(name), Text::tr("convert the tensor to a float type first")};
    }
}

} // namespace

Expected<WeightSource> readSafetensors(const QString& path) {
    Expected<std::unique_ptr<QFile>> opened = openOrdinaryFile(path, FileKind::Data);
    if (!opened)
        return opened.error();
    std::shared_ptr<QFile> file = std::move(opened.value());
    const uint64_t size = uint64_t(file->size());
    QByteArray head = file->read(8);
    if (head.size() == 8) {
        const uint64_t headerBytes = qFromLittleEndian<quint64>(head.constData());
        if (headerBytes <= size - 8)
            head += file->read(qint64(headerBytes));
    }
    Expected<SafetensorsHeader> header = parseSafetensorsHeader(head, size, path);
    if (!header)
        return header.error();

    WeightSource source;
    source.files << path;
    uchar* base = nullptr;
    if (size > header->dataStart) {
        base = file->map(0, qint64(size));
        if (!base)
            return UserError{Text::tr("cannot memory-map the weights file (%1)").arg(file->errorString()),
                             path, Text::tr("check free address space and that the file is on a local disk")};
    }
    for (const SafetensorsEntry& e : header->entries) {
        void* data = base ? base + header->dataStart + e.begin : nullptr;
        torch::Tensor view =
            e.elementCount() == 0
                ? torch::empty(e.shape, torch::TensorOptions().dtype(scalarType(e.dtype)))
                : torch::from_blob(data, e.shape, torch::TensorOptions().dtype(scalarType(e.dtype)));
        source.tensors[e.name] = view;
    }
    source.mappedFiles.push_back(std::move(file));
    return source;
}

Expected<WeightSource> readSafetensorsIndex(const QString& indexPath) {
    Expected<QByteArray> bytes = readOrdinaryFile(indexPath, FileKind::Settings);
    if (!bytes)
        return bytes.error();
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(bytes.value(), &error).object();
    const QJsonObject weightMap = root.value(QLatin1String("weight_map")).toObject();
    if (error.error != QJsonParseError::NoError || weightMap.isEmpty())
        return UserError{
            Text::tr("shard index has no weight_map"), indexPath,
            Text::tr("the index must map every tensor name to its shard file, as transformers writes it")};

    const QDir dir = QFileInfo(indexPath).dir();
    std::map<QString, WeightSource> shards;
    WeightSource merged;
    for (auto it = weightMap.begin(); it != weightMap.end(); ++it) {
        const QString shard = it.value().toString();
        if (!shards.count(shard)) {
            Expected<QString> shardPath = pathInside(dir.path(), shard, indexPath);
            if (!shardPath)
                return shardPath.error();
            Expected<WeightSource> read = readSafetensors(shardPath.value());
            if (!read)
                return read.error();
            shards.emplace(shard, std::move(read.value()));
        }
        const WeightSource& s = shards.at(shard);
        const auto found = s.tensors.find(it.key().toStdString());
        if (found == s.tensors.end())
            return UserError{
                Text::tr("tensor '%1' is listed in the index but missing from its shard").arg(it.key()),
                dir.filePath(shard), Text::tr("download the shard again")};
        merged.tensors[found->first] = found->second;
    }
    for (auto& [name, s] : shards) {
        merged.files << s.files;
        merged.mappedFiles.insert(merged.mappedFiles.end(), s.mappedFiles.begin(), s.mappedFiles.end());
    }
    return merged;
}

Expected<bool> writeSafetensors(const QString& path, const std::map<std::string, torch::Tensor>& tensors) {
    QJsonObject header;
    header.insert(QStringLiteral("__metadata__"),
                  QJsonObject{{QStringLiteral("format"), QStringLiteral("pt")}});
    std::vector<torch::Tensor> blobs;
    uint64_t offset = 0;
    for (const auto& [name, tensor] : tensors) {
        Expected<QString> dtype = dtypeFor(tensor.scalar_type(), name);
        if (!dtype)
            return dtype.error();
        torch::Tensor cpu = tensor.detach().to(torch::kCPU).contiguous();
        QJsonArray shape;
        for (int64_t d : cpu.sizes())
            shape.append(qint64(d));
        const uint64_t bytes = uint64_t(cpu.numel()) * cpu.element_size();
        header.insert(QString::fromStdString(name),
                      QJsonObject{{QStringLiteral("dtype"), dtype.value()},
                                  {QStringLiteral("shape"), shape},
                                  {QStringLiteral("data_offsets"),
                                   QJsonArray{qint64(offset), qint64(offset + bytes)}}});
        offset += bytes;
        blobs.push_back(cpu);
    }
    QByteArray json = QJsonDocument(header).toJson(QJsonDocument::Compact);
    json.append(QByteArray((8 - json.size() % 8) % 8, ' '));

    AtomicFileWriter out(path);
    uchar length[8];
    qToLittleEndian<quint64>(quint64(json.size()), length);
    out.write(reinterpret_cast<const char*>(length), 8);
    out.write(json);
    for (const torch::Tensor& blob : blobs)
        out.write(static_cast<const char*>(blob.data_ptr()), qint64(blob.numel() * blob.element_size()));
    return out.commit();
}

} // namespace hw
