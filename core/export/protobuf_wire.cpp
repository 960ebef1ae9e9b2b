#include "core/export/protobuf_wire.h"

#include <cstring>

namespace hw {

namespace {

enum WireType { kVarint = 0, kFixed64 = 1, kLengthDelimited = 2, kFixed32 = 5 };

uint64_t key(int field, WireType type) {
    return (uint64_t(field) << 3) | uint64_t(type);
}

} // namespace

size_t ProtoWriter::varintSize(uint64_t value) {
    size_t n = 1;
    while (value >= 0x80) {
        value >>= 7;
        ++n;
    }
    return n;
}

uint64_t ProtoWriter::lengthDelimitedSize(int field, uint64_t size) {
    return varintSize(key(field, kLengthDelimited)) + varintSize(size) + size;
}

void ProtoWriter::varint(uint64_t value) {
    while (value >= 0x80) {
        m_bytes.push_back(char((value & 0x7f) | 0x80));
        value >>= 7;
    }
    m_bytes.push_back(char(value));
}

void ProtoWriter::varintField(int field, uint64_t value) {
    varint(key(field, kVarint));
    varint(value);
}

void ProtoWriter::floatField(int field, float value) {
    varint(key(field, kFixed32));
    uint32_t bits;
    std::memcpy(&bits, &value, 4);
    for (int i = 0; i < 4; ++i) // little-endian, as the wire format has it
        m_bytes.push_back(char((bits >> (8 * i)) & 0xff));
}

void ProtoWriter::lengthPrefix(int field, uint64_t size) {
    varint(key(field, kLengthDelimited));
    varint(size);
}

void ProtoWriter::bytesField(int field, std::string_view bytes) {
    lengthPrefix(field, bytes.size());
    m_bytes.append(bytes.data(), bytes.size());
}

bool ProtoReader::readVarint(uint64_t& value) {
    value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (m_rest.empty())
            return false;
        const uint8_t byte = uint8_t(m_rest.front());
        m_rest.remove_prefix(1);
        value |= uint64_t(byte & 0x7f) << shift;
        if (!(byte & 0x80))
            return true;
    }
    return false; // more than ten bytes: not a varint
}

bool ProtoReader::nextVarint(uint64_t& value) {
    if (m_failed || m_rest.empty())
        return false;
    m_failed = !readVarint(value);
    return !m_failed;
}

bool ProtoReader::next(ProtoField& field) {
    if (m_failed || m_rest.empty())
        return false;
    uint64_t k = 0;
    if (!readVarint(k) || (k >> 3) == 0 || (k >> 3) > (1u << 29)) {
        m_failed = true;
        return false;
    }
    field = ProtoField{};
    field.number = int(k >> 3);
    field.wireType = int(k & 7);
    auto fixed = [&](size_t width) {
        if (m_rest.size() < width)
            return false;
        for (size_t i = 0; i < width; ++i)
            field.varint |= uint64_t(uint8_t(m_rest[i])) << (8 * i);
        m_rest.remove_prefix(width);
        return true;
    };
    bool ok = false;
    switch (field.wireType) {
    case kVarint:
        ok = readVarint(field.varint);
        break;
    case kFixed64:
        ok = fixed(8);
        break;
    case kFixed32:
        ok = fixed(4);
        break;
    case kLengthDelimited: {
        uint64_t length = 0;
        ok = readVarint(length) && length <= m_rest.size();
        if (ok) {
            field.bytes = m_rest.substr(0, size_t(length));
            m_rest.remove_prefix(size_t(length));
        }
        break;
    }
    default:
        ok = false; // groups (3, 4) are not used by ONNX
    }
    m_failed = !ok;
    return ok;
}

} // namespace hw
