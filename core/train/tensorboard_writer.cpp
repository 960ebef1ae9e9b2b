#include "core/train/tensorboard_writer.h"

#include <QDateTime>
#include <QDir>
#include <QSysInfo>

#include <array>
#include <cstring>

namespace hw {

namespace {

const std::array<uint32_t, 256>& crcTable() {
    static const std::array<uint32_t, 256> table = [] {
        std::array<uint32_t, 256> t{};
        for (uint32_t i = 0; i < 256; ++i) {
            uint32_t c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? (c >> 1) ^ 0x82F63B78u : c >> 1; // Castagnoli polynomial, reflected
            t[i] = c;
        }
        return t;
    }();
    return table;
}

// Protocol-buffer wire format, just what Event and Summary need.
void putVarint(QByteArray& out, uint64_t v) {
    while (v >= 0x80) {
        out.append(char((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.append(char(v));
}

void putKey(QByteArray& out, int field, int wireType) {
    putVarint(out, uint64_t(field << 3 | wireType));
}

void putBytes(QByteArray& out, int field, const QByteArray& bytes) {
    putKey(out, field, 2);
    putVarint(out, uint64_t(bytes.size()));
    out.append(bytes);
}

template <typename T> void putFixed(QByteArray& out, int field, T value) {
    putKey(out, field, sizeof(T) == 8 ? 1 : 5);
    char raw[sizeof(T)];
    std::memcpy(raw, &value, sizeof(T)); // little-endian hosts, as protobuf's fixed encodings are
    out.append(raw, int(sizeof(T)));
}

// tensorflow.Event { double wall_time = 1; int64 step = 2; oneof { string file_version = 3; Summary summary =
// 5; } }
QByteArray eventHeader(double wallTime, qint64 step) {
    QByteArray e;
    putFixed<double>(e, 1, wallTime);
    putKey(e, 2, 0);
    putVarint(e, uint64_t(step));
    return e;
}

} // namespace

uint32_t crc32c(const char* data, size_t size) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < size; ++i)
        c = crcTable()[(c ^ uint8_t(data[i])) & 0xff] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

uint32_t maskedCrc32c(const char* data, size_t size) {
    const uint32_t c = crc32c(data, size);
    return ((c >> 15) | (c << 17)) + 0xa282ead8u;
}

bool TensorBoardWriter::open(const QString& directory) {
    const double now = QDateTime::currentMSecsSinceEpoch() / 1000.0;
    m_file.setFileName(QDir(directory).filePath(QStringLiteral("events.out.tfevents.%1.%2")
                                                    .arg(qint64(now))
                                                    .arg(QSysInfo::machineHostName().isEmpty()
                                                             ? QStringLiteral("localhost")
                                                             : QSysInfo::machineHostName())));
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append))
        return false;
    QByteArray e = eventHeader(now, 0);
    putBytes(e, 3, QByteArrayLiteral("brain.Event:2"));
    writeRecord(e);
    m_file.flush();
    return true;
}

void TensorBoardWriter::addScalar(const QString& tag, double value, qint64 step, double wallTime) {
    if (!m_file.isOpen())
        return;
    QByteArray summaryValue; // Summary.Value { string tag = 1; float simple_value = 2; }
    putBytes(summaryValue, 1, tag.toUtf8());
    putFixed<float>(summaryValue, 2, float(value));
    QByteArray summary; // Summary { repeated Value value = 1; }
    putBytes(summary, 1, summaryValue);
    QByteArray e = eventHeader(wallTime, step);
    putBytes(e, 5, summary);
    writeRecord(e);
}

void TensorBoardWriter::writeRecord(const QByteArray& data) {
    // TFRecord: uint64 length, masked CRC of the length, data, masked CRC of the data.
    const uint64_t length = uint64_t(data.size());
    char header[12];
    std::memcpy(header, &length, 8);
    const uint32_t lengthCrc = maskedCrc32c(header, 8);
    std::memcpy(header + 8, &lengthCrc, 4);
    const uint32_t dataCrc = maskedCrc32c(data.constData(), size_t(data.size()));
    m_file.write(header, 12);
    m_file.write(data);
    m_file.write(reinterpret_cast<const char*>(&dataCrc), 4);
}

} // namespace hw
