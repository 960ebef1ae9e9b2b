#include "core/corpus/compressed_stream.h"

#include "core/util/text.h"

#include <QFile>
#include <QVector>

#include <lzma.h>
#include <zlib.h>
#include <zstd.h>

#include <cerrno>
#include <cstring>

namespace hw {

namespace {

constexpr int kChunk = 1 << 18;
// xz decoding memory (its dictionary): xz -9 needs 65 MiB; a file that asks for more is refused, not obeyed.
constexpr uint64_t kXzMemoryLimit = 512ull << 20;

const QByteArray kZstdMagic("\x28\xB5\x2F\xFD", 4);
const QByteArray kXzMagic("\xFD"
                          "7zXZ\0",
                          6);

// gzip and plain files, both through zlib (it passes files that are not gzip through as they are).
class GzipStream : public CompressedStream {
public:
    explicit GzipStream(gzFile gz)
        : m_gz(gz) {
        gzbuffer(m_gz, kChunk);
    }
    ~GzipStream() override { gzclose(m_gz); }

    qint64 read(char* data, qint64 size) override {
        const int got = gzread(m_gz, data, unsigned(std::min<qint64>(size, kChunk)));
        if (got > 0)
            return got;
        // zlib hands over what it could decompress, then reports the early end (Z_BUF_ERROR) or a damaged
        // stream.
        int code = Z_OK;
        const char* why = gzerror(m_gz, &code);
        if (code == Z_ERRNO) {
            m_error = QString::fromLocal8Bit(strerror(errno));
        } else if (code != Z_OK && code != Z_STREAM_END) {
            // zlib's own words, "PATH: unexpected end of file": the path is said elsewhere
            QString message = QString::fromUtf8(why);
            if (const qsizetype colon = message.lastIndexOf(QStringLiteral(": ")); colon >= 0)
                message = message.mid(colon + 2);
            m_error = message;
        }
        return m_error.isEmpty() ? 0 : -1;
    }
    qint64 fileOffset() const override {
        const z_off_t offset = gzoffset(m_gz);
        return offset >= 0 ? qint64(offset) : 0;
    }

private:
    gzFile m_gz;
};

// What zstd and xz share: the compressed bytes read from the file a chunk at a time.
class ChunkedStream : public CompressedStream {
protected:
    bool openFile(const QString& path) {
        m_file.setFileName(path);
        m_input.resize(kChunk);
        return m_file.open(QIODevice::ReadOnly);
    }
    // Refills the input once it is consumed; false on a read error (error() set).
    bool refill() {
        if (m_inputPosition < m_inputSize || m_fileEnded)
            return true;
        const qint64 got = m_file.read(m_input.data(), m_input.size());
        if (got < 0) {
            m_error = m_file.errorString();
            return false;
        }
        m_inputSize = size_t(got);
        m_inputPosition = 0;
        m_fileEnded = got == 0;
        return true;
    }
    qint64 fileOffset() const override { return m_file.pos() - qint64(m_inputSize - m_inputPosition); }

    QFile m_file;
    QByteArray m_input;
    size_t m_inputSize = 0, m_inputPosition = 0;
    bool m_fileEnded = false;
};

class ZstdStream : public ChunkedStream {
public:
    ~ZstdStream() override { ZSTD_freeDStream(m_stream); }
    bool open(const QString& path) {
        m_stream = ZSTD_createDStream();
        return m_stream && openFile(path);
    }

    qint64 read(char* data, qint64 size) override {
        ZSTD_outBuffer out{data, size_t(size), 0};
        while (out.pos == 0) {
            if (!refill())
                return -1;
            ZSTD_inBuffer in{m_input.constData(), m_inputSize, m_inputPosition};
            const size_t hint = ZSTD_decompressStream(m_stream, &out, &in);
            const bool progressed = in.pos > m_inputPosition || out.pos > 0;
            m_inputPosition = in.pos;
            if (ZSTD_isError(hint)) {
                m_error = QString::fromLatin1(ZSTD_getErrorName(hint));
                return -1;
            }
            // 0: a frame ended here (another may follow). Between frames, a call without input asks for the
            // next header, which is no open frame.
            if (hint == 0)
                m_frameOpen = false;
            else if (progressed)
                m_frameOpen = true;
            if (out.pos == 0 && m_fileEnded && m_inputPosition == m_inputSize) {
                if (!m_frameOpen)
                    return 0;
                m_error = Text::tr("unexpected end of file");
                return -1;
            }
        }
        return qint64(out.pos);
    }

private:
    ZSTD_DStream* m_stream = nullptr;
    bool m_frameOpen = false;
};

class XzStream : public ChunkedStream {
public:
    ~XzStream() override { lzma_end(&m_stream); }
    bool open(const QString& path) {
        return lzma_stream_decoder(&m_stream, kXzMemoryLimit, LZMA_CONCATENATED) == LZMA_OK && openFile(path);
    }

    qint64 read(char* data, qint64 size) override {
        if (m_ended)
            return 0;
        m_stream.next_out = reinterpret_cast<uint8_t*>(data);
        m_stream.avail_out = size_t(size);
        while (m_stream.avail_out == size_t(size)) {
            if (!refill())
                return -1;
            m_stream.next_in = reinterpret_cast<const uint8_t*>(m_input.constData()) + m_inputPosition;
            m_stream.avail_in = m_inputSize - m_inputPosition;
            const lzma_ret status = lzma_code(&m_stream, m_fileEnded ? LZMA_FINISH : LZMA_RUN);
            m_inputPosition = m_inputSize - m_stream.avail_in;
            if (status == LZMA_STREAM_END) {
                m_ended = true;
                break;
            }
            if (status != LZMA_OK) {
                m_error = status == LZMA_BUF_ERROR ? Text::tr("unexpected end of file")
                          : status == LZMA_MEMLIMIT_ERROR
                              ? Text::tr("it needs more than %1 MiB to decode").arg(kXzMemoryLimit >> 20)
                          : status == LZMA_FORMAT_ERROR
                              ? Text::tr("not an xz stream")
                              : Text::tr("damaged xz data (code %1)").arg(int(status));
                return -1;
            }
        }
        return size - qint64(m_stream.avail_out);
    }

private:
    lzma_stream m_stream = LZMA_STREAM_INIT;
    bool m_ended = false;
};

} // namespace

namespace {

UserError cannotOpen(const QString& path) {
    return UserError{Text::tr("cannot open the file"), path, Text::tr("check that it is readable")};
}

template <typename Stream> Expected<std::unique_ptr<CompressedStream>> openAs(const QString& path) {
    auto stream = std::make_unique<Stream>();
    if (!stream->open(path))
        return cannotOpen(path);
    return std::unique_ptr<CompressedStream>(std::move(stream));
}

} // namespace

Expected<std::unique_ptr<CompressedStream>> CompressedStream::open(const QString& path) {
    QByteArray head;
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return cannotOpen(path);
        head = file.read(kXzMagic.size());
    }
    if (head.startsWith(kZstdMagic))
        return openAs<ZstdStream>(path);
    if (head.startsWith(kXzMagic))
        return openAs<XzStream>(path);
    gzFile gz = gzopen(QFile::encodeName(path).constData(), "rb");
    if (!gz)
        return cannotOpen(path);
    return std::unique_ptr<CompressedStream>(new GzipStream(gz));
}

} // namespace hw
