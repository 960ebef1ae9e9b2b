#include "core/train/internal/autocast_scope.h"

#include <ATen/autocast_mode.h>

namespace hw {

namespace {

void enable(c10::DeviceType device, bool on, c10::ScalarType dtype) {
    at::autocast::set_autocast_dtype(device, dtype);
    at::autocast::set_autocast_enabled(device, on);
}

} // namespace

AutocastScope::AutocastScope(c10::DeviceType device, c10::ScalarType dtype)
    : m_device(device)
    , m_enabled(dtype != c10::ScalarType::Float) {
    if (m_enabled)
        enable(m_device, true, dtype);
}

AutocastScope::~AutocastScope() {
    if (!m_enabled)
        return;
    enable(m_device, false,
           m_device == c10::DeviceType::CPU ? c10::ScalarType::BFloat16 : c10::ScalarType::Half);
    at::autocast::clear_cache();
}

} // namespace hw
