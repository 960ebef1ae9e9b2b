#pragma once

#include "core/util/checked_file_writer.h"
#include "core/util/expected.h"
#include "core/util/output_paths.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace hw {

// Writes the whole file or nothing: data goes to a temporary beside the target, is synced to disk and
// renamed over it, so a crash or a full disk never leaves a half-written file under the final name.
// Every write's result is checked (QSaveFile takes a write that stops part-way for success).
// What the path names decides how (resolveOutputFile): a symbolic link to a regular file is written through
// (its target replaced, the link kept); a character device or a FIFO is written to in place, as a stream;
// a folder, another device or a link to nothing is refused at commit() and nothing is written.
Expected<bool> writeFileAtomically(const QString& path, const QByteArray& data);

// The same for a file written in pieces: commit() puts it in place; destroyed uncommitted, it leaves nothing.
class AtomicFileWriter {
public:
    explicit AtomicFileWriter(const QString& path);
    ~AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;

    void write(const char* data, qint64 size) {
        if (m_file)
            m_file->write(data, size_t(size));
    }
    void write(const QByteArray& data) { write(data.constData(), data.size()); }
    // A write has failed (the disk is full, the file too large) or the path was refused: commit() says why.
    // A long writer asks, so that it stops at once instead of producing what can no longer be kept.
    bool failed() const { return !m_file || m_file->failed(); }
    Expected<bool> commit();

private:
    QString m_path;
    Expected<OutputFile> m_target;
    QString m_temporary; // empty when written in place (a stream) or refused
    std::unique_ptr<CheckedFileWriter> m_file;
    bool m_committed = false;
};

} // namespace hw
