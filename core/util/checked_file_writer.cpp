#include "core/util/checked_file_writer.h"

#include "core/util/disk_write_error.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace hw {

CheckedFileWriter::CheckedFileWriter(const QString& path)
    : m_path(path) {
    m_fd = ::open(path.toLocal8Bit().constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (m_fd < 0)
        remember(errno);
}

CheckedFileWriter::~CheckedFileWriter() {
    if (m_fd >= 0)
        ::close(m_fd);
}

void CheckedFileWriter::remember(int error) {
    if (m_error == 0)
        m_error = error;
}

namespace {
constexpr size_t kBufferBytes = 1 << 20;
} // namespace

size_t CheckedFileWriter::write(const void* data, size_t size) {
    const auto* bytes = static_cast<const char*>(data);
    if (m_buffer.size() + size > kBufferBytes)
        flushBuffer();
    if (size >= kBufferBytes)
        writeOut(bytes, size);
    else
        m_buffer.append(bytes, size);
    return size;
}

void CheckedFileWriter::flushBuffer() {
    writeOut(m_buffer.data(), m_buffer.size());
    m_buffer.clear();
}

// Starts the disk writing what has been written (and returns without waiting for it): the final fsync then
// has a megabyte or two left to wait for, not the whole file, and the page cache holds no large backlog.
void CheckedFileWriter::startWriteback() {
    if (!m_writeback || m_error != 0 || m_written - m_handedToDisk < qint64(kBufferBytes))
        return;
    if (::sync_file_range(m_fd, m_handedToDisk, m_written - m_handedToDisk, SYNC_FILE_RANGE_WRITE) != 0) {
        m_writeback = false; // only a hint: fsync still makes the file durable
        return;
    }
    m_handedToDisk = m_written;
}

void CheckedFileWriter::writeOut(const char* bytes, size_t size) {
    size_t left = m_error == 0 ? size : 0;
    while (left > 0) {
        const ssize_t written = ::write(m_fd, bytes, left);
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0) {
            remember(written < 0 ? errno : ENOSPC);
            break;
        }
        bytes += written;
        left -= size_t(written);
        m_written += written;
    }
    startWriteback();
}

Expected<bool> CheckedFileWriter::finish() {
    if (m_fd >= 0) {
        flushBuffer();
        // A device or a FIFO written as a stream cannot be synced (EINVAL): there is nothing to sync.
        if (m_error == 0 && ::fsync(m_fd) != 0 && errno != EINVAL)
            remember(errno);
        if (::close(m_fd) != 0)
            remember(errno);
        m_fd = -1;
    }
    if (m_error != 0)
        return diskWriteError(m_path, QString::fromLocal8Bit(std::strerror(m_error)));
    return true;
}

} // namespace hw
