#pragma once

#include "core/util/expected.h"

#include <QHash>
#include <QString>

#include <vector>

namespace hw {

// One piece a text was cut into: its id and the code points [begin, end) of the text it covers.
struct UnigramPiece {
    int id = -1;
    int begin = 0, end = 0;
};

// A unigram language model over pieces with scores (log probabilities), cut as Hugging Face tokenizers'
// Unigram cuts: the Viterbi path of highest total score, a code point no piece starts with being the unknown
// token at the lowest score less 10, consecutive unknowns fused into one.
class UnigramModel {
public:
    struct Entry {
        QString piece;
        double score = 0;
    };

    UnigramModel() = default;
    static Expected<UnigramModel> create(std::vector<Entry> vocab, int unkId, const QString& where);

    int size() const { return int(m_vocab.size()); }
    const QString& pieceAt(int id) const { return m_vocab[size_t(id)].piece; }
    double scoreAt(int id) const { return m_vocab[size_t(id)].score; }
    // The id of a piece; where the vocabulary lists a piece twice, the later, as tokenizers keeps it. -1 if
    // none.
    int idOf(const QString& piece) const { return m_ids.value(piece, -1); }
    int unkId() const { return m_unkId; }
    // The pieces of code points text[0, size), appended to `out`.
    void encode(const char32_t* text, int size, std::vector<UnigramPiece>& out) const;

private:
    // A trie over code points; the children of a node are consecutive nodes, sorted by label.
    struct Node {
        int firstChild = 0;
        int childCount = 0;
        int id = -1; // the piece ending here
        char32_t label = 0;
    };
    void buildTrie();
    int childOf(int node, char32_t c) const;
    int fusedUnknownId(const char32_t* text, int begin, int end) const;

    std::vector<Entry> m_vocab;
    std::vector<Node> m_nodes;
    QHash<QString, int> m_ids;
    int m_unkId = -1;
    double m_minScore = 0;
};

} // namespace hw
