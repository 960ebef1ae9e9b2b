#pragma once

#include <cstdint>

namespace hw {

// A seeded shuffle of 0..n-1 that is computed, not stored: a small Feistel network over the next power of
// four with cycle walking. Epoch order of hundreds of millions of examples costs no memory, and any position
// of it can be looked up directly (a resumed run starts in the middle of an epoch).
class IndexPermutation {
public:
    IndexPermutation(uint64_t size, uint64_t seed);
    uint64_t operator()(uint64_t index) const;
    uint64_t size() const { return m_size; }

private:
    uint64_t encrypt(uint64_t value) const;

    uint64_t m_size;
    uint64_t m_seed;
    int m_halfBits = 1;
    uint64_t m_halfMask = 1;
};

} // namespace hw
