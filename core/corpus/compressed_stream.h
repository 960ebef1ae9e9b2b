#pragma once

#include "core/util/expected.h"
#include "core/util/text.h"

#include <QString>

#include <memory>

namespace hw {

// A file's bytes, decompressed when it is gzip, zstd or xz: told by its first bytes, not by its name, so a
// misnamed file still reads. Other files come as they are.
class CompressedStream {
public:
    static Expected<std::unique_ptr<CompressedStream>> open(const QString& path);
    virtual ~CompressedStream() = default;

    // Up to `size` bytes; 0 at the end of the data; -1 when it cannot be read further (a truncated or damaged
    // stream, a read error), error() saying why in a few words (a library's own words, or a message of ours).
    virtual qint64 read(char* data, qint64 size) = 0;
    // Bytes of the file consumed so far (compressed bytes for a compressed file).
    virtual qint64 fileOffset() const = 0;
    const Text& error() const { return m_error; }

protected:
    Text m_error;
};

} // namespace hw
