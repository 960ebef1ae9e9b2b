#pragma once

#include "core/tokenize/added_tokens.h"
#include "core/tokenize/precompiled_normalizer.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/thread_token_copies.h"
#include "core/tokenize/unigram_model.h"

#include <QHash>

namespace hw {

struct XlmRobertaOptions {
    SpecialTokens specials{QStringLiteral("<unk>"), QStringLiteral("<s>"), QStringLiteral("</s>"),
                           QStringLiteral("<pad>"), QStringLiteral("<mask>")};
    // The tokens the template puts around a text: <s> A </s> and <s> A </s></s> B </s>.
    QString bos = QStringLiteral("<s>"), eos = QStringLiteral("</s>");
    bool addPrefixSpace = true;          // "▁" before each word (Metaspace's prepend_scheme "always")
    std::vector<AddedToken> addedTokens; // the special tokens among them, with the flags the configs give
    int modelMaxLength = 512;
    // The sentencepiece.bpe.model read, written back as it was; empty when the tokenizer came from
    // tokenizer.json.
    QByteArray sentencePieceModel;
};

// XLM-RoBERTa's tokenizer exactly as transformers' XLMRobertaTokenizer encodes: special and added tokens
// matched in the raw text, SentencePiece's precompiled normaliser, the text cut at white space, "▁" before
// each word, pieces by the unigram model over fairseq's ids (<s> <pad> </s> <unk>, then SentencePiece's
// pieces from its id 3 on, each one id higher, and <mask> last), offsets in code points of the text.
class XlmRobertaTokenizer : public TextTokenizer {
public:
    static Expected<XlmRobertaTokenizer> create(UnigramModel model, PrecompiledNormalizer normalizer,
                                                XlmRobertaOptions options, const QString& where);

    Encoding segment(const QString& text, int typeId) const override;
    int vocabSize() const override { return m_vocabSize; }
    QString tokenAt(int id) const override;
    QString kind() const override { return QStringLiteral("sentencepiece"); } // words begin with "▁"
    QByteArray segmentationSettings() const override;
    const SpecialTokens& specials() const override { return m_options.specials; }
    int unkId() const override { return m_unkId; }
    int clsId() const override { return m_clsId; }
    int sepId() const override { return m_sepId; }
    int padId() const override { return m_padId; }
    int maskId() const override { return m_maskId; }
    // sentencepiece.bpe.model, tokenizer.json, tokenizer_config.json and special_tokens_map.json.
    Expected<bool> save(const QString& directory) const override;

    const UnigramModel& model() const { return m_model; }
    const PrecompiledNormalizer& normalizer() const { return m_normalizer; }
    const XlmRobertaOptions& options() const { return m_options; }
    // The id of a token, added tokens first as tokenizers looks them up; -1 if none.
    int idOf(const QString& token) const;

protected:
    const SequenceTemplate& sequenceTemplate() const override { return m_layout; }

private:
    // The text of token `id` as this thread hands it out (see ThreadTokenCopies).
    const QString& threadTokenAt(int id) const {
        return m_tokenCopies.at(id, m_vocabSize, [this](int i) { return tokenAt(i); });
    }
    struct Work;
    void encodeRawStretch(Encoding& out, Work& w, int begin, int end, int& word, int typeId) const;
    void encodeNormalized(Encoding& out, Work& w, int begin, int end, int& word, int typeId) const;
    void encodeWord(Encoding& out, Work& w, int begin, int end, int& word, int typeId) const;
    void encodePiece(Encoding& out, Work& w, int begin, int end, int word, int typeId) const;
    void appendAdded(Encoding& out, const AddedTokenMatch& m, std::pair<int, int> span, int word,
                     int typeId) const;

    UnigramModel m_model;
    PrecompiledNormalizer m_normalizer;
    XlmRobertaOptions m_options;
    AddedTokenMatcher m_added;
    QHash<int, QString> m_addedContent;
    SequenceTemplate m_layout;
    int m_vocabSize = 0;
    ThreadTokenCopies m_tokenCopies;
    int m_unkId = -1, m_clsId = -1, m_sepId = -1, m_padId = -1, m_maskId = -1;
};

} // namespace hw
