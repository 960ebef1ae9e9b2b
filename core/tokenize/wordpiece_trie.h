#pragma once

#include <QStringList>

#include <cstdint>
#include <vector>

namespace hw {

// Every vocabulary entry as UTF-8 in one double-array trie, so WordPiece's greedy longest match is a walk of
// the word's bytes (two array reads per byte) instead of a hash lookup of every shorter candidate string.
// Continuing pieces ("##ing") are the entries under the prefix's node.
class WordPieceTrie {
public:
    struct Piece {
        int id;
        int begin; // [begin, end) in the word's bytes
        int end;
    };

    WordPieceTrie() = default;
    WordPieceTrie(const QStringList& tokens, const QString& continuingPrefix);

    // Splits a normalised UTF-8 word greedily, longest match first, into `pieces` (cleared first). False
    // when some position starts no entry: the whole word is then unknown.
    bool split(const char* word, int length, std::vector<Piece>& pieces) const;

private:
    // Eight bytes a unit, so more of the trie stays in cache; the ids of the units that end an entry sit
    // apart, read only there.
    struct Unit {
        int32_t base = 0;   // children sit at (base >> 1) + byte + 1; the low bit: an entry ends here
        int32_t check = -1; // parent unit; -1 while free
    };

    // The id of the longest entry that `word` begins with, counting from unit `from`; its length in *matched.
    int longestMatch(const uint8_t* word, int length, int from, int* matched) const {
        const Unit* units = m_units.data();
        int node = from, best = -1;
        for (int i = 0; i < length; ++i) {
            const int next = (units[node].base >> 1) + word[i] + 1;
            if (units[next].check != node)
                break;
            node = next;
            if (units[node].base & 1) {
                best = node;
                *matched = i + 1;
            }
        }
        return best < 0 ? -1 : m_ids[size_t(best)];
    }

    std::vector<Unit> m_units;
    std::vector<int32_t> m_ids; // per unit: the entry that ends there, or -1
    int m_continuing = -1;      // the unit the prefix leads to; -1 when no entry has the prefix
};

} // namespace hw
