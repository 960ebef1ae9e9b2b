#include "core/dataset/token_masking.h"

#include "core/tokenize/text_tokenizer.h"

#include <algorithm>
#include <cmath>

namespace hw {

namespace {

uint64_t splitMix(uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

} // namespace

std::mt19937_64 seededGenerator(uint64_t seed, uint64_t a, uint64_t b) {
    return std::mt19937_64(splitMix(splitMix(splitMix(seed) ^ a) ^ b));
}

MaskingVocabulary MaskingVocabulary::fromTokenizer(const TextTokenizer& tokenizer) {
    MaskingVocabulary v;
    v.maskId = tokenizer.maskId();
    v.vocabSize = tokenizer.vocabSize();
    v.special.assign(size_t(v.vocabSize), 0);
    v.continuation.assign(size_t(v.vocabSize), 0);
    for (int id :
         {tokenizer.clsId(), tokenizer.sepId(), tokenizer.padId(), tokenizer.maskId(), tokenizer.unkId()}) {
        if (id >= 0 && id < v.vocabSize)
            v.special[size_t(id)] = 1;
    }
    // WordPiece marks a word's continuations; byte-level BPE (the space before a word is its "Ġ") and
    // SentencePiece ("▁") mark a word's start instead.
    const bool wordPiece = tokenizer.kind() == QLatin1String("wordpiece");
    const QString wordStart =
        tokenizer.kind() == QLatin1String("bytebpe") ? QStringLiteral("\u0120") : QStringLiteral("\u2581");
    for (int id = 0; id < v.vocabSize; ++id) {
        if (v.special[size_t(id)])
            continue;
        const QString token = tokenizer.tokenAt(id);
        v.continuation[size_t(id)] =
            wordPiece ? token.startsWith(QLatin1String("##")) : !token.startsWith(wordStart);
    }
    return v;
}

void maskSequence(const int32_t* ids, int length, const MaskingVocabulary& vocabulary,
                  const MaskingOptions& options, std::mt19937_64& rng, int64_t* inputs, int64_t* labels) {
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    std::vector<uint8_t> chosen(size_t(length), 0);
    std::vector<int> eligible;
    for (int i = 0; i < length; ++i) {
        inputs[i] = ids[i];
        labels[i] = -100;
        if (!vocabulary.special[size_t(ids[i])])
            eligible.push_back(i);
    }
    if (eligible.empty())
        return;

    int count = 0;
    if (options.wholeWord) {
        // Words are a first piece and its continuations; they are drawn in random order and taken while
        // they fit in round(rate * length) tokens, as DataCollatorForWholeWordMask does.
        std::vector<std::pair<int, int>> words; // [begin, end)
        for (int i : eligible) {
            if (!words.empty() && words.back().second == i && vocabulary.continuation[size_t(ids[i])])
                words.back().second = i + 1;
            else
                words.push_back({i, i + 1});
        }
        std::shuffle(words.begin(), words.end(), rng);
        const int budget = std::max(1, int(std::lround(double(eligible.size()) * options.rate)));
        for (const auto& [begin, end] : words) {
            if (count >= budget)
                break;
            if (count + (end - begin) > budget)
                continue;
            for (int i = begin; i < end; ++i)
                chosen[size_t(i)] = 1;
            count += end - begin;
        }
    } else {
        for (int i : eligible) {
            chosen[size_t(i)] = uniform(rng) < options.rate;
            count += chosen[size_t(i)];
        }
    }
    if (count == 0) // a sequence without a target teaches nothing and can leave a batch without loss
        chosen[size_t(eligible[rng() % eligible.size()])] = 1;

    std::uniform_int_distribution<int> randomToken(0, vocabulary.vocabSize - 1);
    for (int i = 0; i < length; ++i) {
        if (!chosen[size_t(i)])
            continue;
        labels[i] = ids[i];
        const double r = uniform(rng);
        if (r < options.maskShare)
            inputs[i] = vocabulary.maskId;
        else if (r < options.maskShare + options.randomShare)
            inputs[i] = randomToken(rng);
    }
}

} // namespace hw
