#pragma once

#include "core/tokenize/text_tokenizer.h"

#include <memory>

namespace hw {

struct SentencePieceModelHandle;

// A SentencePiece (unigram or BPE) model used as a BERT-style tokenizer: [CLS] A [SEP] around the pieces,
// the special tokens being pieces of the model (user-defined symbols, so [MASK] in text stays whole).
class SentencePieceTokenizer : public TextTokenizer {
public:
    static Expected<std::shared_ptr<SentencePieceTokenizer>> load(const QString& modelPath,
                                                                  SpecialTokens specials = {});

    Encoding segment(const QString& text, int typeId) const override;
    QString decode(const std::vector<int32_t>& ids) const;
    int vocabSize() const override;
    QString tokenAt(int id) const override;
    int idOf(const QString& piece) const;
    QString kind() const override { return QStringLiteral("sentencepiece"); }
    QByteArray segmentationSettings() const override; // the model file: pieces, scores and normaliser
    const SpecialTokens& specials() const override { return m_specials; }
    int unkId() const override { return m_unkId; }
    int clsId() const override { return m_clsId; }
    int sepId() const override { return m_sepId; }
    int padId() const override { return m_padId; }
    int maskId() const override { return m_maskId; }
    Expected<bool> save(const QString& directory) const override; // spm.model + tokenizer_config.json

protected:
    const SequenceTemplate& sequenceTemplate() const override { return m_layout; }

private:
    std::shared_ptr<SentencePieceModelHandle> m_model;
    QString m_modelPath;
    SpecialTokens m_specials;
    QStringList m_pieces;
    int m_unkId = -1, m_clsId = -1, m_sepId = -1, m_padId = -1, m_maskId = -1;
    SequenceTemplate m_layout = SequenceTemplate::textsOnly(); // BERT's once loaded, for its special tokens
};

// The version string of the loaded SentencePiece module, or why it could not be loaded.
Expected<bool> sentencePieceAvailable();

} // namespace hw
