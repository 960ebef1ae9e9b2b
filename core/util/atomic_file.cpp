#include "core/util/atomic_file.h"

#include "core/util/disk_write_error.h"

#include <QFile>
#include <QUuid>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace hw {

namespace {

QString temporaryBeside(const QString& path) {
    return path + QStringLiteral(".partial-") + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

} // namespace

AtomicFileWriter::AtomicFileWriter(const QString& path)
    : m_path(path)
    , m_temporary(temporaryBeside(path))
    , m_file(m_temporary) {}

AtomicFileWriter::~AtomicFileWriter() {
    if (!m_committed) {
        m_file.finish();
        QFile::remove(m_temporary);
    }
}

Expected<bool> AtomicFileWriter::commit() {
    Expected<bool> written = m_file.finish();
    if (!written) {
        QFile::remove(m_temporary);
        m_committed = true; // nothing left to clean up
        UserError error = written.error();
        error.where = m_path; // the file the user named, not its temporary
        return error;
    }
    // rename(2) replaces the target in one step; QFile::rename refuses an existing target.
    if (std::rename(QFile::encodeName(m_temporary).constData(), QFile::encodeName(m_path).constData()) != 0) {
        const int error = errno;
        QFile::remove(m_temporary);
        m_committed = true;
        return diskWriteError(m_path, QString::fromLocal8Bit(std::strerror(error)));
    }
    m_committed = true;
    return true;
}

Expected<bool> writeFileAtomically(const QString& path, const QByteArray& data) {
    AtomicFileWriter file(path);
    file.write(data);
    return file.commit();
}

} // namespace hw
