#pragma once

#include <QHash>
#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hw {

// One token of a merged word: its id and how many bytes of the word's byte-level string (UTF-8, so one or two
// per original byte) it covers, as tokenizers' BPE Word keeps them.
struct BpePiece {
    int32_t id;
    int32_t length;
};

// Words merged before and the pieces they merged into, each under the serial of the model that merged it:
// text repeats its words, and looking one up costs a fraction of merging it again (Hugging Face tokenizers
// keeps such a cache too). Open addressing over one buffer of bytes and one of pieces, nothing allocated per
// word; emptied when full.
class BpeWordCache {
public:
    // The pieces of `word` as model `serial` merged it (their number in *count), or nullptr.
    const BpePiece* find(uint64_t serial, std::string_view word, size_t* count) const;
    void add(uint64_t serial, std::string_view word, const BpePiece* pieces, size_t count);

private:
    // Slots double from the first size up to the last, at most half of them taken: a scratch made for a
    // few words stays small, and one that encodes a corpus keeps 65,536 words (about 6 MB), which holds the
    // distinct words of a few megabytes of Korean text, whose words repeat less than English ones.
    static constexpr size_t kFirstSlots = 1 << 8, kMostSlots = 1 << 17;
    struct Slot {
        uint64_t serial = 0; // 0: free
        size_t hash = 0;
        uint32_t bytesAt = 0, bytesLength = 0, piecesAt = 0, pieceCount = 0;
    };
    void place(const Slot& slot);

    std::vector<Slot> m_slots;
    std::string m_bytes;
    std::vector<BpePiece> m_pieces;
    size_t m_words = 0;
};

// Working memory of mergeWord(), kept by the caller across words so that merging does not allocate.
struct BpeScratch {
    struct Symbol {
        int32_t id, prev, next, length;
        int32_t byte; // the byte whose character it began as; -1 for the unknown token
    };
    struct Candidate {
        uint32_t rank;
        int32_t position, merged;
    };
    std::vector<Symbol> symbols;
    std::vector<Candidate> queue;
    BpeWordCache words;
};

// A BPE model over the byte-level alphabet exactly as Hugging Face tokenizers' BPE merges a word: the pair of
// lowest rank first (the leftmost of equals), until no pair of the word has a merge.
class BpeModel {
public:
    struct Options {
        QString unkToken; // empty: a byte missing from the vocabulary is dropped, as tokenizers does then
        bool fuseUnk = false;
        bool ignoreMerges = false; // a word that is a token as a whole is not merged
    };

    BpeModel() = default;
    // The vocabulary by id; an id no token has is a null string.
    BpeModel(std::vector<QString> tokens, Options options);

    // Gives `token` the id `id`, at or past size(); the ids between stay without a token.
    void addToken(const QString& token, int id);
    // Adds the merge of the next rank. False, naming the token that is not in the vocabulary (`left`, `right`
    // or their concatenation), when it cannot be added.
    bool addMerge(const QString& left, const QString& right, QString* missing);
    // The same with the two tokens as views of `joined`, which writes them together: nothing is allocated.
    bool addMerge(QStringView left, QStringView right, const QString& joined, QString* missing);

    // The tokens of one word given as bytes (the original text's UTF-8), appended to `out`.
    void mergeWord(const uint8_t* bytes, int size, std::vector<BpePiece>& out, BpeScratch& scratch) const;

    int size() const { return int(m_tokens.size()); } // ids are below this
    // How many bytes of the byte-level string the character standing for `byte` takes (1 or 2).
    int byteLevelLength(uint8_t byte) const { return m_byteLengths[byte]; }
    int idOf(const QString& token) const { return m_ids.value(token, -1); }
    int idOf(QStringView token) const { return idOf(QString::fromRawData(token.data(), token.size())); }
    const QString& tokenAt(int id) const;
    const Options& options() const { return m_options; }
    int unkId() const { return m_unkId; }
    // The merges as pairs of ids in rank order (a pair merged twice keeps its later rank, as tokenizers
    // does).
    std::vector<std::pair<int, int>> mergesInRankOrder() const;
    int tokenCount() const { return int(m_ids.size()); }

private:
    struct Merge {
        uint32_t rank;
        int32_t merged;
    };
    // The merges by pair of ids, open addressing with linear probing: encoding looks up every neighbouring
    // pair of a word, most of them in vain, and a probe of one flat array is what that costs least. Only a
    // pair of negative ids, never looked up, would have the key kFree.
    struct MergeSlot {
        uint64_t pair;
        Merge merge;
    };
    static constexpr uint64_t kFree = ~uint64_t(0);
    static uint64_t key(int left, int right) { return (uint64_t(uint32_t(left)) << 32) | uint32_t(right); }
    size_t slotOf(uint64_t pair) const { return size_t((pair * 0x9E3779B97F4A7C15ull) >> m_slotShift); }
    void growMerges();
    const Merge* findMerge(int left, int right) const;
    // The merge of two symbols as initialSymbols() made them, before any merge.
    const Merge* findFirstMerge(const BpeScratch::Symbol& left, const BpeScratch::Symbol& right) const;
    void mergeNewWord(const uint8_t* bytes, int size, std::vector<BpePiece>& out, BpeScratch& scratch) const;
    void initialSymbols(const uint8_t* bytes, int size, BpeScratch& scratch) const;
    void mergeSymbols(BpeScratch& scratch) const;
    // A word of a few symbols is merged by scanning its pairs for the next merge, which costs less than a
    // heap of them and picks the same one (the lowest rank, the leftmost of equals).
    static constexpr size_t kShortWord = 16;
    void mergeShortWord(BpeScratch& scratch) const;

    std::vector<QString> m_tokens;
    QHash<QString, int> m_ids;
    Options m_options;
    int m_unkId = -1;
    std::array<int32_t, 256> m_byteIds{};     // the token of each byte's character, -1 if none
    std::array<int32_t, 256> m_byteLengths{}; // the UTF-8 length of each byte's character
    std::vector<int16_t> m_byteOfId;          // by id: the byte whose character the token is, or -1
    // The merges of two bytes' characters by (left byte << 8 | right byte), merged -1 where none: a word's
    // first pairs are all such, and this small table answers them from the cache where the hash table of
    // every merge would not.
    std::vector<Merge> m_byteMerges;
    // Names this vocabulary and these merges in BpeWordCache: a fresh one at every change.
    uint64_t m_serial = nextSerial();
    static uint64_t nextSerial();
    std::vector<MergeSlot> m_mergeSlots; // a power of two of them, at most half taken
    int m_slotShift = 64;                // 64 - log2(slots)
    size_t m_mergeCount = 0;
    uint32_t m_nextRank = 0;
};

} // namespace hw
