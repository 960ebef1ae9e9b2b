#include "ui/widgets/device_picker.h"

#include "core/system/compute_devices.h"
#include "ui/settings/app_settings.h"

namespace hw::ui {

DevicePicker::DevicePicker(QWidget* parent)
    : QComboBox(parent) {
    addItem(QStringLiteral("CPU"), QStringLiteral("cpu"));
    // Asked once per process: every page's picker lists the same devices, and asking initialises CUDA.
    static const QVector<CudaDevice> gpus = detectComputeDevices().cuda;
    for (const CudaDevice& gpu : gpus)
        addItem(QStringLiteral("cuda:%1 — %2").arg(gpu.index).arg(gpu.name),
                QStringLiteral("cuda:%1").arg(gpu.index));
    const int preferred = findData(AppSettings::defaultDevice());
    setCurrentIndex(preferred >= 0 ? preferred : 0);
}

} // namespace hw::ui
