#include "core/dataset/index_permutation.h"

namespace hw {

namespace {

uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    return x ^ (x >> 33);
}

} // namespace

IndexPermutation::IndexPermutation(uint64_t size, uint64_t seed)
    : m_size(size)
    , m_seed(mix(seed + 0x632be59bd9b4e019ULL)) {
    while ((uint64_t(1) << (2 * m_halfBits)) < size)
        ++m_halfBits;
    m_halfMask = (uint64_t(1) << m_halfBits) - 1;
}

uint64_t IndexPermutation::encrypt(uint64_t value) const {
    uint64_t left = value >> m_halfBits, right = value & m_halfMask;
    for (uint64_t round = 0; round < 4; ++round) {
        const uint64_t next = left ^ (mix(right ^ m_seed ^ (round << 56)) & m_halfMask);
        left = right;
        right = next;
    }
    return (left << m_halfBits) | right;
}

uint64_t IndexPermutation::operator()(uint64_t index) const {
    // The network permutes [0, 4^halfBits); walking the cycle until a value falls inside [0, size) keeps
    // it a permutation of [0, size). At most four steps on average, since 4^halfBits < 4 * size.
    uint64_t value = encrypt(index);
    while (value >= m_size)
        value = encrypt(value);
    return value;
}

} // namespace hw
