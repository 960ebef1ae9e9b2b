#pragma once

#include <QtGlobal>

#include <deque>

namespace hw {

// Tokens per second over the last `window` steps: one step's own figure swings several-fold with batch
// composition and the machine's other work, so a progress line would jump about.
class ThroughputMeter {
public:
    explicit ThroughputMeter(int window = 20)
        : m_window(window) {}

    void add(qint64 tokens, double seconds);
    double tokensPerSecond() const { return m_seconds > 0 ? double(m_tokens) / m_seconds : 0; }

private:
    int m_window;
    std::deque<std::pair<qint64, double>> m_steps;
    qint64 m_tokens = 0;
    double m_seconds = 0;
};

} // namespace hw
