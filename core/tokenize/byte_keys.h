#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace hw {

// A vocabulary entry by its bytes (UTF-8, which orders as code points do), for the tries built from a sorted
// vocabulary.
struct ByteKey {
    ByteKey() = default;
    ByteKey(std::string_view bytes, int id);

    std::string_view bytes; // held apart: keys sort without moving strings
    int id = -1;
    uint64_t head = 0; // the first eight bytes, big-endian, zeros past the end: orders as the bytes do
};

// Orders keys by their bytes, equal ones by id.
void sortByteKeys(std::vector<ByteKey>& keys);

} // namespace hw
