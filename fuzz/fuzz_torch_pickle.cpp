// The pickle of a pytorch_model.bin: opcodes, memo, nesting and globals of an untrusted stream.
#include "core/model_io/pickle_reader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    (void)hw::readStateDictPickle(bytes, 1u << 16);
    return 0;
}
