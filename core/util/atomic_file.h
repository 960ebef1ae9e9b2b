#pragma once

#include "core/util/checked_file_writer.h"
#include "core/util/expected.h"

#include <QByteArray>
#include <QString>

namespace hw {

// Writes the whole file or nothing: data goes to a temporary beside the target, is synced to disk and
// renamed over it, so a crash or a full disk never leaves a half-written file under the final name.
// Every write's result is checked (QSaveFile takes a write that stops part-way for success).
Expected<bool> writeFileAtomically(const QString& path, const QByteArray& data);

// The same for a file written in pieces: commit() puts it in place; destroyed uncommitted, it leaves nothing.
class AtomicFileWriter {
public:
    explicit AtomicFileWriter(const QString& path);
    ~AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;

    void write(const char* data, qint64 size) { m_file.write(data, size_t(size)); }
    void write(const QByteArray& data) { write(data.constData(), data.size()); }
    Expected<bool> commit();

private:
    QString m_path, m_temporary;
    CheckedFileWriter m_file;
    bool m_committed = false;
};

} // namespace hw
