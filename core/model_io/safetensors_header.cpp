#include "core/model_io/safetensors_header.h"

#include "core/util/json_numbers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>
#include <optional>

namespace hw {

namespace {

// The format caps the header at 100 MB; anything larger is a damaged or hostile file.
constexpr uint64_t kMaxHeaderBytes = 100ull * 1000 * 1000;

struct DTypeName {
    const char* name;
    TensorDType dtype;
    int bytes;
};

constexpr DTypeName kDTypes[] = {
    {"F64", TensorDType::F64, 8},   {"F32", TensorDType::F32, 4}, {"F16", TensorDType::F16, 2},
    {"BF16", TensorDType::BF16, 2}, {"I64", TensorDType::I64, 8}, {"I32", TensorDType::I32, 4},
    {"I16", TensorDType::I16, 2},   {"I8", TensorDType::I8, 1},   {"U8", TensorDType::U8, 1},
    {"BOOL", TensorDType::Bool, 1},
};

// The bytes a tensor of this shape and element size needs, or nothing when that overflows 64 bits.
std::optional<uint64_t> tensorByteCount(const std::vector<int64_t>& shape, uint64_t elementBytes) {
    uint64_t bytes = elementBytes;
    for (int64_t d : shape)
        if (__builtin_mul_overflow(bytes, uint64_t(d), &bytes))
            return std::nullopt;
    return bytes;
}

UserError damaged(const Text& where, const Text& what) {
    return {what, where,
            Text::tr("the file is damaged or not a safetensors file; download or export it again")};
}

} // namespace

int dtypeByteSize(TensorDType dtype) {
    for (const DTypeName& d : kDTypes)
        if (d.dtype == dtype)
            return d.bytes;
    return 0;
}

QString dtypeName(TensorDType dtype) {
    for (const DTypeName& d : kDTypes)
        if (d.dtype == dtype)
            return QString::fromLatin1(d.name);
    return QStringLiteral("?");
}

int64_t SafetensorsEntry::elementCount() const {
    int64_t n = 1;
    for (int64_t d : shape)
        n *= d;
    return n;
}

QJsonObject SafetensorsHeader::metadata() const {
    return QJsonDocument::fromJson(metadataJson).object();
}

Expected<SafetensorsHeader> parseSafetensorsHeader(const QByteArray& head, uint64_t fileSize,
                                                   const QString& path) {
    if (fileSize < 8 || head.size() < 8)
        return damaged(path,
                       Text::tr("file is too short to hold a safetensors header (%1 bytes)").arg(fileSize));
    const uint64_t headerBytes = qFromLittleEndian<quint64>(head.constData());
    if (headerBytes > kMaxHeaderBytes || headerBytes > fileSize - 8)
        return damaged(
            path,
            Text::tr("header length %1 is larger than the file (%2 bytes)").arg(headerBytes).arg(fileSize));
    if (uint64_t(head.size()) < 8 + headerBytes)
        return damaged(path, Text::tr("file ends inside its header"));

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(head.mid(8, int(headerBytes)).trimmed(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return damaged(path, Text::tr("header is not a JSON object (%1)").arg(parseError.errorString()));

    SafetensorsHeader header;
    header.dataStart = 8 + headerBytes;
    const uint64_t dataBytes = fileSize - header.dataStart;
    const QJsonObject root = doc.object();
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() == QLatin1String("__metadata__")) {
            header.metadataJson = QJsonDocument(it.value().toObject()).toJson(QJsonDocument::Compact);
            continue;
        }
        const Text where = Text::tr("%1, tensor '%2'").arg(path, it.key());
        const QJsonObject info = it.value().toObject();
        SafetensorsEntry entry;
        entry.name = it.key().toStdString();

        const QString dtype = info.value(QLatin1String("dtype")).toString();
        const auto known = std::find_if(std::begin(kDTypes), std::end(kDTypes),
                                        [&](const DTypeName& d) { return dtype == QLatin1String(d.name); });
        if (known == std::end(kDTypes))
            return UserError{Text::tr("unsupported dtype '%1'").arg(dtype), where,
                             Text::tr("convert the checkpoint to F32, F16 or BF16")};
        entry.dtype = known->dtype;

        const QJsonArray shape = info.value(QLatin1String("shape")).toArray();
        for (const QJsonValue& d : shape) {
            const std::optional<uint64_t> size = jsonCount(d);
            if (!size)
                return damaged(where, Text::tr("shape holds a value that is not a size"));
            entry.shape.push_back(int64_t(*size));
        }
        const QJsonArray offsets = info.value(QLatin1String("data_offsets")).toArray();
        const std::optional<uint64_t> begin = offsets.size() == 2 ? jsonCount(offsets[0]) : std::nullopt;
        const std::optional<uint64_t> end = offsets.size() == 2 ? jsonCount(offsets[1]) : std::nullopt;
        if (!begin || !end)
            return damaged(where, Text::tr("data_offsets is not a pair of byte offsets"));
        entry.begin = *begin;
        entry.end = *end;
        if (entry.end < entry.begin || entry.end > dataBytes)
            return damaged(where, Text::tr("data offsets [%1, %2) lie outside the %3 bytes of data")
                                      .arg(entry.begin)
                                      .arg(entry.end)
                                      .arg(dataBytes));
        const std::optional<uint64_t> expectedBytes = tensorByteCount(entry.shape, uint64_t(known->bytes));
        if (!expectedBytes)
            return damaged(where, Text::tr("shape describes more than 2^64 bytes"));
        const uint64_t expected = *expectedBytes;
        if (entry.end - entry.begin != expected)
            return damaged(where, Text::tr("holds %1 bytes but its dtype and shape need %2")
                                      .arg(entry.end - entry.begin)
                                      .arg(expected));
        header.entries.push_back(std::move(entry));
    }

    std::sort(header.entries.begin(), header.entries.end(),
              [](const SafetensorsEntry& a, const SafetensorsEntry& b) { return a.begin < b.begin; });
    for (size_t i = 1; i < header.entries.size(); ++i) {
        const SafetensorsEntry& prev = header.entries[i - 1];
        const SafetensorsEntry& next = header.entries[i];
        if (next.begin < prev.end && next.end > next.begin)
            return damaged(path,
                           Text::tr("tensors '%1' and '%2' overlap in the data section")
                               .arg(QString::fromStdString(prev.name), QString::fromStdString(next.name)));
    }
    return header;
}

} // namespace hw
