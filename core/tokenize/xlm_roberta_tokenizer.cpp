#include "core/tokenize/xlm_roberta_tokenizer.h"

#include "core/tokenize/byte_level_pre_tokenizer.h"
#include "core/util/code_point_offsets.h"

#include <QList>

#include <algorithm>

namespace hw {

namespace {

// Ids far above any real vocabulary are refused before a table that large is allocated.
constexpr int kMaxTokenId = 1 << 24;
constexpr char32_t kWordStart = 0x2581; // "▁"

std::vector<char32_t> codePointsOf(const QString& text) {
    std::vector<char32_t> codePoints;
    appendCodePoints(text, codePoints);
    return codePoints;
}

SequenceTemplate::Piece specialPiece(const QString& token, int id) {
    SequenceTemplate::Piece p;
    p.token = token;
    p.id = id;
    return p;
}

SequenceTemplate::Piece textPiece(int sequence) {
    SequenceTemplate::Piece p;
    p.sequence = sequence;
    return p;
}

} // namespace

// Buffers one encode reuses for every word, so that the loop over words does not allocate.
struct XlmRobertaTokenizer::Work {
    std::vector<char32_t> text;
    std::vector<AddedTokenMatch> rawMatches, matches;
    AlignedText normalized; // one stretch between added tokens matched in the raw text
    AlignedText word;       // one word after the "▁" put before it
    std::vector<UnigramPiece> pieces;
};

Expected<XlmRobertaTokenizer> XlmRobertaTokenizer::create(UnigramModel model,
                                                          PrecompiledNormalizer normalizer,
                                                          XlmRobertaOptions options, const QString& where) {
    XlmRobertaTokenizer t;
    t.m_model = std::move(model);
    t.m_normalizer = std::move(normalizer);
    t.m_options = std::move(options);
    t.m_vocabSize = t.m_model.size();
    // In id order, as tokenizer.json lists them: the order decides nothing, so settings compare alike.
    std::stable_sort(t.m_options.addedTokens.begin(), t.m_options.addedTokens.end(),
                     [](const AddedToken& a, const AddedToken& b) { return a.id < b.id; });
    for (const AddedToken& a : t.m_options.addedTokens) {
        if (a.id < 0 || a.id >= kMaxTokenId)
            return UserError{
                Text::tr("token '%1' has the id %2, outside the vocabulary").arg(a.content).arg(a.id), where,
                Text::tr("give each token an id from 0 to the vocabulary size - 1")};
        t.m_vocabSize = std::max(t.m_vocabSize, a.id + 1);
        t.m_addedContent.insert(a.id, a.content);
    }
    const SpecialTokens& s = t.m_options.specials;
    t.m_unkId = t.idOf(s.unk);
    t.m_clsId = t.idOf(s.cls);
    t.m_sepId = t.idOf(s.sep);
    t.m_padId = t.idOf(s.pad);
    t.m_maskId = t.idOf(s.mask);
    for (const QString& token : {t.m_options.bos, t.m_options.eos})
        if (t.idOf(token) < 0)
            return UserError{Text::tr("the special token '%1' is not in the vocabulary").arg(token), where,
                             Text::tr("name the tokenizer's own <s> and </s> in tokenizer_config.json")};
    const SequenceTemplate::Piece bos = specialPiece(t.m_options.bos, t.idOf(t.m_options.bos));
    const SequenceTemplate::Piece eos = specialPiece(t.m_options.eos, t.idOf(t.m_options.eos));
    t.m_layout.single = {bos, textPiece(0), eos};
    t.m_layout.pair = {bos, textPiece(0), eos, eos, textPiece(1), eos}; // every type id 0
    // A normalized added token is looked for as the normaliser writes it.
    std::vector<AddedToken> patterns = t.m_options.addedTokens;
    for (AddedToken& a : patterns) {
        if (!a.normalized)
            continue;
        const std::vector<char32_t> content = codePointsOf(a.content);
        AlignedText normalized;
        t.m_normalizer.normalize(content.data(), int(content.size()), 0, normalized);
        a.content = QString::fromUcs4(normalized.chars.data(), normalized.size());
    }
    t.m_added = AddedTokenMatcher(std::move(patterns));
    return t;
}

int XlmRobertaTokenizer::idOf(const QString& token) const {
    const int added = addedTokenId(m_options.addedTokens, token);
    return added >= 0 ? added : m_model.idOf(token);
}

QString XlmRobertaTokenizer::tokenAt(int id) const {
    const auto added = m_addedContent.constFind(id);
    if (added != m_addedContent.constEnd())
        return added.value();
    return id >= 0 && id < m_model.size() ? m_model.pieceAt(id) : QString();
}

void XlmRobertaTokenizer::appendAdded(Encoding& out, const AddedTokenMatch& m, std::pair<int, int> span,
                                      int word, int typeId) const {
    const AddedToken& token = m_added.tokens()[size_t(m.token)];
    out.ids.push_back(token.id);
    out.tokens << threadTokenAt(token.id);
    out.typeIds.push_back(typeId);
    out.wordIds.push_back(word);
    out.offsets.push_back(span);
    // Special tokens found in the text are marked as those the template adds, so that masking and statistics
    // pass over them alike.
    out.specialTokensMask.push_back(token.special ? 1 : 0);
}

void XlmRobertaTokenizer::encodePiece(Encoding& out, Work& w, int begin, int end, int word,
                                      int typeId) const {
    w.pieces.clear();
    m_model.encode(w.word.chars.data() + begin, end - begin, w.pieces);
    for (const UnigramPiece& p : w.pieces) {
        out.ids.push_back(p.id);
        out.tokens << threadTokenAt(p.id);
        out.typeIds.push_back(typeId);
        out.wordIds.push_back(word);
        // A token covers the text from its first code point's span to its last one's, as tokenizers says.
        out.offsets.emplace_back(w.word.spans[size_t(begin + p.begin)].first,
                                 w.word.spans[size_t(begin + p.end - 1)].second);
        out.specialTokensMask.push_back(0);
    }
}

void XlmRobertaTokenizer::encodeWord(Encoding& out, Work& w, int begin, int end, int& word,
                                     int typeId) const {
    // Metaspace: "▁" before the word (standing for its first code point), then the word cut before each "▁"
    // that a code point other than "▁" follows; a "▁" before another "▁", or last, stands alone.
    w.word.clear();
    const AlignedText& n = w.normalized;
    if (m_options.addPrefixSpace && n.chars[size_t(begin)] != kWordStart)
        w.word.push(kWordStart, n.spans[size_t(begin)]);
    for (int k = begin; k < end; ++k)
        w.word.push(n.chars[size_t(k)], n.spans[size_t(k)]);
    const std::vector<char32_t>& c = w.word.chars;
    const int size = w.word.size();
    for (int at = 0; at < size;) {
        int stop = at + 1;
        if (c[size_t(at)] != kWordStart || (stop < size && c[size_t(stop)] != kWordStart))
            while (stop < size && c[size_t(stop)] != kWordStart)
                ++stop;
        encodePiece(out, w, at, stop, word++, typeId);
        at = stop;
    }
}

void XlmRobertaTokenizer::encodeNormalized(Encoding& out, Work& w, int begin, int end, int& word,
                                           int typeId) const {
    // WhitespaceSplit: words are the runs of code points that are not white space.
    const std::vector<char32_t>& c = w.normalized.chars;
    for (int at = begin; at < end;) {
        while (at < end && isUnicodeWhiteSpace(c[size_t(at)]))
            ++at;
        int stop = at;
        while (stop < end && !isUnicodeWhiteSpace(c[size_t(stop)]))
            ++stop;
        if (stop > at)
            encodeWord(out, w, at, stop, word, typeId);
        at = stop;
    }
}

void XlmRobertaTokenizer::encodeRawStretch(Encoding& out, Work& w, int begin, int end, int& word,
                                           int typeId) const {
    if (begin >= end)
        return;
    // The normaliser sees what lies between the added tokens matched in the raw text; the normalized added
    // tokens are matched in what it makes of it.
    m_normalizer.normalize(w.text.data() + begin, end - begin, begin, w.normalized);
    m_added.find(false, w.normalized.chars.data(), w.normalized.size(), w.matches);
    int from = 0;
    for (const AddedTokenMatch& m : w.matches) {
        encodeNormalized(out, w, from, m.begin, word, typeId);
        const std::pair<int, int> span(w.normalized.spans[size_t(m.begin)].first,
                                       w.normalized.spans[size_t(m.end) - 1].second);
        appendAdded(out, m, span, word++, typeId);
        from = m.end;
    }
    encodeNormalized(out, w, from, w.normalized.size(), word, typeId);
}

Encoding XlmRobertaTokenizer::segment(const QString& text, int typeId) const {
    // One set of buffers per thread, reused by every call; a very long text's are let go afterwards.
    thread_local Work w;
    Encoding out;
    w.text = codePointsOf(text);
    m_added.find(true, w.text.data(), int(w.text.size()), w.rawMatches);
    int word = 0, from = 0;
    for (const AddedTokenMatch& m : w.rawMatches) {
        encodeRawStretch(out, w, from, m.begin, word, typeId);
        appendAdded(out, m, {m.begin, m.end}, word++, typeId);
        from = m.end;
    }
    encodeRawStretch(out, w, from, int(w.text.size()), word, typeId);
    out.attentionMask.assign(out.ids.size(), 1);
    if (w.text.capacity() > (1u << 20))
        w = Work();
    return out;
}

QByteArray XlmRobertaTokenizer::segmentationSettings() const {
    QByteArray s = QStringLiteral("xlm-roberta;add_prefix_space=%1;unk=%2\ncharsmap=")
                       .arg(m_options.addPrefixSpace)
                       .arg(m_model.unkId())
                       .toUtf8() +
                   m_normalizer.charsmap().toBase64();
    for (const AddedToken& a : m_options.addedTokens)
        s += QStringLiteral("\nadded=%1;%2;%3%4%5%6%7")
                 .arg(a.content)
                 .arg(a.id)
                 .arg(a.singleWord)
                 .arg(a.lstrip)
                 .arg(a.rstrip)
                 .arg(a.normalized)
                 .arg(a.special)
                 .toUtf8();
    // The scores decide how a word is cut.
    for (int id = 0; id < m_model.size(); ++id)
        s += '\n' + m_model.pieceAt(id).toUtf8() + ' ' + QByteArray::number(m_model.scoreAt(id), 'g', 17);
    return s;
}

} // namespace hw
