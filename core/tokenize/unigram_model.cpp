#include "core/tokenize/unigram_model.h"

#include "core/tokenize/byte_keys.h"
#include "core/util/byte_writing.h"
#include "core/util/code_point_offsets.h"

#include <algorithm>
#include <limits>
#include <string>
#include <string_view>

namespace hw {

namespace {

// What tokenizers' Unigram takes off the lowest piece score for the unknown token.
constexpr double kUnknownPenalty = 10.0;

} // namespace

Expected<UnigramModel> UnigramModel::create(std::vector<Entry> vocab, int unkId, const QString& where) {
    if (vocab.empty())
        return UserError{Text::tr("the vocabulary is empty"), where,
                         Text::tr("give the tokenizer's pieces with their scores")};
    if (unkId < 0 || unkId >= int(vocab.size()))
        return UserError{Text::tr("the unknown token's id %1 is outside the vocabulary of %2 pieces")
                             .arg(unkId)
                             .arg(int(vocab.size())),
                         where, Text::tr("give a vocabulary that holds the unknown token")};
    UnigramModel m;
    m.m_vocab = std::move(vocab);
    m.m_unkId = unkId;
    m.m_minScore = std::numeric_limits<double>::infinity();
    m.m_ids.reserve(qsizetype(m.m_vocab.size()));
    for (int id = 0; id < m.size(); ++id) {
        m.m_ids.insert(m.m_vocab[size_t(id)].piece, id);
        m.m_minScore = std::min(m.m_minScore, m.m_vocab[size_t(id)].score);
    }
    m.buildTrie();
    return m;
}

void UnigramModel::buildTrie() {
    // Every piece's code points in one buffer and their UTF-8 in another, which orders as the code points do:
    // the pieces are sorted by it (equal ones by id) without anything allocated per piece.
    std::vector<char32_t> codePoints;
    std::vector<size_t> starts{0};
    std::string utf8;
    std::vector<ByteKey> sorted;
    starts.reserve(m_vocab.size() + 1);
    sorted.reserve(m_vocab.size());
    for (const Entry& entry : m_vocab) {
        appendCodePoints(entry.piece, codePoints);
        starts.push_back(codePoints.size());
    }
    utf8.resize(codePoints.size() * 4);
    std::vector<size_t> byteStarts{0};
    byteStarts.reserve(starts.size());
    char* out = utf8.data();
    for (size_t id = 0; id < m_vocab.size(); ++id) {
        for (size_t i = starts[id]; i < starts[id + 1]; ++i)
            out = writeUtf8(out, codePoints[i]);
        byteStarts.push_back(size_t(out - utf8.data()));
    }
    for (size_t id = 0; id < m_vocab.size(); ++id)
        if (starts[id + 1] > starts[id]) // an empty piece never matches
            sorted.emplace_back(
                std::string_view(utf8).substr(byteStarts[id], byteStarts[id + 1] - byteStarts[id]), int(id));
    sortByteKeys(sorted);
    std::vector<int> order;                // the ids in that order
    std::vector<std::u32string_view> keys; // their code points, in the same order
    order.reserve(sorted.size());
    keys.reserve(sorted.size());
    for (const ByteKey& k : sorted) {
        order.push_back(k.id);
        keys.emplace_back(codePoints.data() + starts[size_t(k.id)],
                          starts[size_t(k.id) + 1] - starts[size_t(k.id)]);
    }
    // Breadth first: each node covers keys[lo, hi), the pieces sharing its first `depth` code points, so that
    // its children are made one after the other.
    struct Pending {
        int node, lo, hi, depth;
    };
    m_nodes.assign(1, Node{});
    std::vector<Pending> pending{{0, 0, int(order.size()), 0}};
    for (size_t next = 0; next < pending.size(); ++next) {
        const Pending p = pending[next];
        int i = p.lo;
        for (; i < p.hi && int(keys[size_t(i)].size()) == p.depth; ++i)
            m_nodes[size_t(p.node)].id =
                order[size_t(i)]; // a piece listed twice: the later id, as tokenizers
        const int first = int(m_nodes.size());
        while (i < p.hi) {
            const char32_t c = keys[size_t(i)][size_t(p.depth)];
            int j = i;
            while (j < p.hi && keys[size_t(j)][size_t(p.depth)] == c)
                ++j;
            Node child;
            child.label = c;
            pending.push_back({int(m_nodes.size()), i, j, p.depth + 1});
            m_nodes.push_back(child);
            i = j;
        }
        m_nodes[size_t(p.node)].firstChild = first;
        m_nodes[size_t(p.node)].childCount = int(m_nodes.size()) - first;
    }
}

int UnigramModel::childOf(int node, char32_t c) const {
    const Node& n = m_nodes[size_t(node)];
    const auto begin = m_nodes.begin() + n.firstChild, end = begin + n.childCount;
    const auto found = std::lower_bound(begin, end, c, [](const Node& a, char32_t l) { return a.label < l; });
    return found != end && found->label == c ? int(found - m_nodes.begin()) : -1;
}

int UnigramModel::fusedUnknownId(const char32_t* text, int begin, int end) const {
    // tokenizers looks the fused text up like any piece; it is the unknown token unless the vocabulary has
    // it.
    return m_ids.value(QString::fromUcs4(text + begin, end - begin), m_unkId);
}

void UnigramModel::encode(const char32_t* text, int size, std::vector<UnigramPiece>& out) const {
    struct Best {
        double score = 0;
        int start = -1;
        int id = -1;
    };
    thread_local std::vector<Best> best;
    best.assign(size_t(size) + 1, Best{});
    auto consider = [](Best& b, double score, int start, int id) {
        // The first path found keeps a tie, as in tokenizers' encode_optimized.
        if (b.start < 0 || score > b.score)
            b = {score, start, id};
    };
    const double unknownScore = m_minScore - kUnknownPenalty;
    for (int start = 0; start < size; ++start) {
        const double base = best[size_t(start)].score;
        bool single = false;
        for (int node = 0, k = start; k < size; ++k) {
            node = childOf(node, text[k]);
            if (node < 0)
                break;
            const int id = m_nodes[size_t(node)].id;
            if (id < 0)
                continue;
            consider(best[size_t(k) + 1], m_vocab[size_t(id)].score + base, start, id);
            single = single || k == start;
        }
        if (!single)
            consider(best[size_t(start) + 1], unknownScore + base, start, m_unkId);
    }
    const size_t first = out.size();
    int end = size, unknownEnd = -1;
    auto flushUnknown = [&](int begin) {
        if (unknownEnd >= 0)
            out.push_back({fusedUnknownId(text, begin, unknownEnd), begin, unknownEnd});
        unknownEnd = -1;
    };
    while (end > 0) {
        const Best& b = best[size_t(end)];
        if (b.id == m_unkId) {
            unknownEnd = unknownEnd < 0 ? end : unknownEnd;
        } else {
            flushUnknown(end);
            out.push_back({b.id, b.start, end});
        }
        end = b.start;
    }
    flushUnknown(0);
    std::reverse(out.begin() + std::ptrdiff_t(first), out.end());
    if (best.capacity() > (1u << 20))
        best = {}; // a very long text's buffer is let go
}

} // namespace hw
