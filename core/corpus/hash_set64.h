#pragma once

#include <cstdint>
#include <vector>

namespace hw {

// A set of 64-bit content hashes in one flat array (open addressing, linear probing): about 16 bytes per
// document, no allocation per insert. Zero is reserved as "empty"; a zero hash is stored as one.
class HashSet64 {
public:
    // True when the hash was not in the set before.
    bool insert(uint64_t hash) {
        if (hash == 0)
            hash = 1;
        if ((m_size + 1) * 10 > m_slots.size() * 7)
            grow();
        size_t i = index(hash);
        while (m_slots[i] != 0) {
            if (m_slots[i] == hash)
                return false;
            i = (i + 1) & (m_slots.size() - 1);
        }
        m_slots[i] = hash;
        ++m_size;
        return true;
    }
    size_t size() const { return m_size; }

private:
    size_t index(uint64_t hash) const {
        return size_t(hash * 0x9E3779B97F4A7C15ull >> 20) & (m_slots.size() - 1);
    }
    void grow() {
        std::vector<uint64_t> old = std::move(m_slots);
        m_slots.assign(old.empty() ? 1024 : old.size() * 2, 0);
        for (uint64_t h : old) {
            if (h == 0)
                continue;
            size_t i = index(h);
            while (m_slots[i] != 0)
                i = (i + 1) & (m_slots.size() - 1);
            m_slots[i] = h;
        }
    }

    std::vector<uint64_t> m_slots;
    size_t m_size = 0;
};

} // namespace hw
