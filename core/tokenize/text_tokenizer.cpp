#include "core/tokenize/text_tokenizer.h"

#include "core/tokenize/byte_level_pre_tokenizer.h"

#include <algorithm>

namespace hw {

int SequenceTemplate::specialCount(const std::vector<Piece>& pieces) {
    return int(std::count_if(pieces.begin(), pieces.end(), [](const Piece& p) { return p.sequence < 0; }));
}

int SequenceTemplate::typeIdOf(const std::vector<Piece>& pieces, int sequence) {
    for (const Piece& p : pieces)
        if (p.sequence == sequence)
            return p.typeId;
    return 0;
}

SequenceTemplate SequenceTemplate::textsOnly() {
    SequenceTemplate t;
    t.single = {Piece{0, -1, {}, 0}};
    t.pair = {Piece{0, -1, {}, 0}, Piece{1, -1, {}, 1}};
    return t;
}

SequenceTemplate TextTokenizer::bertSequenceTemplate(const TextTokenizer& tokenizer) {
    auto special = [&tokenizer](int id, int typeId) {
        SequenceTemplate::Piece p;
        p.id = id;
        p.token = tokenizer.tokenAt(id);
        p.typeId = typeId;
        return p;
    };
    const int clsId = tokenizer.clsId(), sepId = tokenizer.sepId();
    if (clsId < 0 || sepId < 0)
        return SequenceTemplate::textsOnly();
    auto text = [](int sequence, int typeId) {
        SequenceTemplate::Piece p;
        p.sequence = sequence;
        p.typeId = typeId;
        return p;
    };
    SequenceTemplate t;
    t.single = {special(clsId, 0), text(0, 0), special(sepId, 0)};
    t.pair = {special(clsId, 0), text(0, 0), special(sepId, 0), text(1, 1), special(sepId, 1)};
    return t;
}

Encoding TextTokenizer::assemble(const std::vector<SequenceTemplate::Piece>& pieces, const Encoding& first,
                                 const Encoding* second) const {
    Encoding out;
    // Sized once: growing seven arrays around each special token would cost more than the copy itself.
    out.reserve(size_t(first.size()) + (second ? size_t(second->size()) : 0) + pieces.size());
    for (const SequenceTemplate::Piece& p : pieces) {
        if (p.sequence == 0)
            out.append(first);
        else if (p.sequence == 1 && second)
            out.append(*second);
        else if (p.sequence < 0)
            appendSpecial(out, p);
    }
    return out;
}

void TextTokenizer::appendSpecial(Encoding& out, const SequenceTemplate::Piece& piece) {
    out.ids.push_back(piece.id);
    out.tokens << piece.token;
    out.typeIds.push_back(piece.typeId);
    out.wordIds.push_back(-1);
    out.offsets.emplace_back(0, 0);
    out.specialTokensMask.push_back(1);
    out.attentionMask.push_back(1);
}

Encoding TextTokenizer::encode(const QString& text, bool addSpecialTokens, int maxLength) const {
    const SequenceTemplate& layout = sequenceTemplate();
    const int typeId = SequenceTemplate::typeIdOf(layout.single, 0);
    if (!addSpecialTokens) {
        Encoding body = segment(text, typeId);
        if (maxLength > 0)
            body.truncate(maxLength);
        return body;
    }
    // Built in place, the text's tokens between the special tokens (cut to what maxLength leaves them).
    Encoding out;
    out.reserve(expectedTokens(text) + size_t(SequenceTemplate::specialCount(layout.single)));
    for (const SequenceTemplate::Piece& p : layout.single) {
        if (p.sequence < 0) {
            appendSpecial(out, p);
        } else if (p.sequence == 0) {
            const int start = out.size();
            segmentInto(out, text, typeId);
            if (maxLength > 0)
                out.truncate(start + std::max(0, maxLength - SequenceTemplate::specialCount(layout.single)));
        }
    }
    out.attentionMask.assign(out.ids.size(), 1);
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
    const SequenceTemplate& layout = sequenceTemplate();
    Encoding a = segment(first, SequenceTemplate::typeIdOf(layout.pair, 0));
    Encoding b = segment(second, SequenceTemplate::typeIdOf(layout.pair, 1));
    if (maxLength > 0) {
        const auto [lengthA, lengthB] = longestFirstLengths(
            a.size(), b.size(), std::max(0, maxLength - SequenceTemplate::specialCount(layout.pair)));
        a.truncate(lengthA);
        b.truncate(lengthB);
    }
    return assemble(layout.pair, a, &b);
}

QString tokenSurface(const TextTokenizer& tokenizer, const QString& token) {
    if (tokenizer.kind() == QLatin1String("bytebpe")) {
        const QByteArray bytes = byteLevelBytes(token);
        if (!bytes.isEmpty())
            return QString::fromUtf8(bytes);
    }
    if (tokenizer.kind() == QLatin1String("wordpiece") && token.startsWith(QLatin1String("##")) &&
        token.size() > 2)
        return token.mid(2);
    QString text = token;
    return text.replace(QChar(0x2581), QLatin1Char(' ')).trimmed();
}

int tokenSurfaceCharacters(const TextTokenizer& tokenizer, const QString& token) {
    if (tokenizer.kind() == QLatin1String("bytebpe"))
        return byteLevelTextCharacters(token);
    const QString text = tokenSurface(tokenizer, token);
    return int(text.toUcs4().size() -
               std::count_if(text.begin(), text.end(), [](QChar c) { return c.isSpace(); }));
}

} // namespace hw
