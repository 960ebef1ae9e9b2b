#pragma once

#include "core/util/expected.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace hw {

// Reads a text file (optionally .gz) line by line as UTF-8: a BOM is dropped, CRLF becomes LF, invalid byte
// sequences are replaced with U+FFFD and counted, lines longer than the limit are cut (and counted).
class LineSource {
public:
    static Expected<std::unique_ptr<LineSource>> open(const QString& path, int maxLineBytes = 1 << 20);
    ~LineSource();

    // False at the end of the file. `line` excludes the newline.
    bool next(QString* line);
    qint64 lineNumber() const { return m_lineNumber; }
    qint64 bytesRead() const; // of the file on disk (compressed bytes for .gz)
    qint64 fileSize() const { return m_fileSize; }
    qint64 invalidSequences() const { return m_invalid; }
    qint64 cutLines() const { return m_cutLines; }
    const QString& path() const { return m_path; }

private:
    LineSource() = default;
    bool fill();

    QString m_path;
    void* m_gz = nullptr; // gzFile; reads plain files too
    QByteArray m_buffer;
    qsizetype m_position = 0;
    bool m_eof = false;
    bool m_first = true;
    int m_maxLineBytes = 0;
    qint64 m_fileSize = 0;
    qint64 m_lineNumber = 0;
    qint64 m_invalid = 0;
    qint64 m_cutLines = 0;
};

// Counts the invalid UTF-8 sequences in `bytes` (each replaced by one U+FFFD when decoding).
qint64 countInvalidUtf8(const char* bytes, qsizetype length);

} // namespace hw
