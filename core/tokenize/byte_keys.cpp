#include "core/tokenize/byte_keys.h"

#include <algorithm>
#include <array>

namespace hw {

ByteKey::ByteKey(std::string_view text, int entryId)
    : bytes(text)
    , id(entryId) {
    for (size_t i = 0; i < 8; ++i)
        head = head << 8 | (i < bytes.size() ? uint8_t(bytes[i]) : 0u);
}

// Most keys differ in their first eight bytes, so a radix sort of those (stable, a byte a pass, passes where
// all keys share the byte skipped) orders nearly all of them in linear time; only runs that share all eight
// are then compared in full, where memcmp passes a long shared beginning quickly.
void sortByteKeys(std::vector<ByteKey>& keys) {
    std::vector<ByteKey> spare(keys.size());
    for (int shift = 0; shift < 64; shift += 8) {
        std::array<size_t, 257> starts{};
        for (const ByteKey& k : keys)
            ++starts[((k.head >> shift) & 0xff) + 1];
        if (std::any_of(starts.begin() + 1, starts.end(), [&](size_t n) { return n == keys.size(); }))
            continue;
        for (size_t b = 1; b < starts.size(); ++b)
            starts[b] += starts[b - 1];
        for (const ByteKey& k : keys)
            spare[starts[(k.head >> shift) & 0xff]++] = k;
        keys.swap(spare);
    }
    for (auto run = keys.begin(); run != keys.end();) {
        const auto end = std::find_if(run, keys.end(), [&](const ByteKey& k) { return k.head != run->head; });
        if (end - run > 1)
            std::sort(run, end, [](const ByteKey& a, const ByteKey& b) {
                const int order = a.bytes.compare(b.bytes); // one comparison of the bytes, not two
                return order != 0 ? order < 0 : a.id < b.id;
            });
        run = end;
    }
}

} // namespace hw
