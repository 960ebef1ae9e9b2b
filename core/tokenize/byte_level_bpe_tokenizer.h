#pragma once

#include "core/tokenize/added_tokens.h"
#include "core/tokenize/bpe_model.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/thread_token_copies.h"

#include <memory>

namespace hw {

struct ByteLevelBpeOptions {
    // How special tokens frame a text, as tokenizer.json's post-processor says.
    enum class Framing { Roberta, Template, None };

    SpecialTokens specials{QStringLiteral("<unk>"), QStringLiteral("<s>"), QStringLiteral("</s>"),
                           QStringLiteral("<pad>"), QStringLiteral("<mask>")};
    bool nfc = false;       // tokenizer.json's normalizer is NFC (GPT-NeoX and the tokenizers after it)
    bool lowercase = false; // ...or lowercases, after NFC where both (ByteLevelBPETokenizer(lowercase=True))
    bool addPrefixSpace = false; // a space before each text that does not begin with one
    bool useRegex = true;        // GPT-2's pre-tokenizer regex cuts the text into words
    // The post-processor moves offsets off the spaces a token begins or ends with (tokenizers' trim_offsets),
    // keeping the space add_prefix_space put before the first token (its own add_prefix_space setting).
    bool trimOffsets = true;
    bool trimAddPrefixSpace = false;
    Framing framing = Framing::Roberta;
    SequenceTemplate layout; // the special tokens' ids filled in
    std::vector<AddedToken> addedTokens;
    int modelMaxLength = 512;
};

// The byte-level BPE tokenizer of RoBERTa, GPT-2 and ModernBERT exactly as Hugging Face tokenizers encodes:
// added tokens matched in the raw text (and, after NFC where the tokenizer has it, in the normalised text),
// GPT-2's pre-tokenizer over the bytes of each word, BPE merges by rank, offsets in code points of the text,
// trimmed off spaces where the post-processor says so.
class ByteLevelBpeTokenizer : public TextTokenizer {
public:
    static Expected<ByteLevelBpeTokenizer> create(BpeModel model, ByteLevelBpeOptions options,
                                                  const QString& where);
    // A model or tokenizer directory: tokenizer.json, or vocab.json + merges.txt, with tokenizer_config.json
    // and special_tokens_map.json.
    static Expected<ByteLevelBpeTokenizer> fromDirectory(const QString& directory);

    Encoding segment(const QString& text, int typeId) const override;
    int vocabSize() const override { return m_vocabSize; }
    QString tokenAt(int id) const override;
    QString kind() const override { return QStringLiteral("bytebpe"); }
    QByteArray segmentationSettings() const override;
    const SpecialTokens& specials() const override { return m_options.specials; }
    int unkId() const override { return m_unkId; }
    int clsId() const override { return m_clsId; }
    int sepId() const override { return m_sepId; }
    int padId() const override { return m_padId; }
    int maskId() const override { return m_maskId; }
    // tokenizer.json, tokenizer_config.json and special_tokens_map.json (and vocab.json + merges.txt for a
    // RoBERTa-style tokenizer), each written atomically.
    Expected<bool> save(const QString& directory) const override;

    const BpeModel& model() const { return m_model; }
    const ByteLevelBpeOptions& options() const { return m_options; }
    // The id of a token, added tokens first as tokenizers looks them up; -1 if none.
    int idOf(const QString& token) const;

protected:
    const SequenceTemplate& sequenceTemplate() const override { return m_options.layout; }

private:
    // The text of token `id` as this thread hands it out (see ThreadTokenCopies).
    const QString& threadTokenAt(int id) const {
        return m_tokenCopies.at(id, m_vocabSize, [this](int i) { return tokenAt(i); });
    }
    struct Work;
    void encodeRawStretch(Encoding& out, Work& w, int begin, int end, int& word, int typeId) const;
    void appendAdded(Encoding& out, Work& w, const AddedTokenMatch& m, const char32_t* matched,
                     std::pair<int, int> span, int word, int typeId) const;
    void encodeStretch(Encoding& out, Work& w, int begin, int end, int& word, int typeId) const;
    void encodeWord(Encoding& out, Work& w, int begin, int end, int word, int typeId) const;
    void trimOffsets(Encoding& out, const Work& w) const;

    BpeModel m_model;
    ByteLevelBpeOptions m_options;
    AddedTokenMatcher m_added;
    QHash<int, QString> m_addedContent;
    std::vector<uint8_t> m_spacesBefore, m_spacesAfter; // spaces each model token begins and ends with
    int m_vocabSize = 0;
    ThreadTokenCopies m_tokenCopies;
    int m_unkId = -1, m_clsId = -1, m_sepId = -1, m_padId = -1, m_maskId = -1;
};

} // namespace hw
