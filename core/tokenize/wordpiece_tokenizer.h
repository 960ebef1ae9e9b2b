#pragma once

#include "tokenize/bert_pre_tokenizer.h"
#include "tokenize/wordpiece_vocab.h"

#include <QStringList>

#include <cstdint>
#include <utility>
#include <vector>

namespace hw {

// The result of encoding, field for field what transformers' BatchEncoding holds for one text.
struct Encoding {
    std::vector<int32_t> ids;
    QStringList tokens;
    std::vector<int32_t> typeIds;
    std::vector<int32_t> wordIds;                 // pre-token index per token, -1 for special tokens
    std::vector<std::pair<int, int>> offsets;     // [begin, end) in the text, (0, 0) for special tokens
    std::vector<uint8_t> specialTokensMask;       // 1 for [CLS]/[SEP]/... added or found in the text

    int size() const { return int(ids.size()); }
};

struct SpecialTokens {
    QString unk = QStringLiteral("[UNK]");
    QString cls = QStringLiteral("[CLS]");
    QString sep = QStringLiteral("[SEP]");
    QString pad = QStringLiteral("[PAD]");
    QString mask = QStringLiteral("[MASK]");

    QStringList all() const { return {unk, cls, sep, pad, mask}; }
};

struct WordPieceOptions {
    BertNormalization normalization;
    SpecialTokens specials;
    QString continuingPrefix = QStringLiteral("##");
    int maxInputCharsPerWord = 100;
    int modelMaxLength = 512;
};

// BERT's tokenizer exactly as Hugging Face implements it: special tokens matched whole in the raw text,
// Bert normalisation and pre-tokenisation, greedy longest-match WordPiece, [CLS] A [SEP] (B [SEP]).
class WordPieceTokenizer {
public:
    static Expected<WordPieceTokenizer> create(WordPieceVocab vocab, WordPieceOptions options, const QString& where);
    // A model or tokenizer directory: vocab.txt with tokenizer_config.json / special_tokens_map.json.
    static Expected<WordPieceTokenizer> fromDirectory(const QString& directory);

    Encoding encode(const QString& text, bool addSpecialTokens = true) const;
    Encoding encodePair(const QString& first, const QString& second) const;
    // Pieces of one word as WordPiece splits it (no specials), e.g. for fragmentation statistics.
    QStringList wordPieces(const QString& word) const;

    const WordPieceVocab& vocab() const { return m_vocab; }
    const WordPieceOptions& options() const { return m_options; }
    int unkId() const { return m_unkId; }
    int clsId() const { return m_clsId; }
    int sepId() const { return m_sepId; }
    int padId() const { return m_padId; }
    int maskId() const { return m_maskId; }

private:
    void encodeInto(Encoding& out, const QString& text, int typeId) const;
    void appendSpecial(Encoding& out, int id, int typeId) const;
    void appendWord(Encoding& out, const PreToken& word, int wordIndex, int typeId) const;

    WordPieceVocab m_vocab;
    WordPieceOptions m_options;
    int m_unkId = -1, m_clsId = -1, m_sepId = -1, m_padId = -1, m_maskId = -1;
};

} // namespace hw
