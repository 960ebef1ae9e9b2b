// The safetensors header parser: every offset, size and dtype of an untrusted header.
#include "core/model_io/safetensors_header.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    // As the file itself, and as the head of a file far larger than the bytes at hand.
    (void)hw::parseSafetensorsHeader(bytes, size, QStringLiteral("fuzz.safetensors"));
    (void)hw::parseSafetensorsHeader(bytes, uint64_t(size) * 4096 + 8, QStringLiteral("fuzz.safetensors"));
    return 0;
}
