#include "core/util/atomic_file.h"

#include "core/util/disk_write_error.h"
#include "core/util/output_paths.h"

#include <QFile>
#include <QUuid>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace hw {

namespace {

QString temporaryBeside(const QString& path) {
    removeStaleStaging(path);
    return stagingPathFor(path, QStringLiteral("partial"));
}

} // namespace

AtomicFileWriter::AtomicFileWriter(const QString& path)
    : m_path(path)
    , m_target(resolveOutputFile(path)) {
    if (!m_target)
        return;
    if (!m_target->stream)
        m_temporary = temporaryBeside(m_target->path);
    m_file = std::make_unique<CheckedFileWriter>(m_target->stream ? m_target->path : m_temporary);
}

AtomicFileWriter::~AtomicFileWriter() {
    if (!m_committed && m_file) {
        m_file->finish();
        if (!m_temporary.isEmpty())
            QFile::remove(m_temporary);
    }
}

Expected<bool> AtomicFileWriter::commit() {
    m_committed = true; // whatever happens below, nothing is left to clean up
    if (!m_target)
        return m_target.error();
    Expected<bool> written = m_file->finish();
    if (!written) {
        if (!m_temporary.isEmpty())
            QFile::remove(m_temporary);
        UserError error = written.error();
        error.where = m_path; // the file the user named, not its temporary
        return error;
    }
    if (m_temporary.isEmpty())
        return true; // a stream: written in place
    // rename(2) replaces the target in one step; QFile::rename refuses an existing target.
    if (std::rename(QFile::encodeName(m_temporary).constData(),
                    QFile::encodeName(m_target->path).constData()) != 0) {
        const int error = errno;
        QFile::remove(m_temporary);
        return diskWriteError(m_path, QString::fromLocal8Bit(std::strerror(error)));
    }
    return true;
}

Expected<bool> writeFileAtomically(const QString& path, const QByteArray& data) {
    AtomicFileWriter file(path);
    file.write(data);
    return file.commit();
}

} // namespace hw
