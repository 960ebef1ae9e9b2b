#include "tests/support/compression.h"

#include <lzma.h>
#include <zstd.h>

namespace hw::test {

QByteArray zstdCompressed(const QByteArray& data) {
    QByteArray out(qsizetype(ZSTD_compressBound(size_t(data.size()))), '\0');
    const size_t written =
        ZSTD_compress(out.data(), size_t(out.size()), data.constData(), size_t(data.size()), 3);
    out.resize(ZSTD_isError(written) ? 0 : qsizetype(written));
    return out;
}

QByteArray xzCompressed(const QByteArray& data) {
    QByteArray out(data.size() + data.size() / 2 + 4096, '\0');
    size_t written = 0;
    const lzma_ret status = lzma_easy_buffer_encode(
        6, LZMA_CHECK_CRC64, nullptr, reinterpret_cast<const uint8_t*>(data.constData()), size_t(data.size()),
        reinterpret_cast<uint8_t*>(out.data()), &written, size_t(out.size()));
    out.resize(status == LZMA_OK ? qsizetype(written) : 0);
    return out;
}

} // namespace hw::test
