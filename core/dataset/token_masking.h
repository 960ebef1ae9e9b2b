#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace hw {

class TextTokenizer;

struct MaskingOptions {
    double rate = 0.15;
    bool wholeWord = false;   // mask every piece of a chosen word together (DataCollatorForWholeWordMask)
    double maskShare = 0.8;   // of the chosen tokens: replaced by [MASK]
    double randomShare = 0.1; // replaced by a random token; the rest keep their token
};

// What masking needs to know of a vocabulary: which ids are special (never masked) and which pieces
// continue a word ("##" in WordPiece, no leading "Ġ" in byte-level BPE, no leading "▁" in SentencePiece).
struct MaskingVocabulary {
    int maskId = 103;
    int vocabSize = 0;
    std::vector<uint8_t> special;
    std::vector<uint8_t> continuation;

    static MaskingVocabulary fromTokenizer(const TextTokenizer& tokenizer);
};

// Chooses and corrupts tokens of one sequence as transformers' MLM collators do. `ids` is the input,
// `inputs` receives the corrupted copy and `labels` the original id where a token was chosen, else -100.
// Padding and special tokens are never chosen; at least one token is, where any is eligible.
void maskSequence(const int32_t* ids, int length, const MaskingVocabulary& vocabulary,
                  const MaskingOptions& options, std::mt19937_64& rng, int64_t* inputs, int64_t* labels);

// A generator seeded from a base seed and two counters (e.g. epoch and example index), so that a
// sequence is masked the same way however batches are cut or a run is resumed.
std::mt19937_64 seededGenerator(uint64_t seed, uint64_t a, uint64_t b);

} // namespace hw
