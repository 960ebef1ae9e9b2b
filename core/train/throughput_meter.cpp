#include "core/train/throughput_meter.h"

namespace hw {

void ThroughputMeter::add(qint64 tokens, double seconds) {
    m_steps.emplace_back(tokens, seconds);
    m_tokens += tokens;
    m_seconds += seconds;
    if (int(m_steps.size()) > m_window) {
        m_tokens -= m_steps.front().first;
        m_seconds -= m_steps.front().second;
        m_steps.pop_front();
    }
}

} // namespace hw
