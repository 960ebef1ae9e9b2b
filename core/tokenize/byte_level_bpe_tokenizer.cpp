#include "core/tokenize/byte_level_bpe_tokenizer.h"

#include "core/tokenize/byte_level_pre_tokenizer.h"
#include "core/tokenize/nfc_alignment.h"
#include "core/util/byte_writing.h"
#include "core/util/code_point_offsets.h"

#include <QList>

#include <algorithm>

namespace hw {

namespace {

// Ids far above any real vocabulary are refused before a table that large is allocated.
constexpr int kMaxTokenId = 1 << 24;

// The spaces a token's text begins and ends with, as tokenizers' trim_offsets counts them: the byte-level
// space Ġ or any white space.
bool countsAsSpace(char32_t c) {
    return c == 0x0120 || isUnicodeWhiteSpace(c);
}

std::pair<int, int> spacesAround(const char32_t* text, int size) {
    int before = 0, after = 0;
    while (before < size && countsAsSpace(text[before]))
        ++before;
    while (after < size && countsAsSpace(text[size - 1 - after]))
        ++after;
    return {before, after};
}

int utf8(char32_t c, uint8_t* out) {
    char* const bytes = reinterpret_cast<char*>(out);
    return int(writeUtf8(bytes, c) - bytes);
}

// tokenizers' Lowercase normalizer over a normalised stretch: a code point it adds stands for the text of the
// one it comes from.
void lowercaseAligned(std::vector<char32_t>& text, std::vector<int>& begins, std::vector<int>& ends) {
    char32_t lower[2];
    for (size_t i = 0; i < text.size(); ++i) {
        const int n = lowercaseOf(text[i], lower);
        text[i] = lower[0];
        if (n == 2) {
            text.insert(text.begin() + std::ptrdiff_t(i) + 1, lower[1]);
            begins.insert(begins.begin() + std::ptrdiff_t(i) + 1, begins[i]);
            ends.insert(ends.begin() + std::ptrdiff_t(i) + 1, ends[i]);
            ++i;
        }
    }
}

QString lowercased(const QString& text) {
    QString out;
    char32_t lower[2];
    for (const uint c : text.toUcs4()) {
        const int n = lowercaseOf(c, lower);
        out += QString::fromUcs4(lower, n);
    }
    return out;
}

UserError badTokenId(const QString& where, const QString& token, int id) {
    return {Text::tr("token '%1' has the id %2, outside the vocabulary").arg(token).arg(id), where,
            Text::tr("give each token an id from 0 to the vocabulary size - 1")};
}

} // namespace

// Buffers one encode reuses for every word, so that the loop over words does not allocate.
struct ByteLevelBpeTokenizer::Work {
    std::vector<char32_t> text; // the text's code points
    std::vector<AddedTokenMatch> rawMatches, matches;
    // One stretch between the added tokens matched in the raw text, normalised, with the span of the text
    // each of its code points stands for.
    std::vector<char32_t> norm;
    std::vector<int> normBegin, normEnd;
    // One stretch between added tokens, after the prefix space, with the spans.
    std::vector<char32_t> stretch;
    std::vector<int> stretchBegin, stretchEnd;
    std::vector<CharClass> classes;
    std::vector<int> ends;
    std::vector<uint8_t> bytes; // one word in UTF-8
    std::vector<int> units;     // per code point of the word: the bytes of the byte-level string it makes
    std::vector<BpePiece> pieces;
    BpeScratch bpe;
    std::vector<std::pair<int, int>> spaces; // per token: the spaces its text begins and ends with
};

Expected<ByteLevelBpeTokenizer> ByteLevelBpeTokenizer::create(BpeModel model, ByteLevelBpeOptions options,
                                                              const QString& where) {
    ByteLevelBpeTokenizer t;
    t.m_model = std::move(model);
    t.m_options = std::move(options);
    t.m_vocabSize = t.m_model.size();
    // In id order, as tokenizer.json lists them: the order decides nothing, so settings compare alike.
    std::stable_sort(t.m_options.addedTokens.begin(), t.m_options.addedTokens.end(),
                     [](const AddedToken& a, const AddedToken& b) { return a.id < b.id; });
    for (const AddedToken& a : t.m_options.addedTokens) {
        if (a.id < 0 || a.id >= kMaxTokenId)
            return badTokenId(where, a.content, a.id);
        t.m_vocabSize = std::max(t.m_vocabSize, a.id + 1);
    }
    if (t.m_model.tokenCount() == 0)
        return UserError{Text::tr("the vocabulary is empty"), where,
                         Text::tr("give a vocab.json that maps each token to its id")};
    // Spaces each model token begins and ends with, for trim_offsets.
    t.m_spacesBefore.assign(size_t(t.m_model.size()), 0);
    t.m_spacesAfter.assign(size_t(t.m_model.size()), 0);
    std::vector<char32_t> text; // reused: no allocation per token
    for (int id = 0; id < t.m_model.size(); ++id) {
        text.clear();
        appendCodePoints(t.m_model.tokenAt(id), text);
        const auto [before, after] = spacesAround(text.data(), int(text.size()));
        t.m_spacesBefore[size_t(id)] = uint8_t(std::min(before, 255));
        t.m_spacesAfter[size_t(id)] = uint8_t(std::min(after, 255));
    }
    for (const AddedToken& a : t.m_options.addedTokens)
        t.m_addedContent.insert(a.id, a.content);
    t.m_unkId = t.idOf(t.m_options.specials.unk);
    t.m_clsId = t.idOf(t.m_options.specials.cls);
    t.m_sepId = t.idOf(t.m_options.specials.sep);
    t.m_padId = t.idOf(t.m_options.specials.pad);
    t.m_maskId = t.idOf(t.m_options.specials.mask);
    for (auto* pieces : {&t.m_options.layout.single, &t.m_options.layout.pair})
        for (SequenceTemplate::Piece& p : *pieces)
            if (p.sequence < 0 && (p.id < 0 || p.id >= t.m_vocabSize))
                return badTokenId(where, p.token, p.id);
    // A normalized added token is looked for as the normalizer writes it.
    std::vector<AddedToken> patterns = t.m_options.addedTokens;
    for (AddedToken& a : patterns) {
        if (a.normalized && t.m_options.nfc)
            a.content = a.content.normalized(QString::NormalizationForm_C);
        if (a.normalized && t.m_options.lowercase)
            a.content = lowercased(a.content);
    }
    t.m_added = AddedTokenMatcher(std::move(patterns));
    return t;
}

int ByteLevelBpeTokenizer::idOf(const QString& token) const {
    const int added = addedTokenId(m_options.addedTokens, token);
    return added >= 0 ? added : m_model.idOf(token);
}

QString ByteLevelBpeTokenizer::tokenAt(int id) const {
    const auto added = m_addedContent.constFind(id);
    return added != m_addedContent.constEnd() ? added.value() : m_model.tokenAt(id);
}

void ByteLevelBpeTokenizer::encodeWord(Encoding& out, Work& w, int begin, int end, int word,
                                       int typeId) const {
    const int count = end - begin;
    w.bytes.resize(size_t(count) * 4);
    w.units.resize(size_t(count));
    uint8_t* at = w.bytes.data();
    for (int k = 0; k < count; ++k) {
        const int n = utf8(w.stretch[size_t(begin + k)], at);
        // A byte's character takes one or two bytes of the byte-level string the model's offsets count.
        int units = 0;
        for (int i = 0; i < n; ++i)
            units += m_model.byteLevelLength(at[i]);
        w.units[size_t(k)] = units;
        at += n;
    }
    w.pieces.clear();
    m_model.mergeWord(w.bytes.data(), int(at - w.bytes.data()), w.pieces, w.bpe);
    // Each piece's span: from the code point holding its first byte to the one holding its last, found by
    // walking the code points along the pieces.
    int position = 0;          // the next piece's first byte in the byte-level string
    int point = 0, before = 0; // the code point holding it, and the bytes of those before that one
    const auto holding = [&w](int byte, int* k, int* unitsBefore) {
        while (*unitsBefore + w.units[size_t(*k)] <= byte)
            *unitsBefore += w.units[size_t((*k)++)];
    };
    for (const BpePiece& piece : w.pieces) {
        holding(position, &point, &before);
        int last = point, lastBefore = before;
        holding(position + piece.length - 1, &last, &lastBefore);
        position += piece.length;
        out.ids.push_back(piece.id);
        out.tokens << threadTokenAt(piece.id);
        out.typeIds.push_back(typeId);
        out.wordIds.push_back(word);
        out.offsets.emplace_back(w.stretchBegin[size_t(begin + point)], w.stretchEnd[size_t(begin + last)]);
        out.specialTokensMask.push_back(0);
        w.spaces.emplace_back(m_spacesBefore[size_t(piece.id)], m_spacesAfter[size_t(piece.id)]);
    }
}

void ByteLevelBpeTokenizer::encodeStretch(Encoding& out, Work& w, int begin, int end, int& word,
                                          int typeId) const {
    if (begin >= end)
        return;
    w.stretch.clear();
    w.stretchBegin.clear();
    w.stretchEnd.clear();
    // add_prefix_space puts a space before each stretch between added tokens, standing for its first
    // character.
    if (m_options.addPrefixSpace && w.norm[size_t(begin)] != U' ') {
        w.stretch.push_back(U' ');
        w.stretchBegin.push_back(w.normBegin[size_t(begin)]);
        w.stretchEnd.push_back(w.normEnd[size_t(begin)]);
    }
    w.stretch.insert(w.stretch.end(), w.norm.begin() + begin, w.norm.begin() + end);
    w.stretchBegin.insert(w.stretchBegin.end(), w.normBegin.begin() + begin, w.normBegin.begin() + end);
    w.stretchEnd.insert(w.stretchEnd.end(), w.normEnd.begin() + begin, w.normEnd.begin() + end);
    const int size = int(w.stretch.size());
    w.ends.clear();
    if (m_options.useRegex) {
        w.classes.resize(size_t(size));
        for (int k = 0; k < size; ++k)
            w.classes[size_t(k)] = classify(w.stretch[size_t(k)]);
        splitGpt2Pieces(w.stretch.data(), w.classes.data(), size, w.ends);
    } else {
        w.ends.push_back(size);
    }
    int from = 0;
    for (const int to : w.ends) {
        encodeWord(out, w, from, to, word++, typeId);
        from = to;
    }
}

void ByteLevelBpeTokenizer::appendAdded(Encoding& out, Work& w, const AddedTokenMatch& m,
                                        const char32_t* matched, std::pair<int, int> span, int word,
                                        int typeId) const {
    const AddedToken& token = m_added.tokens()[size_t(m.token)];
    out.ids.push_back(token.id);
    out.tokens << threadTokenAt(token.id);
    out.typeIds.push_back(typeId);
    out.wordIds.push_back(word);
    out.offsets.push_back(span);
    // Special tokens found in the text are marked as those the template adds, so that masking and statistics
    // pass over them alike.
    out.specialTokensMask.push_back(token.special ? 1 : 0);
    // Its text for trimming is what it matched, whitespace taken by lstrip/rstrip included.
    w.spaces.push_back(spacesAround(matched, m.end - m.begin));
}

void ByteLevelBpeTokenizer::encodeRawStretch(Encoding& out, Work& w, int begin, int end, int& word,
                                             int typeId) const {
    if (begin >= end)
        return;
    // The normalizer sees what lies between the added tokens matched in the raw text; the normalized added
    // tokens are matched in what it makes of it.
    if (m_options.nfc) {
        nfcAligned(w.text.data() + begin, end - begin, begin, w.norm, w.normBegin, w.normEnd);
    } else {
        w.norm.assign(w.text.begin() + begin, w.text.begin() + end);
        w.normBegin.resize(size_t(end - begin));
        w.normEnd.resize(size_t(end - begin));
        for (int k = begin; k < end; ++k) {
            w.normBegin[size_t(k - begin)] = k;
            w.normEnd[size_t(k - begin)] = k + 1;
        }
    }
    if (m_options.lowercase)
        lowercaseAligned(w.norm, w.normBegin, w.normEnd);
    m_added.find(false, w.norm.data(), int(w.norm.size()), w.matches);
    int from = 0;
    for (const AddedTokenMatch& m : w.matches) {
        encodeStretch(out, w, from, m.begin, word, typeId);
        const std::pair<int, int> span(w.normBegin[size_t(m.begin)], w.normEnd[size_t(m.end) - 1]);
        appendAdded(out, w, m, w.norm.data() + m.begin, span, word++, typeId);
        from = m.end;
    }
    encodeStretch(out, w, from, int(w.norm.size()), word, typeId);
}

void ByteLevelBpeTokenizer::trimOffsets(Encoding& out, const Work& w) const {
    // tokenizers' process_offsets: offsets leave the spaces a token begins and ends with, except the one
    // add_prefix_space put before the first token.
    for (int i = 0; i < out.size(); ++i) {
        auto& [begin, end] = out.offsets[size_t(i)];
        int before = w.spaces[size_t(i)].first;
        const int after = w.spaces[size_t(i)].second;
        if (before > 0) {
            const bool first = i == 0 || begin == 0;
            if (first && m_options.trimAddPrefixSpace && before == 1)
                before = 0;
            begin = std::min(begin + before, end);
        }
        if (after > 0 && end >= after)
            end = std::max(end - after, begin);
    }
}

Encoding ByteLevelBpeTokenizer::segment(const QString& text, int typeId) const {
    // One set of buffers per thread, reused by every call; a very long text's are let go afterwards.
    thread_local Work w;
    Encoding out;
    w.text.clear();
    appendCodePoints(text, w.text);
    w.spaces.clear();
    m_added.find(true, w.text.data(), int(w.text.size()), w.rawMatches);
    int word = 0;
    int from = 0;
    for (const AddedTokenMatch& m : w.rawMatches) {
        encodeRawStretch(out, w, from, m.begin, word, typeId);
        appendAdded(out, w, m, w.text.data() + m.begin, {m.begin, m.end}, word++, typeId);
        from = m.end;
    }
    encodeRawStretch(out, w, from, int(w.text.size()), word, typeId);
    if (m_options.trimOffsets)
        trimOffsets(out, w);
    out.attentionMask.assign(out.ids.size(), 1);
    if (w.text.capacity() > (1u << 20))
        w = Work();
    return out;
}

QByteArray ByteLevelBpeTokenizer::segmentationSettings() const {
    const BpeModel::Options& m = m_model.options();
    QByteArray s =
        QStringLiteral("bytebpe;nfc=%6;add_prefix_space=%1;use_regex=%2;unk=%3;fuse_unk=%4;ignore_merges=%5")
            .arg(m_options.addPrefixSpace)
            .arg(m_options.useRegex)
            .arg(m.unkToken)
            .arg(m.fuseUnk)
            .arg(m.ignoreMerges)
            .arg(m_options.nfc)
            .toUtf8();
    if (m_options.lowercase) // said only where set, so that other tokenizers' settings read as before
        s += ";lowercase=1";
    for (const AddedToken& a : m_options.addedTokens)
        s += QStringLiteral("\nadded=%1;%2;%3%4%5%6")
                 .arg(a.content)
                 .arg(a.id)
                 .arg(a.singleWord)
                 .arg(a.lstrip)
                 .arg(a.rstrip)
                 .arg(a.normalized)
                 .toUtf8();
    // The merges decide how a word is cut, as a SentencePiece model's scores do.
    for (const auto& [left, right] : m_model.mergesInRankOrder())
        s += '\n' + m_model.tokenAt(left).toUtf8() + ' ' + m_model.tokenAt(right).toUtf8();
    return s;
}

} // namespace hw
