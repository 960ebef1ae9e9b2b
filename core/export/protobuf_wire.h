#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace hw {

// Protocol Buffers' wire format, enough to write and read ONNX models without a protobuf library (Debian's
// libprotobuf would clash with the copy libtorch carries). A message is built into bytes; a nested message
// is a length-delimited field holding its bytes.
class ProtoWriter {
public:
    void varintField(int field, uint64_t value);
    void floatField(int field, float value);
    void bytesField(int field, std::string_view bytes);
    void messageField(int field, const ProtoWriter& message) { bytesField(field, message.bytes()); }
    // The key and length of a length-delimited field whose `size` bytes the caller writes next.
    void lengthPrefix(int field, uint64_t size);

    const std::string& bytes() const { return m_bytes; }
    size_t size() const { return m_bytes.size(); }

    static size_t varintSize(uint64_t value);
    // Key, length and payload of a length-delimited field of `size` bytes.
    static uint64_t lengthDelimitedSize(int field, uint64_t size);

private:
    void varint(uint64_t value);
    std::string m_bytes;
};

// One field read off the wire.
struct ProtoField {
    int number = 0;
    int wireType = 0;       // 0 varint, 1 fixed64, 2 length-delimited, 5 fixed32
    uint64_t varint = 0;    // wire types 0, 1 and 5 (the raw bits)
    std::string_view bytes; // wire type 2
};

// Reads the fields of one message in order. next() returns false at the end or at malformed bytes (then
// failed() is true): lengths are checked against what is left, so hostile input reads nothing outside it.
class ProtoReader {
public:
    explicit ProtoReader(std::string_view bytes)
        : m_rest(bytes) {}
    bool next(ProtoField& field);
    // One bare varint (a packed repeated field's values): false at the end, or at malformed bytes.
    bool nextVarint(uint64_t& value);
    bool failed() const { return m_failed; }

private:
    bool readVarint(uint64_t& value);
    std::string_view m_rest;
    bool m_failed = false;
};

} // namespace hw
