#pragma once
// Core-internal (includes torch): mixed precision for the forward pass.

#include <torch/torch.h>

namespace hw {

// Enables autocast to `dtype` on the device type for its lifetime (nothing for float32), and clears the
// cast-weight cache on exit as Python's torch.autocast does.
class AutocastScope {
public:
    AutocastScope(c10::DeviceType device, c10::ScalarType dtype);
    ~AutocastScope();
    AutocastScope(const AutocastScope&) = delete;
    AutocastScope& operator=(const AutocastScope&) = delete;

private:
    c10::DeviceType m_device;
    bool m_enabled = false;
};

} // namespace hw
