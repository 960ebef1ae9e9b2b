#pragma once

#include "core/util/expected.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

namespace hw {

// Element types a safetensors file may hold, with their byte widths.
enum class TensorDType { F64, F32, F16, BF16, I64, I32, I16, I8, U8, Bool };

int dtypeByteSize(TensorDType dtype);
QString dtypeName(TensorDType dtype);

struct SafetensorsEntry {
    std::string name;
    TensorDType dtype = TensorDType::F32;
    std::vector<int64_t> shape;
    uint64_t begin = 0; // byte offsets relative to the start of the data section
    uint64_t end = 0;

    int64_t elementCount() const;
};

struct SafetensorsHeader {
    uint64_t dataStart = 0;                // absolute offset of the data section in the file
    std::vector<SafetensorsEntry> entries; // in data order
    QJsonObject metadata() const;
    QByteArray metadataJson;
};

// Parses and validates the header of a safetensors file of `fileSize` bytes whose first bytes are
// `head` (at least 8, and the whole header when it fits). Every offset is checked against the file,
// every size against dtype x shape, and no two tensors may overlap, so readers can trust the entries.
Expected<SafetensorsHeader> parseSafetensorsHeader(const QByteArray& head, uint64_t fileSize,
                                                   const QString& path);

} // namespace hw
