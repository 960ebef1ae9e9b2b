#include "core/tokenize/wordpiece_tokenizer.h"

#include "core/tokenize/bert_word_scanner.h"
#include "core/tokenize/tokenizer_config.h"
#include "core/tokenize/tokenizer_files.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace hw {

Expected<WordPieceTokenizer> WordPieceTokenizer::create(WordPieceVocab vocab, WordPieceOptions options,
                                                        const QString& where) {
    WordPieceTokenizer t;
    t.m_vocab = std::move(vocab);
    t.m_options = std::move(options);
    t.m_unkId = t.m_vocab.idOf(t.m_options.specials.unk);
    if (t.m_unkId < 0)
        return UserError{Text::tr("the vocabulary has no unknown token '%1'").arg(t.m_options.specials.unk),
                         where,
                         Text::tr("add %1 to vocab.txt (BERT vocabularies keep it at id 100)")
                             .arg(t.m_options.specials.unk)};
    t.m_clsId = t.m_vocab.idOf(t.m_options.specials.cls);
    t.m_sepId = t.m_vocab.idOf(t.m_options.specials.sep);
    t.m_padId = t.m_vocab.idOf(t.m_options.specials.pad);
    t.m_maskId = t.m_vocab.idOf(t.m_options.specials.mask);
    t.m_trie = std::make_shared<const WordPieceTrie>(t.m_vocab.tokens(), t.m_options.continuingPrefix);
    for (const QString& s : t.m_options.specials.all()) {
        const bool seen = std::any_of(t.m_specialsInText.begin(), t.m_specialsInText.end(),
                                      [&](const SpecialInText& known) { return known.text == s; });
        if (!s.isEmpty() && t.m_vocab.contains(s) && !seen)
            t.m_specialsInText.push_back({s, t.m_vocab.idOf(s), int(s.toUcs4().size())});
        if (!s.isEmpty() && t.m_vocab.contains(s) && !t.m_specialStarts.contains(s[0]))
            t.m_specialStarts += s[0];
    }
    std::stable_sort(
        t.m_specialsInText.begin(), t.m_specialsInText.end(),
        [](const SpecialInText& a, const SpecialInText& b) { return a.text.size() > b.text.size(); });
    t.m_layout = bertSequenceTemplate(t);
    return t;
}

Expected<WordPieceTokenizer> WordPieceTokenizer::fromDirectory(const QString& directory) {
    const QString vocabPath = QDir(directory).filePath(QStringLiteral("vocab.txt"));
    const QString jsonPath = QDir(directory).filePath(QStringLiteral("tokenizer.json"));
    if (!QFileInfo::exists(vocabPath) && QFileInfo::exists(jsonPath)) {
        Expected<TokenizerJson> json = readTokenizerJson(jsonPath);
        if (!json)
            return json.error();
        return readWordPieceTokenizerJson(json.value(), jsonPath);
    }
    if (!QFileInfo::exists(vocabPath))
        return UserError{Text::tr("no vocab.txt or tokenizer.json found"), directory,
                         Text::tr("a WordPiece tokenizer directory holds vocab.txt (and "
                                  "tokenizer_config.json) or tokenizer.json")};
    Expected<WordPieceOptions> options = readTokenizerOptions(directory);
    if (!options)
        return options.error();
    Expected<WordPieceVocab> vocab = WordPieceVocab::readFile(vocabPath);
    if (!vocab)
        return vocab.error();
    return create(std::move(vocab.value()), std::move(options.value()), vocabPath);
}

QStringList WordPieceTokenizer::wordPieces(const QString& word) const {
    if (word.toUcs4().size() > qsizetype(m_options.maxInputCharsPerWord))
        return {m_options.specials.unk};
    const std::string bytes = bert::toUtf8(word);
    std::vector<WordPieceTrie::Piece> pieces;
    if (!m_trie->split(bytes.data(), int(bytes.size()), pieces))
        return {m_options.specials.unk}; // one unmatched piece makes the whole word unknown
    QStringList found;
    found.reserve(qsizetype(pieces.size()));
    for (const WordPieceTrie::Piece& p : pieces)
        found << m_vocab.tokenAt(p.id);
    return found;
}

void WordPieceTokenizer::appendWord(Encoding& out, const bert::Word& word,
                                    std::vector<WordPieceTrie::Piece>& pieces, int wordIndex,
                                    int typeId) const {
    const auto push = [&](int id, const QString& token, int begin, int end) {
        out.ids.push_back(id);
        out.tokens.append(token);
        out.typeIds.push_back(typeId);
        out.wordIds.push_back(wordIndex);
        out.offsets.emplace_back(begin, end);
        out.specialTokensMask.push_back(0);
    };
    if (word.chars > m_options.maxInputCharsPerWord ||
        !m_trie->split(word.bytes.data(), int(word.bytes.size()), pieces)) {
        push(m_unkId, threadTokenAt(m_unkId), word.source.front().first, word.source.back().second);
        return;
    }
    for (const WordPieceTrie::Piece& p : pieces)
        push(p.id, threadTokenAt(p.id), word.source[size_t(p.begin)].first,
             word.source[size_t(p.end) - 1].second);
}

