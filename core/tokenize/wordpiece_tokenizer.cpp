#include "core/tokenize/wordpiece_tokenizer.h"

#include "core/tokenize/tokenizer_config.h"
#include "core/tokenize/tokenizer_files.h"
#include "core/util/code_point_offsets.h"

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
    return t;
}

Expected<WordPieceTokenizer> WordPieceTokenizer::fromDirectory(const QString& directory) {
    const QString vocabPath = QDir(directory).filePath(QStringLiteral("vocab.txt"));
    const QString jsonPath = QDir(directory).filePath(QStringLiteral("tokenizer.json"));
    if (!QFileInfo::exists(vocabPath) && QFileInfo::exists(jsonPath))
        return readWordPieceTokenizerJson(jsonPath);
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
    // Code point boundaries, so a piece never splits a surrogate pair.
    std::vector<int> bounds;
    for (int i = 0; i < word.size(); ++i)
        if (!word[i].isLowSurrogate())
            bounds.push_back(i);
    bounds.push_back(int(word.size()));
    const int chars = int(bounds.size()) - 1;
    if (chars > m_options.maxInputCharsPerWord)
        return {m_options.specials.unk};

    QStringList pieces;
    QString candidate; // one buffer for every candidate, so the search does not allocate
    candidate.reserve(word.size() + m_options.continuingPrefix.size());
    int start = 0;
    while (start < chars) {
        // No vocabulary entry is longer than the longest one, so longer candidates need no lookup.
        int end = std::min(chars, start + m_vocab.longestTokenChars());
        QString found;
        while (start < end) {
            candidate.resize(0);
            if (start > 0)
                candidate.append(m_options.continuingPrefix);
            candidate.append(QStringView(word).mid(bounds[start], bounds[end] - bounds[start]));
            if (m_vocab.contains(candidate)) {
                found = candidate;
                break;
            }
            --end;
        }
        if (found.isEmpty())
            return {m_options.specials.unk}; // one unmatched piece makes the whole word unknown
        pieces << found;
        start = end;
    }
    return pieces;
}

void WordPieceTokenizer::appendWord(Encoding& out, const PreToken& word, int wordIndex, int typeId) const {
    const QStringList pieces = wordPieces(word.text);
    if (pieces.size() == 1 && pieces.first() == m_options.specials.unk) {
        out.ids.push_back(m_unkId);
        out.tokens << pieces.first();
        out.typeIds.push_back(typeId);
        out.wordIds.push_back(wordIndex);
        out.offsets.emplace_back(word.begin, word.end);
        out.specialTokensMask.push_back(0);
        return;
    }
    int unit = 0;
    for (int p = 0; p < pieces.size(); ++p) {
        const QString& piece = pieces[p];
        const int length = int(piece.size()) - (p > 0 ? int(m_options.continuingPrefix.size()) : 0);
        const int first = unit;
        const int last = std::min(unit + length, int(word.unitSource.size())) - 1;
        out.ids.push_back(m_vocab.idOf(piece));
        out.tokens << piece;
        out.typeIds.push_back(typeId);
        out.wordIds.push_back(wordIndex);
        out.offsets.emplace_back(word.unitSource[first].first, word.unitSource[last].second);
        out.specialTokensMask.push_back(0);
        unit += length;
    }
}

void WordPieceTokenizer::encodeInto(Encoding& out, const QString& text, int typeId) const {
    // Special tokens present in the vocabulary are matched in the raw text, before normalisation, as
    // Hugging Face's added-token matching does; the rest is normalised and split.
    QStringList specials;
    for (const QString& s : m_options.specials.all())
        if (m_vocab.contains(s) && !specials.contains(s))
            specials << s;
    std::sort(specials.begin(), specials.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });

    int wordIndex = out.wordIds.empty() ? 0 : *std::max_element(out.wordIds.begin(), out.wordIds.end()) + 1;
    int position = 0;
    while (position <= text.size()) {
        int nextAt = int(text.size());
        QString nextSpecial;
        for (const QString& s : specials) {
            const int at = int(text.indexOf(s, position));
            if (at >= 0 && at < nextAt) {
                nextAt = at;
                nextSpecial = s;
            }
        }
        const QString segment = text.mid(position, nextAt - position);
        for (const PreToken& word : bertPreTokenize(segment, m_options.normalization, position))
            appendWord(out, word, wordIndex++, typeId);
        if (nextSpecial.isEmpty())
            break;
        out.ids.push_back(m_vocab.idOf(nextSpecial));
        out.tokens << nextSpecial;
        out.typeIds.push_back(typeId);
        out.wordIds.push_back(wordIndex++);
        out.offsets.emplace_back(nextAt, nextAt + int(nextSpecial.size()));
        out.specialTokensMask.push_back(1);
        position = nextAt + int(nextSpecial.size());
    }
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
    tokens = tokens.mid(0, length);
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
    // Matching and splitting work on the QString, in UTF-16 units; the offsets leave in code points.
    const CodePointOffsets positions(text);
    for (auto& span : out.offsets)
        span = positions.fromUtf16(span);
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
