#include "core/tokenize/wordpiece_trie.h"

#include "core/tokenize/bert_char_table.h"
#include "core/tokenize/byte_keys.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

namespace hw {

namespace {

// Lays the sorted keys out in the double array, parents before children.
class Builder {
public:
    Builder(std::vector<ByteKey>& keys, std::vector<int32_t>& base, std::vector<int32_t>& check,
            std::vector<int32_t>& ids)
        : m_keys(keys)
        , m_base(base)
        , m_check(check)
        , m_ids(ids) {}

    void build() {
        grow(1);
        take(0, -2); // the root
        if (!m_keys.empty())
            place(0, 0, 0, int(m_keys.size()));
        // Every walk reads base + 256 + 1 at most; keep that inside the array, and no more: the slots past it
        // are free ones grown ahead.
        const int32_t highest = *std::max_element(m_base.begin(), m_base.end());
        const size_t size = size_t(highest) + 258;
        grow(size);
        m_base.resize(size);
        m_check.resize(size);
        m_ids.resize(size);
    }

private:
    // Room for at least `size` slots, grown by half again at least: resizing by the few slots each node
    // needs cost a sixth of the build. New slots are free and join the end of the free list.
    void grow(size_t size) {
        const size_t old = m_check.size();
        if (size <= old)
            return;
        size = std::max(size, old + old / 2);
        m_base.resize(size, 0);
        m_check.resize(size, -1);
        m_ids.resize(size, -1);
        m_next.resize(size, -1);
        m_prev.resize(size, -1);
        for (size_t i = old; i < size; ++i) {
            if (i < kLabelSlots)
                m_lowFree[i / 64] |= uint64_t(1) << (i % 64);
            else if (m_highHead < 0)
                m_highHead = int32_t(i);
            m_prev[i] = m_tail;
            (m_tail < 0 ? m_head : m_next[size_t(m_tail)]) = int32_t(i);
            m_tail = int32_t(i);
        }
    }

    void take(int slot, int owner) {
        const int32_t prev = m_prev[size_t(slot)], next = m_next[size_t(slot)];
        (prev < 0 ? m_head : m_next[size_t(prev)]) = next;
        (next < 0 ? m_tail : m_prev[size_t(next)]) = prev;
        m_check[size_t(slot)] = owner;
        if (size_t(slot) < kLabelSlots)
            m_lowFree[size_t(slot) / 64] &= ~(uint64_t(1) << (size_t(slot) % 64));
        else if (slot == m_highHead)
            m_highHead = next;
    }

    // The first free slot at or after `label`; -1 when there is none.
    int32_t firstFreeFrom(int label) const {
        for (size_t word = size_t(label) / 64; word < m_lowFree.size(); ++word) {
            uint64_t bits = m_lowFree[word];
            if (word == size_t(label) / 64)
                bits &= ~uint64_t(0) << (size_t(label) % 64);
            if (bits)
                return int32_t(word * 64 + size_t(__builtin_ctzll(bits)));
        }
        return m_highHead;
    }

    // The first base, tried at free slots only, whose slots for all children's labels are free. Past the last
    // slot everything is free, so the walk ends there at the latest. It starts at the first free slot the
    // first label can reach (a base is never negative): walking past the free slots below it, which only
    // smaller labels can take and most never do, made most of the trie's build time.
    int32_t findBase(size_t firstChild, size_t lastChild) {
        const auto children = m_children.begin();
        const int32_t first = m_children[firstChild].first;
        for (int32_t free = firstFreeFrom(first);; free = m_next[size_t(free)]) {
            if (free < 0) { // past the last slot: the new ones are all free, the label's own among them
                const size_t size = m_check.size();
                grow(size + 258);
                free = std::max(int32_t(size), first);
            }
            const int32_t base = free - first;
            grow(size_t(base) + 258);
            if (std::all_of(children + ptrdiff_t(firstChild), children + ptrdiff_t(lastChild),
                            [&](const auto& c) { return m_check[size_t(base + c.first)] == -1; }))
                return base;
        }
    }

