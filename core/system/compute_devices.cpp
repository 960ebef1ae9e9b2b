#include "system/compute_devices.h"

#include <ATen/Parallel.h>
#include <torch/cuda.h>
#include <torch/version.h>
#ifdef HEADWATER_WITH_CUDA
#include <ATen/cuda/CUDAContext.h>
#endif

#include <QFile>
#include <QRegularExpression>

#include <sched.h>
#include <thread>

namespace hw {

namespace {

QString readCpuModel()
{
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

} // namespace

int availableCpuCores()
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof(set), &set) == 0) {
        const int n = CPU_COUNT(&set);
        if (n > 0)
            return n;
    }
    return std::max(1u, std::thread::hardware_concurrency());
}

ComputeDevices detectComputeDevices()
{
    ComputeDevices d;
    d.cpuModel = readCpuModel();
    d.cpuCores = availableCpuCores();
#ifdef HEADWATER_WITH_CUDA
    d.cudaBuild = true;
#endif
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

int setIntraOpThreads(int threads)
{
    at::set_num_threads(threads > 0 ? threads : availableCpuCores());
    return at::get_num_threads();
}

int intraOpThreads() { return at::get_num_threads(); }

bool isUsableDevice(const QString& device, QString* why)
{
    if (device == QLatin1String("cpu"))
        return true;
    static const QRegularExpression cudaPattern(QStringLiteral("^cuda(?::(\\d+))?$"));
    const auto match = cudaPattern.match(device);
    if (!match.hasMatch()) {
        if (why)
            *why = QStringLiteral("unknown device '%1'; use cpu or cuda:N").arg(device);
        return false;
    }
    if (!torch::cuda::is_available()) {
        if (why)
            *why = QStringLiteral("CUDA is not available in this build or on this machine; use cpu");
        return false;
    }
    const int index = match.captured(1).isEmpty() ? 0 : match.captured(1).toInt();
    if (index >= static_cast<int>(torch::cuda::device_count())) {
        if (why)
            *why = QStringLiteral("no CUDA device %1 (this machine has %2)").arg(index).arg(torch::cuda::device_count());
        return false;
    }
    return true;
}

} // namespace hw
