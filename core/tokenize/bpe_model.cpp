#include "core/tokenize/bpe_model.h"

#include "core/tokenize/byte_level_pre_tokenizer.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>

namespace hw {

namespace {

// A min-heap on (rank, position): the lowest rank merges first, the leftmost of equal ranks.
bool laterCandidate(const BpeScratch::Candidate& a, const BpeScratch::Candidate& b) {
    return a.rank != b.rank ? a.rank > b.rank : a.position > b.position;
}

} // namespace

const BpePiece* BpeWordCache::find(uint64_t serial, std::string_view word, size_t* count) const {
    if (m_slots.empty())
        return nullptr;
    const size_t hash = std::hash<std::string_view>()(word);
    const size_t mask = m_slots.size() - 1;
    for (size_t at = hash & mask;; at = (at + 1) & mask) {
        const Slot& slot = m_slots[at];
        if (slot.serial == 0)
            return nullptr;
        if (slot.serial == serial && slot.hash == hash && slot.bytesLength == word.size() &&
            std::string_view(m_bytes).substr(slot.bytesAt, slot.bytesLength) == word) {
            *count = slot.pieceCount;
            return m_pieces.data() + slot.piecesAt;
        }
    }
}

void BpeWordCache::add(uint64_t serial, std::string_view word, const BpePiece* pieces, size_t count) {
    const bool full = 2 * (m_words + 1) > m_slots.size();
    if (m_slots.empty() || (full && m_slots.size() == kMostSlots) ||
        m_bytes.size() + word.size() > UINT32_MAX || m_pieces.size() + count > UINT32_MAX) {
        m_slots.assign(kFirstSlots, Slot{});
        m_bytes.clear();
        m_pieces.clear();
        m_words = 0;
    } else if (full) {
        std::vector<Slot> old(2 * m_slots.size());
        old.swap(m_slots);
        for (const Slot& slot : old)
            if (slot.serial != 0)
                place(slot);
    }
    place({serial, std::hash<std::string_view>()(word), uint32_t(m_bytes.size()), uint32_t(word.size()),
           uint32_t(m_pieces.size()), uint32_t(count)});
    m_bytes.append(word);
    m_pieces.insert(m_pieces.end(), pieces, pieces + count);
    ++m_words;
}

void BpeWordCache::place(const Slot& slot) {
    const size_t mask = m_slots.size() - 1;
    size_t at = slot.hash & mask;
    while (m_slots[at].serial != 0)
        at = (at + 1) & mask;
    m_slots[at] = slot;
}

uint64_t BpeModel::nextSerial() {
    static std::atomic<uint64_t> serial{0};
    return ++serial;
}

BpeModel::BpeModel(std::vector<QString> tokens, Options options)
    : m_tokens(std::move(tokens))
    , m_options(std::move(options)) {
    m_ids.reserve(qsizetype(m_tokens.size()));
    for (int id = 0; id < int(m_tokens.size()); ++id)
        if (!m_tokens[size_t(id)].isNull())
            m_ids.insert(m_tokens[size_t(id)], id);
    m_byteOfId.assign(m_tokens.size(), -1);
    for (int b = 0; b < 256; ++b) {
        const char16_t c = byteLevelChar(uint8_t(b));
        m_byteIds[size_t(b)] = idOf(QString(QChar(c)));
        m_byteLengths[size_t(b)] = c < 0x80 ? 1 : 2;
        if (m_byteIds[size_t(b)] >= 0)
            m_byteOfId[size_t(m_byteIds[size_t(b)])] = int16_t(b);
    }
    m_byteMerges.assign(256 * 256, Merge{0, -1});
    m_unkId = m_options.unkToken.isEmpty() ? -1 : idOf(m_options.unkToken);
}

const QString& BpeModel::tokenAt(int id) const {
    static const QString none;
    return id >= 0 && id < int(m_tokens.size()) ? m_tokens[size_t(id)] : none;
}

void BpeModel::addToken(const QString& token, int id) {
    m_serial = nextSerial();
    if (id >= int(m_tokens.size()))
        m_tokens.resize(size_t(id) + 1);
    m_tokens[size_t(id)] = token;
    m_ids.insert(token, id);
}

bool BpeModel::addMerge(const QString& left, const QString& right, QString* missing) {
    const QString joined = left + right;
    return addMerge(QStringView(joined).first(left.size()), QStringView(joined).sliced(left.size()), joined,
                    missing);
}

bool BpeModel::addMerge(QStringView left, QStringView right, const QString& joined, QString* missing) {
    const int a = idOf(left), b = idOf(right);
    const int merged = a < 0 || b < 0 ? -1 : idOf(joined);
    if (merged < 0) {
        *missing = (a < 0 ? left : b < 0 ? right : QStringView(joined)).toString();
        return false;
    }
    m_serial = nextSerial();
    if (2 * (m_mergeCount + 1) > m_mergeSlots.size())
        growMerges();
    const uint64_t pair = key(a, b);
    const size_t mask = m_mergeSlots.size() - 1;
    size_t at = slotOf(pair);
    while (m_mergeSlots[at].pair != kFree && m_mergeSlots[at].pair != pair)
        at = (at + 1) & mask;
    m_mergeCount += m_mergeSlots[at].pair == kFree;
    // A pair listed twice keeps the later rank, as the hash map tokenizers builds from the list does.
    m_mergeSlots[at] = {pair, Merge{m_nextRank++, merged}};
    const int byteA = a < int(m_byteOfId.size()) ? m_byteOfId[size_t(a)] : -1;
    const int byteB = b < int(m_byteOfId.size()) ? m_byteOfId[size_t(b)] : -1;
    if (byteA >= 0 && byteB >= 0)
        m_byteMerges[size_t(byteA << 8 | byteB)] = m_mergeSlots[at].merge;
    return true;
}

void BpeModel::growMerges() {
    std::vector<MergeSlot> old = std::move(m_mergeSlots);
    const size_t size = std::max<size_t>(64, 2 * old.size());
    m_mergeSlots.assign(size, MergeSlot{kFree, {}});
    m_slotShift = 64 - __builtin_ctzll(size);
    for (const MergeSlot& slot : old) {
        if (slot.pair == kFree)
            continue;
        size_t at = slotOf(slot.pair);
        while (m_mergeSlots[at].pair != kFree)
            at = (at + 1) & (size - 1);
        m_mergeSlots[at] = slot;
    }
}

const BpeModel::Merge* BpeModel::findMerge(int left, int right) const {
    if (m_mergeSlots.empty() || left < 0 || right < 0)
        return nullptr;
    const uint64_t pair = key(left, right);
    const size_t mask = m_mergeSlots.size() - 1;
    for (size_t at = slotOf(pair);; at = (at + 1) & mask) {
        if (m_mergeSlots[at].pair == pair)
            return &m_mergeSlots[at].merge;
        if (m_mergeSlots[at].pair == kFree)
            return nullptr;
    }
}

const BpeModel::Merge* BpeModel::findFirstMerge(const BpeScratch::Symbol& left,
                                                const BpeScratch::Symbol& right) const {
    if (left.byte < 0 || right.byte < 0 || m_byteMerges.empty())
        return findMerge(left.id, right.id);
    const Merge& merge = m_byteMerges[size_t(left.byte << 8 | right.byte)];
    return merge.merged >= 0 ? &merge : nullptr;
}

std::vector<std::pair<int, int>> BpeModel::mergesInRankOrder() const {
    std::vector<std::pair<uint32_t, std::pair<int, int>>> ranked;
    ranked.reserve(m_mergeCount);
    for (const auto& [pair, merge] : m_mergeSlots)
        if (pair != kFree)
            ranked.push_back({merge.rank, {int(pair >> 32), int(pair & 0xFFFFFFFFu)}});
    std::sort(ranked.begin(), ranked.end());
    std::vector<std::pair<int, int>> out;
    out.reserve(ranked.size());
    for (const auto& r : ranked)
        out.push_back(r.second);
    return out;
}

void BpeModel::initialSymbols(const uint8_t* bytes, int size, BpeScratch& s) const {
    s.symbols.clear();
    auto add = [&s](int id, int length, int byte) {
        const int at = int(s.symbols.size());
        if (at > 0)
            s.symbols.back().next = at;
        s.symbols.push_back({id, at - 1, -1, length, byte});
    };
    // A byte whose character is not in the vocabulary becomes the unknown token (consecutive ones one token
    // with fuse_unk) or, without an unknown token, is left out: the offsets of the tokens after it then
    // shift, as tokenizers' do.
    int unkLength = 0;
    for (int i = 0; i < size; ++i) {
        const int id = m_byteIds[bytes[i]];
        const int length = m_byteLengths[bytes[i]];
        if (id >= 0) {
            if (unkLength > 0)
                add(m_unkId, unkLength, -1);
            unkLength = 0;
            add(id, length, bytes[i]);
        } else if (m_unkId >= 0) {
            if (unkLength > 0 && !m_options.fuseUnk) {
                add(m_unkId, unkLength, -1);
                unkLength = 0;
            }
            unkLength += length;
        }
    }
    if (unkLength > 0)
        add(m_unkId, unkLength, -1);
}

void BpeModel::mergeShortWord(BpeScratch& s) const {
    std::vector<BpeScratch::Symbol>& symbols = s.symbols;
    const int n = int(symbols.size());
    if (n < 2) // a word of one symbol, or none when its bytes were all left out
        return;
    std::array<const Merge*, kShortWord> pairAt{}; // the merge of each live symbol with the next one
    for (int i = 0; i + 1 < n; ++i)
        pairAt[size_t(i)] = findFirstMerge(symbols[size_t(i)], symbols[size_t(i) + 1]);
    for (;;) {
        int best = -1; // the lowest rank, the leftmost of equals (the first symbol is never merged away)
        for (int i = 0; i >= 0; i = symbols[size_t(i)].next)
            if (pairAt[size_t(i)] && (best < 0 || pairAt[size_t(i)]->rank < pairAt[size_t(best)]->rank))
                best = i;
        if (best < 0)
            return;
        BpeScratch::Symbol& current = symbols[size_t(best)];
        BpeScratch::Symbol& right = symbols[size_t(current.next)];
        current.id = pairAt[size_t(best)]->merged;
        current.length += right.length;
        current.next = right.next;
        right.length = 0;
        pairAt[size_t(best)] = nullptr;
        if (current.next >= 0) {
            symbols[size_t(current.next)].prev = best;
            pairAt[size_t(best)] = findMerge(current.id, symbols[size_t(current.next)].id);
        }
        if (current.prev >= 0)
            pairAt[size_t(current.prev)] = findMerge(symbols[size_t(current.prev)].id, current.id);
    }
}

void BpeModel::mergeSymbols(BpeScratch& s) const {
    if (s.symbols.size() <= kShortWord) {
        mergeShortWord(s);
        return;
    }
    std::vector<BpeScratch::Symbol>& symbols = s.symbols;
    s.queue.clear();
    for (int i = 0; i + 1 < int(symbols.size()); ++i)
        if (const Merge* m = findFirstMerge(symbols[size_t(i)], symbols[size_t(i) + 1]))
            s.queue.push_back({m->rank, i, m->merged});
    std::make_heap(s.queue.begin(), s.queue.end(), laterCandidate);
    auto push = [&s](const Merge* m, int position) {
        s.queue.push_back({m->rank, position, m->merged});
        std::push_heap(s.queue.begin(), s.queue.end(), laterCandidate);
    };
    while (!s.queue.empty()) {
        std::pop_heap(s.queue.begin(), s.queue.end(), laterCandidate);
        const BpeScratch::Candidate top = s.queue.back();
        s.queue.pop_back();
        BpeScratch::Symbol& current = symbols[size_t(top.position)];
        if (current.length == 0 || current.next < 0)
            continue; // merged away, or the last symbol
        BpeScratch::Symbol& right = symbols[size_t(current.next)];
        // An entry goes stale when either side merged with something else since it was queued.
        const Merge* still = findMerge(current.id, right.id);
        if (!still || still->merged != top.merged)
            continue;
        current.id = top.merged;
        current.length += right.length;
        current.next = right.next;
        right.length = 0;
        if (current.next >= 0)
            symbols[size_t(current.next)].prev = top.position;
        if (current.prev >= 0)
            if (const Merge* m = findMerge(symbols[size_t(current.prev)].id, current.id))
                push(m, current.prev);
        if (current.next >= 0)
            if (const Merge* m = findMerge(current.id, symbols[size_t(current.next)].id))
                push(m, top.position);
    }
}

void BpeModel::mergeWord(const uint8_t* bytes, int size, std::vector<BpePiece>& out, BpeScratch& s) const {
    if (size == 0)
        return;
    const std::string_view word(reinterpret_cast<const char*>(bytes), size_t(size));
    size_t count = 0;
    if (const BpePiece* known = s.words.find(m_serial, word, &count)) {
        out.insert(out.end(), known, known + count);
        return;
    }
    const size_t first = out.size();
    mergeNewWord(bytes, size, out, s);
    s.words.add(m_serial, word, out.data() + first, out.size() - first);
}

void BpeModel::mergeNewWord(const uint8_t* bytes, int size, std::vector<BpePiece>& out, BpeScratch& s) const {
    if (m_options.ignoreMerges) {
        const int id = idOf(byteLevelString(QByteArray(reinterpret_cast<const char*>(bytes), size)));
        if (id >= 0) {
            int length = 0;
            for (int i = 0; i < size; ++i)
                length += m_byteLengths[bytes[i]];
            out.push_back({id, length});
            return;
        }
    }
    initialSymbols(bytes, size, s);
    mergeSymbols(s);
    for (const BpeScratch::Symbol& symbol : s.symbols)
        if (symbol.length > 0)
            out.push_back({symbol.id, symbol.length});
}

} // namespace hw
