#include "core/tokenize/thread_token_copies.h"

#include <array>
#include <atomic>

namespace hw {

namespace {
std::atomic<unsigned long long> g_nextSerial{1};
} // namespace

ThreadTokenCopies::ThreadTokenCopies()
    : m_serial(g_nextSerial++) {}

std::vector<QString>& ThreadTokenCopies::lookUp(int size) const {
    struct Copies {
        unsigned long long serial = 0;
        std::vector<QString> tokens;
    };
    thread_local std::array<Copies, 4> recent; // of the last few vocabularies this thread used
    thread_local size_t replaced = 0;
    for (Copies& c : recent)
        if (c.serial == m_serial && c.tokens.size() == size_t(size))
            return c.tokens;
    Copies& c = recent[replaced++ % recent.size()];
    c.serial = m_serial;
    c.tokens.assign(size_t(size), QString());
    return c.tokens;
}

} // namespace hw
