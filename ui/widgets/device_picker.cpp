#include "ui/widgets/device_picker.h"

#include "core/system/compute_devices.h"
#include "ui/settings/app_settings.h"

namespace hw::ui {

DevicePicker::DevicePicker(QWidget* parent)
    : QComboBox(parent) {
    addItem(QStringLiteral("CPU"), Device::cpu().name());
    // Asked once per process: every page's picker lists the same devices, and asking initialises CUDA.
    static const QVector<CudaDevice> gpus = detectComputeDevices().cuda;
    for (const CudaDevice& gpu : gpus) {
        const QString name = Device::cuda(gpu.index).name();
        addItem(QStringLiteral("%1 — %2").arg(name, gpu.name), name);
    }
    const int preferred = findData(normalizedDeviceName(AppSettings::defaultDevice()));
    setCurrentIndex(preferred >= 0 ? preferred : 0);
}

bool DevicePicker::isCuda() const {
    const Expected<Device> chosen = Device::parse(device());
    return chosen && chosen->isCuda();
}

} // namespace hw::ui
