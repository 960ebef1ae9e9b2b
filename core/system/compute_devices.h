#pragma once

#include "core/system/device.h"

#include <QString>
#include <QVector>

namespace hw {

struct CudaDevice {
    int index = 0;
    QString name;
    qint64 totalMemoryBytes = 0;
};

struct ComputeDevices {
    QString cpuModel;
    int cpuCores = 0;           // logical cores this process may run on
    bool cudaBuild = false;     // libtorch was built with CUDA
    bool cudaAvailable = false; // and a driver + device answered
    // What the CUDA build of libtorch carries ("13.2", "9.26.0", "2.30.7"); empty when not built in.
    QString cudaRuntimeVersion;
    QString cudnnVersion;
    QString ncclVersion;
    QVector<CudaDevice> cuda;
};

ComputeDevices detectComputeDevices();

// Whether the device exists in this build and on this machine; `why` says what is missing when not.
bool isUsableDevice(const Device& device, Text* why = nullptr);
// The same for a device given as text ("cpu", "cuda", "cuda:N"): text that names no device is not usable.
bool isUsableDevice(const QString& device, Text* why = nullptr);
// The device `text` names when this build and machine have it; otherwise the error a user reads, naming
// the device setting and where to find the devices there are.
Expected<Device> usableDevice(const QString& text);
// The memory of the device in bytes: the machine's for the CPU, the card's for CUDA; 0 when unknown or
// absent.
qint64 deviceMemoryBytes(const Device& device);

} // namespace hw
