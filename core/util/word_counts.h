#pragma once

#include <QtGlobal>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace hw {

// How often each word was seen, looked up by a view of the text (a std::string_view for std::string words, a
// QStringView for QString ones): a word seen before costs no allocation. Open addressing with each entry's
// hash kept, so that growing never hashes a word again and another table's counts are added without hashing
// (merge). std::unordered_map looks up by a view only from C++20 on.
template <class Key, class View, class Hash> class WordCounts {
public:
    void add(View word, qint64 count = 1) { add(word, Hash()(word), count); }

    // Adds the counts of `other` (another thread's share of the same text).
    void merge(const WordCounts& other) { mergeShare(other, 0, 1); }

    // Adds the counts of those of `other`'s words that fall in share `share` of `shares`: tables that each
    // merge one share, on threads of their own, hold every word once between them.
    void mergeShare(const WordCounts& other, size_t share, size_t shares) {
        for (const Entry& e : other.m_entries)
            if (e.count > 0 && shareOf(e.hash, shares) == share)
                add(View(e.word), e.hash, e.count);
    }

    size_t size() const { return m_size; }

    // Room for `words` words without growing.
    void reserve(size_t words) {
        size_t slots = 64;
        while (3 * slots < 4 * words)
            slots *= 2;
        if (slots > m_entries.size())
            rehash(slots);
    }

    // f(const Key& word, qint64 count) for every word, in no particular order.
    template <class F> void forEach(F f) const {
        for (const Entry& e : m_entries)
            if (e.count > 0)
                f(e.word, e.count);
    }

    // Keeps the words whose count keep(count) accepts.
    template <class Keep> void keepIf(Keep keep) {
        std::vector<Entry> old = std::move(m_entries);
        m_entries = std::vector<Entry>(old.size());
        m_size = 0;
        for (Entry& e : old)
            if (e.count > 0 && keep(e.count))
                place(std::move(e));
    }

private:
    struct Entry {
        Key word;
        size_t hash = 0;
        qint64 count = 0; // 0: a free slot
    };

    // From the hash's high bits: the low ones place the entry, and a share's words must still spread.
    static size_t shareOf(size_t hash, size_t shares) { return size_t(uint64_t(hash) >> 40) % shares; }

    static Key owned(View word) {
        if constexpr (std::is_constructible_v<Key, View>)
            return Key(word);
        else
            return word.toString();
    }

    void add(View word, size_t hash, qint64 count) {
        if (4 * (m_size + 1) > 3 * m_entries.size())
            grow();
        const size_t mask = m_entries.size() - 1;
        for (size_t i = hash & mask;; i = (i + 1) & mask) {
            Entry& e = m_entries[i];
            if (e.count == 0) {
                e = Entry{owned(word), hash, count};
                ++m_size;
                return;
            }
            if (e.hash == hash && View(e.word) == word) {
                e.count += count;
                return;
            }
        }
    }

    // An entry into the first free slot from its hash's (its word is in no other).
    void place(Entry&& entry) {
        const size_t mask = m_entries.size() - 1;
        size_t i = entry.hash & mask;
        while (m_entries[i].count > 0)
            i = (i + 1) & mask;
        m_entries[i] = std::move(entry);
        ++m_size;
    }

    void grow() { rehash(std::max<size_t>(64, 2 * m_entries.size())); }

    void rehash(size_t slots) {
        std::vector<Entry> old = std::move(m_entries);
        m_entries = std::vector<Entry>(slots);
        m_size = 0;
        for (Entry& e : old)
            if (e.count > 0)
                place(std::move(e));
    }

    std::vector<Entry> m_entries; // a power of two long, at most three quarters used
    size_t m_size = 0;
};

} // namespace hw
