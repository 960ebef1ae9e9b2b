#pragma once

#include <QFile>
#include <QString>

#include <cstdint>

namespace hw {

// Scalars in TensorBoard's event-file format (TFRecord framing with masked CRC-32C around serialized
// tensorflow.Event protos), so `tensorboard --logdir RUN` plots a run without TensorFlow installed.
class TensorBoardWriter {
public:
    // Creates `directory/events.out.tfevents.<seconds>.<host>` and writes the file-version header.
    bool open(const QString& directory);
    void addScalar(const QString& tag, double value, qint64 step, double wallTime);
    void flush() { m_file.flush(); }
    QString fileName() const { return m_file.fileName(); }

private:
    void writeRecord(const QByteArray& data);

    QFile m_file;
};

uint32_t crc32c(const char* data, size_t size);
uint32_t maskedCrc32c(const char* data, size_t size);

} // namespace hw