    // Keys [lo, hi) share their first `depth` bytes, which lead to `node`.
    void place(int node, size_t depth, int lo, int hi) {
        if (m_keys[size_t(lo)].bytes.size() == depth)
            m_ids[size_t(node)] = m_keys[size_t(lo++)].id; // sorted: the key that ends here comes first
        if (lo == hi)
            return;
        // This node's children at the end of one buffer all nodes share, deeper ones placed after them and
        // gone again before the next: no allocation per node.
        const size_t first = m_children.size();
        for (int k = lo; k < hi; ++k) {
            const int label = uint8_t(m_keys[size_t(k)].bytes[depth]) + 1;
            if (m_children.size() == first || m_children.back().first != label)
                m_children.emplace_back(label, k);
        }
        const size_t last = m_children.size();
        const int32_t base = findBase(first, last);
        m_base[size_t(node)] = base;
        for (size_t c = first; c < last; ++c)
            take(base + m_children[c].first, node);
        for (size_t c = first; c < last; ++c) {
            const int end = c + 1 < last ? m_children[c + 1].second : hi;
            place(base + m_children[c].first, depth + 1, m_children[c].second, end);
        }
        m_children.resize(first);
    }

    std::vector<ByteKey>& m_keys;
    std::vector<int32_t>& m_base;
    std::vector<int32_t>& m_check;
    std::vector<int32_t>& m_ids;
    std::vector<int32_t> m_next, m_prev;         // the free slots, in order, as a doubly linked list
    std::vector<std::pair<int, int>> m_children; // label, first key: the children of the nodes being placed
    // Labels run from 1 to 256: the free slots below kLabelSlots a bit each, and the first free one above.
    static constexpr size_t kLabelSlots = 257;
    std::array<uint64_t, (kLabelSlots + 63) / 64> m_lowFree{};
    int32_t m_highHead = -1;
    int32_t m_head = -1, m_tail = -1;
};

} // namespace

WordPieceTrie::WordPieceTrie(const QStringList& tokens, const QString& continuingPrefix) {
    std::string utf8; // every token's bytes, one after the other
    std::vector<size_t> ends;
    ends.reserve(size_t(tokens.size()));
    for (const QString& token : tokens) {
        bert::appendUtf8(utf8, token);
        ends.push_back(utf8.size());
    }
    std::vector<ByteKey> keys;
    keys.reserve(size_t(tokens.size()));
    for (size_t i = 0, begin = 0; i < ends.size(); begin = ends[i++]) {
        const std::string_view bytes = std::string_view(utf8).substr(begin, ends[i] - begin);
        keys.emplace_back(bytes, int(i));
    }
    sortByteKeys(keys);
    // Equal entries cannot come from a valid vocabulary; the first id would win a lookup, so keep it.
    keys.erase(std::unique(keys.begin(), keys.end(),
                           [](const ByteKey& a, const ByteKey& b) { return a.bytes == b.bytes; }),
               keys.end());
    std::vector<int32_t> base, check, ids;
    Builder(keys, base, check, ids).build();
    m_units.resize(check.size());
    for (size_t i = 0; i < m_units.size(); ++i)
        m_units[i] = {base[i] * 2 + (ids[i] >= 0 ? 1 : 0), check[i]};
    m_ids = std::move(ids);

    // The prefix's node, reached by walking its bytes from the root.
    const std::string prefix = bert::toUtf8(continuingPrefix);
    int node = 0;
    for (const char byte : prefix) {
        const int next = (m_units[size_t(node)].base >> 1) + uint8_t(byte) + 1;
        if (m_units[size_t(next)].check != node) {
            node = -1;
            break;
        }
        node = next;
    }
    m_continuing = node;
}

bool WordPieceTrie::split(const char* word, int length, std::vector<Piece>& pieces) const {
    pieces.clear();
    if (m_units.empty())
        return length == 0;
    const auto* bytes = reinterpret_cast<const uint8_t*>(word);
    for (int start = 0; start < length;) {
        const int from = start == 0 ? 0 : m_continuing;
        int matched = 0;
        const int id = from < 0 ? -1 : longestMatch(bytes + start, length - start, from, &matched);
        if (id < 0)
            return false;
        pieces.push_back({id, start, start + matched});
        start += matched;
    }
    return true;
}

} // namespace hw
