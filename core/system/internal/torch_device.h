#pragma once
// Core-internal (includes torch): a Device as libtorch names it.

#include "core/system/device.h"

#include <torch/types.h>

#include <stdexcept>

namespace hw {

inline torch::Device torchDevice(const Device& device) {
    return device.isCpu() ? torch::Device(torch::kCPU)
                          : torch::Device(torch::kCUDA, static_cast<c10::DeviceIndex>(device.index()));
}

// For a device name that was checked already (loadModelOnDevice refuses the rest); "cuda" is CUDA device 0.
inline torch::Device torchDevice(const QString& device) {
    const Expected<Device> parsed = Device::parse(device);
    if (!parsed)
        throw std::invalid_argument(parsed.error().toString().toStdString());
    return torchDevice(parsed.value());
}

} // namespace hw
