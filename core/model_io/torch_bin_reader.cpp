#include "core/model_io/internal/weight_source.h"
#include "core/model_io/pickle_reader.h"
#include "core/util/ordinary_files.h"

#include <caffe2/serialize/inline_container.h>
#include <torch/torch.h>

#include <map>

namespace hw {

namespace {

UserError unreadable(const QString& path, const Text& detail) {
    return {
        Text::tr("cannot read this pytorch_model.bin (%1)").arg(detail), path,
        Text::tr("it must be a state dict written by torch.save in the zip format (PyTorch 1.6 or newer); "
                 "re-save it with torch.save(model.state_dict(), path) or convert it to safetensors")};
}

// A tensor or storage record the state dict describes but the archive cannot back.
struct BadTensor {
    Text what;
};

std::optional<torch::ScalarType> storageDtype(const std::string& storageType) {
    static const std::map<std::string, torch::ScalarType> types{
        {"FloatStorage", torch::kFloat32}, {"DoubleStorage", torch::kFloat64},
        {"HalfStorage", torch::kFloat16},  {"BFloat16Storage", torch::kBFloat16},
        {"LongStorage", torch::kInt64},    {"IntStorage", torch::kInt32},
        {"ShortStorage", torch::kInt16},   {"CharStorage", torch::kInt8},
        {"ByteStorage", torch::kUInt8},    {"BoolStorage", torch::kBool}};
    const auto it = types.find(storageType);
    return it == types.end() ? std::nullopt : std::optional(it->second);
}

std::vector<int64_t> integers(const PickleRef& tuple) {
    std::vector<int64_t> out;
    for (const PickleRef& item : tuple->items) {
        if (item->kind != PickleNode::Kind::Int)
            throw BadTensor{Text::tr("a tensor's size or stride is not a whole number")};
        out.push_back(item->integer);
    }
    return out;
}

// Reads each storage record once (tied weights share one) and views the tensors into it, after checking that
// every view stays inside its storage.
// (hw::Text::tr in its members: lupdate loses the namespace in a member returning a qualified type.)
class TensorBuilder {
public:
    explicit TensorBuilder(caffe2::serialize::PyTorchStreamReader& archive)
        : m_archive(archive) {}

    torch::Tensor build(const PickleNode& tensor) {
        const PickleNode& storage = *tensor.items[0];
        const torch::Tensor& data = storageData(storage);
        const int64_t offset = tensor.items[1]->integer;
        const std::vector<int64_t> sizes = integers(tensor.items[2]), strides = integers(tensor.items[3]);
        if (sizes.size() != strides.size())
            throw BadTensor{hw::Text::tr("a tensor's size and stride differ in length")};
        // The last element a view can reach: offset + sum((size - 1) * stride), all non-negative, in range.
        int64_t last = offset, elements = 1;
        bool empty = false;
        if (offset < 0)
            throw BadTensor{hw::Text::tr("a tensor starts before its storage")};
        for (size_t i = 0; i < sizes.size(); ++i) {
            if (sizes[i] < 0 || strides[i] < 0)
                throw BadTensor{hw::Text::tr("a tensor has a negative size or stride")};
            if (sizes[i] == 0) {
                empty = true;
                continue;
            }
            if (__builtin_mul_overflow(sizes[i] - 1, strides[i], &elements) ||
                __builtin_add_overflow(last, elements, &last))
                throw BadTensor{hw::Text::tr("a tensor's extent overflows")};
        }
        if (!empty && last >= data.numel())
            throw BadTensor{hw::Text::tr("a tensor reaches beyond its storage (element %1 of %2)")
                                .arg(last)
                                .arg(data.numel())};
        return empty ? torch::empty(sizes, data.options()) : data.as_strided(sizes, strides, offset);
    }

private:
    const torch::Tensor& storageData(const PickleNode& storage) {
        const auto cached = m_storages.find(storage.text);
        if (cached != m_storages.end())
            return cached->second;
        const std::optional<torch::ScalarType> dtype = storageDtype(storage.dtype);
        if (!dtype)
            throw BadTensor{
                hw::Text::tr("unknown storage type %1").arg(QString::fromStdString(storage.dtype))};
        const std::string record = "data/" + storage.text;
        if (!m_archive.hasRecord(record))
            throw BadTensor{hw::Text::tr("the archive has no record %1").arg(QString::fromStdString(record))};
        auto [bytes, size] = m_archive.getRecord(record);
        const size_t elementSize = c10::elementSize(*dtype);
        if (storage.integer < 0 || size_t(storage.integer) > size / elementSize)
            throw BadTensor{hw::Text::tr("storage %1 is shorter than it claims")
                                .arg(QString::fromStdString(storage.text))};
        // The record's buffer becomes the tensor's storage: no copy, freed with the last tensor that views
        // it.
        void* raw = bytes.get();
        auto owner = std::make_shared<at::DataPtr>(std::move(bytes));
        torch::Tensor data = torch::from_blob(
            raw, {storage.integer}, [owner](void*) mutable { owner.reset(); },
            torch::TensorOptions().dtype(*dtype));
        return m_storages.emplace(storage.text, data).first->second;
    }

    caffe2::serialize::PyTorchStreamReader& m_archive;
    std::map<std::string, torch::Tensor> m_storages;
};

} // namespace

Expected<WeightSource> readTorchBin(const QString& path) {
    Expected<std::unique_ptr<QFile>> file = openOrdinaryFile(path, FileKind::Data);
    if (!file)
        return file.error();
    // torch's zip format starts with a local-file header; the legacy tar/pickle formats do not.
    if (file.value()->peek(4) != QByteArray("PK\x03\x04", 4))
        return unreadable(path, Text::tr("not a zip archive"));
    file.value()->close();

    WeightSource source;
    source.files << path;
    try {
        caffe2::serialize::PyTorchStreamReader archive(path.toStdString());
        if (!archive.hasRecord("data.pkl"))
            return unreadable(path, Text::tr("no data.pkl in the archive"));
        auto [pickleData, pickleSize] = archive.getRecord("data.pkl");
        const QByteArray pickle(static_cast<const char*>(pickleData.get()), qsizetype(pickleSize));
        Expected<PickleGraph> graph = readStateDictPickle(pickle);
        if (!graph)
            return unreadable(path, graph.error().what);
        const PickleRef& root = graph->root;
        if (root->kind != PickleNode::Kind::Dict)
            return unreadable(path, Text::tr("the archive holds no dictionary of tensors"));
        TensorBuilder builder(archive);
        for (size_t i = 0; i + 1 < root->items.size(); i += 2) {
            const PickleNode& key = *root->items[i];
            const PickleNode& value = *root->items[i + 1];
            if (key.kind != PickleNode::Kind::String || value.kind != PickleNode::Kind::Tensor)
                continue; // e.g. nested metadata; state dicts hold string -> tensor only
            source.tensors[key.text] = builder.build(value);
        }
    } catch (const BadTensor& bad) {
        return unreadable(path, bad.what);
    } catch (const c10::Error& e) {
        return unreadable(
            path, QString::fromStdString(e.what_without_backtrace()).section(QLatin1Char('\n'), 0, 0));
    } catch (const std::exception& e) {
        return unreadable(path, QString::fromLocal8Bit(e.what()));
    }
    if (source.tensors.empty())
        return unreadable(path, Text::tr("no tensors found"));
    return source;
}

} // namespace hw
