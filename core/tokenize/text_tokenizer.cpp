#include "core/tokenize/text_tokenizer.h"

#include <algorithm>

namespace hw {

void TextTokenizer::appendSpecial(Encoding& out, int id, int typeId) const {
    out.ids.push_back(id);
    out.tokens << tokenAt(id);
    out.typeIds.push_back(typeId);
    out.wordIds.push_back(-1);
    out.offsets.emplace_back(0, 0);
    out.specialTokensMask.push_back(1);
    out.attentionMask.push_back(1);
}

Encoding TextTokenizer::encode(const QString& text, bool addSpecialTokens, int maxLength) const {
    Encoding body = segment(text, 0);
    const bool specials = addSpecialTokens && clsId() >= 0 && sepId() >= 0;
    if (maxLength > 0)
        body.truncate(std::max(0, maxLength - (specials ? 2 : 0)));
    Encoding out;
    if (specials)
        appendSpecial(out, clsId(), 0);
    out.append(body);
    if (specials)
        appendSpecial(out, sepId(), 0);
    return out;
}

std::pair<int, int> longestFirstLengths(int first, int second, int budget) {
    if (first + second <= budget)
        return {first, second};
    // As Hugging Face tokenizers do it: the shorter text keeps its length if the longer one can take the cut;
    // otherwise each gets half, and the odd token goes to the one that was longer (the second on a tie).
    const bool swapped = first > second;
    int shorter = std::min(first, second), longer = std::max(first, second);
    longer = shorter > budget ? shorter : std::max(shorter, budget - shorter);
    if (shorter + longer > budget) {
        shorter = budget / 2;
        longer = shorter + budget % 2;
    }
    return swapped ? std::pair{longer, shorter} : std::pair{shorter, longer};
}

Encoding TextTokenizer::encodePair(const QString& first, const QString& second, int maxLength) const {
    Encoding a = segment(first, 0);
    Encoding b = segment(second, 1);
    if (maxLength > 0) {
        const auto [lengthA, lengthB] = longestFirstLengths(a.size(), b.size(), std::max(0, maxLength - 3));
        a.truncate(lengthA);
        b.truncate(lengthB);
    }
    Encoding out;
    appendSpecial(out, clsId(), 0);
    out.append(a);
    appendSpecial(out, sepId(), 0);
    out.append(b);
    appendSpecial(out, sepId(), 1);
    return out;
}

} // namespace hw
