#include "core/system/compute_devices.h"

#include "core/system/intra_op_threads.h"
#include "core/system/process_memory.h"

#include <ATen/detail/CUDAHooksInterface.h>
#include <torch/cuda.h>
#include <torch/version.h>
#ifdef HEADWATER_WITH_CUDA
#include <ATen/cuda/CUDAContext.h>
#include <torch/csrc/cuda/nccl.h>
#endif

#include <QFile>

namespace hw {

namespace {

QString readCpuModel() {
    QFile info(QStringLiteral("/proc/cpuinfo"));
    if (!info.open(QIODevice::ReadOnly))
        return QStringLiteral("unknown CPU");
    for (const QByteArray& line : info.readAll().split('\n')) {
        if (line.startsWith("model name")) {
            const int colon = line.indexOf(':');
            return QString::fromUtf8(line.mid(colon + 1)).trimmed();
        }
    }
    return QStringLiteral("unknown CPU");
}

// Versions libtorch_cuda was built with; they need no device, only the library.
void readCudaBuildVersions(const at::CUDAHooksInterface& hooks, ComputeDevices& d) {
    const long runtime = hooks.versionCUDART(); // 13020 -> 13.2
    d.cudaRuntimeVersion = QStringLiteral("%1.%2").arg(runtime / 1000).arg(runtime % 1000 / 10);
    if (hooks.compiledWithCuDNN()) {
        const long cudnn = hooks.versionCuDNN(); // 92600 -> 9.26.0
        d.cudnnVersion =
            QStringLiteral("%1.%2.%3").arg(cudnn / 10000).arg(cudnn % 10000 / 100).arg(cudnn % 100);
    }
#ifdef HEADWATER_WITH_CUDA
    const std::uint64_t nccl = torch::cuda::nccl::version(); // major << 32 | minor << 16 | patch
    if (nccl != 0)
        d.ncclVersion =
            QStringLiteral("%1.%2.%3").arg(nccl >> 32).arg((nccl >> 16) & 0xffff).arg(nccl & 0xffff);
#endif
}

} // namespace

Expected<Device> usableDevice(const QString& text) {
    const Expected<Device> device = Device::parse(text);
    if (!device)
        return UserError{device.error().what, Text::setting(QStringLiteral("device")), device.error().how};
    Text why;
    if (!isUsableDevice(device.value(), &why))
        return UserError{why, Text::setting(QStringLiteral("device")),
                         Text::tr("choose a device this machine has (`headwater-cli info` lists them)")};
    return device;
}

ComputeDevices detectComputeDevices() {
    ComputeDevices d;
    d.cpuModel = readCpuModel();
    d.cpuCores = availableCpuCores();
    // libtorch_cuda registers these hooks when it is loaded: a build whose linker dropped it reports no CUDA.
    const at::CUDAHooksInterface& hooks = at::detail::getCUDAHooks();
    d.cudaBuild = hooks.isBuilt();
    if (d.cudaBuild)
        readCudaBuildVersions(hooks, d);
    d.cudaAvailable = torch::cuda::is_available();
    if (d.cudaAvailable) {
        const int count = static_cast<int>(torch::cuda::device_count());
        for (int i = 0; i < count; ++i) {
            CudaDevice dev;
            dev.index = i;
#ifdef HEADWATER_WITH_CUDA
            const cudaDeviceProp* prop = at::cuda::getDeviceProperties(i);
            dev.name = QString::fromUtf8(prop->name);
            dev.totalMemoryBytes = static_cast<qint64>(prop->totalGlobalMem);
#else
            dev.name = QStringLiteral("CUDA device %1").arg(i);
#endif
            d.cuda.push_back(dev);
        }
    }
    return d;
}

bool isUsableDevice(const Device& device, Text* why) {
    if (device.isCpu())
        return true;
    if (!torch::cuda::is_available()) {
        if (why)
            *why = Text::tr("CUDA is not available in this build or on this machine; use cpu");
        return false;
    }
    const int count = static_cast<int>(torch::cuda::device_count());
    if (device.index() >= count) {
        if (why)
            *why = Text::tr("no CUDA device %1 (this machine has %2)").arg(device.index()).arg(count);
        return false;
    }
    return true;
}

bool isUsableDevice(const QString& device, Text* why) {
    const Expected<Device> parsed = Device::parse(device);
    if (!parsed) {
        if (why)
            *why = Text(QStringLiteral("%1; %2")).arg(parsed.error().what).arg(parsed.error().how);
        return false;
    }
    return isUsableDevice(parsed.value(), why);
}

qint64 deviceMemoryBytes(const Device& device) {
    if (device.isCpu())
        return systemMemoryBytes();
    if (!torch::cuda::is_available())
        return 0;
    for (const CudaDevice& cuda : detectComputeDevices().cuda)
        if (cuda.index == device.index())
            return cuda.totalMemoryBytes;
    return 0;
}

} // namespace hw
