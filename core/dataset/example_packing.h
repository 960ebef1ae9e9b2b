#pragma once

#include "core/dataset/token_shard.h"

#include <memory>
#include <vector>

namespace hw {

enum class PackingMode {
    Concat,    // transformers' group_texts: [CLS] doc [SEP] [CLS] doc [SEP] ... cut into max-length blocks
    Documents, // ELECTRA's build_pretraining_dataset: consecutive sentences of one document, [CLS] A [SEP] B
               // [SEP]
};

struct PackingOptions {
    PackingMode mode = PackingMode::Concat;
    int maxLength = 128;
    // Documents mode: BERT next-sentence pairs, B the true continuation or (half the time) taken from another
    // document.
    bool nextSentencePairs = false;
    uint64_t seed = 42;
    double singleSegmentProbability =
        0.1; // ELECTRA: an example with one segment, as classification inputs look
    double shortTargetProbability = 0.05; // ELECTRA: a random shorter target length for the next example
};

struct SpecialTokenIds {
    int cls = 101, sep = 102, pad = 0, mask = 103;
};

struct PackedExample {
    std::vector<int32_t> ids; // with [CLS]/[SEP]
    std::vector<int32_t> typeIds;
    int nextSentenceLabel = -1; // 0: B follows A, 1: B is random; -1 when not a sentence pair
};

// Turns a token shard into fixed-length training examples. Concat examples are computed on demand from
// their position; document examples are laid out once (seeded) in a compact table, 24 bytes each.
class ExamplePacker {
public:
    ExamplePacker(std::shared_ptr<const TokenShard> shard, PackingOptions options, SpecialTokenIds specials);

    qint64 count() const;
    PackedExample example(qint64 index) const;
    const PackingOptions& options() const { return m_options; }
    const SpecialTokenIds& specials() const { return m_specials; }

private:
    struct Span {
        uint64_t aBegin = 0, bBegin = 0;
        uint16_t aLength = 0, bLength = 0;
        int16_t nextSentenceLabel = -1;
    };

    void layOutDocuments();
    PackedExample concatExample(qint64 index) const;
    qint64 streamBegin(qint64 document) const { return m_shard->documentBegin(document) + 2 * document; }

    std::shared_ptr<const TokenShard> m_shard;
    PackingOptions m_options;
    SpecialTokenIds m_specials;
    std::vector<Span> m_spans;
    qint64 m_concatCount = 0;
};

} // namespace hw