std::pair<int, const WordPieceTokenizer::SpecialInText*> WordPieceTokenizer::nextSpecial(const QString& text,
                                                                                         int from) const {
    const QStringView rest(text);
    for (qsizetype at = from; at < text.size(); ++at) {
        // Most text holds no special token: skip to the next character one can start with.
        if (m_specialStarts.size() == 1) {
            at = rest.indexOf(m_specialStarts[0], at);
            if (at < 0)
                break;
        } else if (!m_specialStarts.contains(text[at])) {
            continue;
        }
        for (const SpecialInText& s : m_specialsInText)
            if (rest.mid(at).startsWith(s.text))
                return {int(at), &s};
    }
    return {int(text.size()), nullptr};
}

void WordPieceTokenizer::encodeInto(Encoding& out, const QString& text, int typeId) const {
    // Special tokens present in the vocabulary are matched in the raw text, before normalisation, as
    // Hugging Face's added-token matching does; the rest is normalised and split. Offsets count code points.
    thread_local bert::Word word; // reused buffers: no allocation per word or piece
    thread_local std::vector<WordPieceTrie::Piece> pieces;
    out.reserve(out.ids.size() + expectedTokens(text));

    int wordIndex = out.wordIds.empty() ? 0 : *std::max_element(out.wordIds.begin(), out.wordIds.end()) + 1;
    int position = 0;  // UTF-16 units
    int codePoint = 0; // the same place in code points
    for (;;) {
        const auto [nextAt, special] = nextSpecial(text, position);
        codePoint = bert::scanWords<true>(
            QStringView(text).mid(position, nextAt - position), m_options.normalization, codePoint, word,
            [&](const bert::Word& w) { appendWord(out, w, pieces, wordIndex++, typeId); });
        if (!special)
            break;
        out.ids.push_back(special->id);
        out.tokens.append(special->text);
        out.typeIds.push_back(typeId);
        out.wordIds.push_back(wordIndex++);
        out.offsets.emplace_back(codePoint, codePoint + special->codePoints);
        out.specialTokensMask.push_back(1);
        position = nextAt + int(special->text.size());
        codePoint += special->codePoints;
    }
}

void Encoding::reserve(size_t tokens) {
    ids.reserve(tokens);
    this->tokens.reserve(qsizetype(tokens));
    typeIds.reserve(tokens);
    wordIds.reserve(tokens);
    offsets.reserve(tokens);
    specialTokensMask.reserve(tokens);
    attentionMask.reserve(tokens);
}

void Encoding::append(const Encoding& other) {
    ids.insert(ids.end(), other.ids.begin(), other.ids.end());
    tokens += other.tokens;
    typeIds.insert(typeIds.end(), other.typeIds.begin(), other.typeIds.end());
    wordIds.insert(wordIds.end(), other.wordIds.begin(), other.wordIds.end());
    offsets.insert(offsets.end(), other.offsets.begin(), other.offsets.end());
    specialTokensMask.insert(specialTokensMask.end(), other.specialTokensMask.begin(),
                             other.specialTokensMask.end());
    attentionMask.insert(attentionMask.end(), other.attentionMask.begin(), other.attentionMask.end());
}

void Encoding::truncate(int length) {
    if (length >= size())
        return;
    ids.resize(length);
    tokens.resize(length);
    typeIds.resize(length);
    wordIds.resize(length);
    offsets.resize(length);
    specialTokensMask.resize(length);
    attentionMask.resize(length);
}

void Encoding::pad(int length, int padId) {
    while (size() < length) {
        ids.push_back(padId);
        tokens << QString();
        typeIds.push_back(0);
        wordIds.push_back(-1);
        offsets.emplace_back(0, 0);
        specialTokensMask.push_back(1);
        attentionMask.push_back(0);
    }
}

Encoding WordPieceTokenizer::segment(const QString& text, int typeId) const {
    Encoding out;
    encodeInto(out, text, typeId);
    out.attentionMask.assign(out.ids.size(), 1);
    return out;
}

} // namespace hw

namespace hw {

Expected<bool> WordPieceTokenizer::save(const QString& directory) const {
    return saveWordPieceTokenizer(*this, directory);
}

QByteArray WordPieceTokenizer::segmentationSettings() const {
    const BertNormalization& n = m_options.normalization;
    return QStringLiteral(
               "clean_text=%1;chinese_chars=%2;strip_accents=%3;lowercase=%4;prefix=%5;max_chars=%6")
        .arg(n.cleanText)
        .arg(n.handleChineseChars)
        .arg(n.stripAccents)
        .arg(n.lowercase)
        .arg(m_options.continuingPrefix)
        .arg(m_options.maxInputCharsPerWord)
        .toUtf8();
}

} // namespace hw
