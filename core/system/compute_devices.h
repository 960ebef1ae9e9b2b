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

// Cores this process may use (respects CPU affinity, e.g. inside containers).
int availableCpuCores();
// The most intra-op threads worth asking for: four per available core.
int maxIntraOpThreads();

// libtorch's intra-op threads default to 1 on some machines; the app sets them from the machine.
// threads <= 0 means "all available cores". Returns the count in effect afterwards.
int setIntraOpThreads(int threads);
// The calling thread's intra-op threads.
int intraOpThreads();
// The count last chosen for the process with setIntraOpThreads (all available cores until then): what a job
// thread gets when nothing else competes for the cores.
int configuredIntraOpThreads();
// Gives the calling thread `threads` intra-op threads (at least 1), leaving the process's chosen count as it
// is. Under libtorch's OpenMP backend the count is the calling thread's own (its OpenMP team size and MKL's
// thread-local count), so job threads can share the cores; but at::set_num_threads also records it as the
// default that threads which have not yet run a parallel operation start from, so job threads set theirs
// before each job and give the chosen count back after it. Returns the count in effect afterwards.
int setThreadIntraOpThreads(int threads);

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
