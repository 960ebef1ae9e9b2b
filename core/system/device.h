#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

// Where a job computes: the CPU or one CUDA device. Every place that takes a device name from the user (a
// flag, a run file, a picker, a setting) parses it here once, so `cuda` and `cuda:0` are one device
// everywhere: in the memory check, the estimate, the job queues and the run record.
class Device {
public:
    Device() = default; // the CPU
    static Device cpu() { return Device(); }
    static Device cuda(int index);
    // "cpu", "cuda" or "cuda:N", in any case and with spaces around; "cuda" is CUDA device 0. Anything else
    // is refused saying what was given and what is accepted.
    static Expected<Device> parse(const QString& text);

    bool isCpu() const { return m_index < 0; }
    bool isCuda() const { return m_index >= 0; }
    int index() const { return m_index; } // the CUDA ordinal; -1 for the CPU
    QString name() const;                 // "cpu" or "cuda:N", as torch::Device and the run files take it

    bool operator==(const Device& other) const { return m_index == other.m_index; }
    bool operator!=(const Device& other) const { return m_index != other.m_index; }

private:
    explicit Device(int index)
        : m_index(index) {}
    int m_index = -1;
};

// The normalised name of a device given as text ("cuda" -> "cuda:0"); text that names no device is returned
// as it came, for the job that reads it to refuse with the parse error.
QString normalizedDeviceName(const QString& text);

} // namespace hw
