#include "tokenize/text_tokenizer.h"

#include <algorithm>

namespace hw {

void TextTokenizer::appendSpecial(Encoding& out, int id, int typeId) const
{
    out.ids.push_back(id);
    out.tokens << tokenAt(id);
    out.typeIds.push_back(typeId);
    out.wordIds.push_back(-1);
    out.offsets.emplace_back(0, 0);
    out.specialTokensMask.push_back(1);
    out.attentionMask.push_back(1);
}

Encoding TextTokenizer::encode(const QString& text, bool addSpecialTokens, int maxLength) const
{
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

Encoding TextTokenizer::encodePair(const QString& first, const QString& second, int maxLength) const
{
    Encoding a = segment(first, 0);
    Encoding b = segment(second, 1);
    if (maxLength > 0) {
        // longest_first: drop one token at a time from whichever sequence is longer.
        const int budget = std::max(0, maxLength - 3);
        int lengthA = a.size(), lengthB = b.size();
        while (lengthA + lengthB > budget)
            (lengthA > lengthB ? lengthA : lengthB) -= 1;
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
