#include "tokenize/fragmentation_stats.h"

namespace hw {

void FragmentationStats::add(const Encoding& e, int unkId) {
    ++texts;
    int currentWord = -1;
    int piecesInWord = 0;
    auto closeWord = [&] {
        if (currentWord >= 0) {
            ++words;
            if (piecesInWord > 1)
                ++splitWords;
        }
    };
    for (int i = 0; i < e.size(); ++i) {
        if (e.specialTokensMask[size_t(i)] && e.wordIds[size_t(i)] < 0)
            continue;
        ++tokens;
        if (e.ids[size_t(i)] == unkId)
            ++unknownTokens;
        if (e.wordIds[size_t(i)] != currentWord) {
            closeWord();
            currentWord = e.wordIds[size_t(i)];
            piecesInWord = 0;
        }
        ++piecesInWord;
    }
    closeWord();
}

} // namespace hw
