#pragma once

#include "core/tokenize/bert_pre_tokenizer.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/thread_token_copies.h"
#include "core/tokenize/wordpiece_trie.h"
#include "core/tokenize/wordpiece_vocab.h"

#include <QStringList>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace hw {

namespace bert {
struct Word;
}

struct WordPieceOptions {
    BertNormalization normalization;
    SpecialTokens specials;
    QString continuingPrefix = QStringLiteral("##");
    int maxInputCharsPerWord = 100;
    int modelMaxLength = 512;
};

// BERT's tokenizer exactly as Hugging Face implements it: special tokens matched whole in the raw text,
// Bert normalisation and pre-tokenisation, greedy longest-match WordPiece, [CLS] A [SEP] (B [SEP]).
class WordPieceTokenizer : public TextTokenizer {
public:
    static Expected<WordPieceTokenizer> create(WordPieceVocab vocab, WordPieceOptions options,
                                               const QString& where);
    // A model or tokenizer directory: vocab.txt with tokenizer_config.json / special_tokens_map.json.
    static Expected<WordPieceTokenizer> fromDirectory(const QString& directory);

    // maxLength > 0 truncates (longest_first for pairs) so the result, specials included, fits.
    Encoding segment(const QString& text, int typeId) const override;
    int vocabSize() const override { return m_vocab.size(); }
    QString tokenAt(int id) const override { return m_vocab.tokenAt(id); }
    QString kind() const override { return QStringLiteral("wordpiece"); }
    QByteArray segmentationSettings() const override;
    const SpecialTokens& specials() const override { return m_options.specials; }
    Expected<bool> save(const QString& directory) const override;
    // Pieces of one word as WordPiece splits it (no specials), e.g. for fragmentation statistics.
    QStringList wordPieces(const QString& word) const;

    const WordPieceVocab& vocab() const { return m_vocab; }
    const WordPieceOptions& options() const { return m_options; }
    int unkId() const override { return m_unkId; }
    int clsId() const override { return m_clsId; }
    int sepId() const override { return m_sepId; }
    int padId() const override { return m_padId; }
    int maskId() const override { return m_maskId; }

protected:
    const SequenceTemplate& sequenceTemplate() const override { return m_layout; }
    void segmentInto(Encoding& out, const QString& text, int typeId) const override {
        encodeInto(out, text, typeId);
    }

private:
    // A special token the vocabulary holds, matched whole in the raw text.
    struct SpecialInText {
        QString text;
        int id = -1;
        int codePoints = 0;
    };

    void encodeInto(Encoding& out, const QString& text, int typeId) const;
    // The first special token at or after `from` (the longest where several start there); text.size() and
    // nullptr when there is none.
    std::pair<int, const SpecialInText*> nextSpecial(const QString& text, int from) const;
    void appendWord(Encoding& out, const bert::Word& word, std::vector<WordPieceTrie::Piece>& pieces,
                    int wordIndex, int typeId) const;
    // The text of token `id` as this thread hands it out (see ThreadTokenCopies).
    const QString& threadTokenAt(int id) const {
        return m_tokenCopies.at(id, m_vocab.size(), [this](int i) { return m_vocab.tokenAt(i); });
    }

    WordPieceVocab m_vocab;
    WordPieceOptions m_options;
    int m_unkId = -1, m_clsId = -1, m_sepId = -1, m_padId = -1, m_maskId = -1;
    SequenceTemplate m_layout = SequenceTemplate::textsOnly(); // BERT's once created, for its special tokens
    // Shared: copies of a tokenizer need not copy it.
    std::shared_ptr<const WordPieceTrie> m_trie = std::make_shared<const WordPieceTrie>();
    std::vector<SpecialInText> m_specialsInText; // longest first
    QString m_specialStarts;                     // the first character of each
    ThreadTokenCopies m_tokenCopies;
};

} // namespace hw
