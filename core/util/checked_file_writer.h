#pragma once

#include "core/util/expected.h"

#include <QString>

#include <cstddef>
#include <string>

namespace hw {

// A file written in pieces (buffered), every write's result checked, including a write that stops part-way,
// which QFileDevice takes for success. Code that must not see an error mid-way (libtorch's archive writer
// aborts the process when its sink fails in a destructor): write() always reports every byte taken, remembers
// the first failure and drops what follows; finish() syncs and closes, and reports that failure with the
// disk's free space. The caller removes the file when finish() fails. What is written goes to the disk as
// it is written, so that finish() waits for the last megabytes only.
class CheckedFileWriter {
public:
    explicit CheckedFileWriter(const QString& path);
    ~CheckedFileWriter();
    CheckedFileWriter(const CheckedFileWriter&) = delete;
    CheckedFileWriter& operator=(const CheckedFileWriter&) = delete;

    size_t write(const void* data, size_t size);
    Expected<bool> finish();

    bool failed() const { return m_error != 0; }

private:
    void remember(int error);
    void writeOut(const char* bytes, size_t size);
    void flushBuffer();
    void startWriteback();

    QString m_path;
    std::string m_buffer; // small writes are gathered into large ones
    int m_fd = -1;
    int m_error = 0;                          // the first errno seen
    qint64 m_written = 0, m_handedToDisk = 0; // bytes written, and those whose writeback has started
    bool m_writeback = true; // false once the file turns out not to take it (a pipe, a device)
};

} // namespace hw
