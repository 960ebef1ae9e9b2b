#pragma once

#include "core/util/expected.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace hw {

// The result of encoding, field for field what transformers' BatchEncoding holds for one text. Offsets count
// code points, as Hugging Face's do, not QString's UTF-16 units: the two part after an emoji or other
// character outside the Basic Multilingual Plane (CodePointOffsets converts).
struct Encoding {
    std::vector<int32_t> ids;
    QStringList tokens;
    std::vector<int32_t> typeIds;
    std::vector<int32_t> wordIds;             // pre-token index per token, -1 for special tokens
    std::vector<std::pair<int, int>> offsets; // [begin, end) in the text, (0, 0) for special tokens
    std::vector<uint8_t> specialTokensMask;   // 1 for [CLS]/[SEP]/... added or found in the text
    std::vector<uint8_t> attentionMask;       // 0 on padding

    void reserve(size_t tokens); // room in every field
    void append(const Encoding& other);
    void truncate(int length);
    void pad(int length, int padId); // right padding up to `length`

    int size() const { return int(ids.size()); }
};

// Room for a text's tokens that is seldom short: about a token per three UTF-16 units.
inline size_t expectedTokens(const QString& text) {
    return size_t(text.size()) / 3 + 4;
}

struct SpecialTokens {
    QString unk = QStringLiteral("[UNK]");
    QString cls = QStringLiteral("[CLS]");
    QString sep = QStringLiteral("[SEP]");
    QString pad = QStringLiteral("[PAD]");
    QString mask = QStringLiteral("[MASK]");

    QStringList all() const { return {unk, cls, sep, pad, mask}; }
};

// Where the special tokens go around one text or a pair, and the token type of each part: tokenizers'
// post-processor templates, e.g. BERT's [CLS] A [SEP] B:1 [SEP]:1 and RoBERTa's <s> A </s></s> B </s>.
struct SequenceTemplate {
    struct Piece {
        int sequence = -1; // 0: the first text, 1: the second, -1: the special token `id`
        int id = -1;
        QString token;
        int typeId = 0;
    };
    std::vector<Piece> single, pair;

    static int specialCount(const std::vector<Piece>& pieces);
    static int typeIdOf(const std::vector<Piece>& pieces, int sequence); // 0 where the text is absent
    // The texts alone, the second of a pair with token type 1: the layout of a vocabulary without the tokens
    // that would frame them.
    static SequenceTemplate textsOnly();
};

// What pretraining, fine-tuning and mask-fill need of a tokenizer, whether WordPiece, SentencePiece or
// byte-level BPE.
class TextTokenizer {
public:
    virtual ~TextTokenizer() = default;

    // [CLS] text [SEP] / [CLS] first [SEP] second [SEP], or the tokenizer's own template. maxLength > 0
    // truncates (longest_first for pairs) so the result, specials included, fits.
    Encoding encode(const QString& text, bool addSpecialTokens = true, int maxLength = 0) const;
    Encoding encodePair(const QString& first, const QString& second, int maxLength = 0) const;
    // The pieces of one text without special tokens; token type `typeId` on each.
    virtual Encoding segment(const QString& text, int typeId) const = 0;
    virtual int vocabSize() const = 0;
    virtual QString tokenAt(int id) const = 0;
    virtual QString kind() const = 0; // "wordpiece" | "sentencepiece" | "bytebpe"
    // Everything besides the vocabulary that decides how a text is cut (normalisation such as lower-casing,
    // pre-tokenisation, piece scores): two tokenizers with one vocabulary and equal settings cut every text
    // alike.
    virtual QByteArray segmentationSettings() const = 0;
    virtual const SpecialTokens& specials() const = 0;
    virtual int unkId() const = 0;
    virtual int clsId() const = 0;
    virtual int sepId() const = 0;
    virtual int padId() const = 0;
    virtual int maskId() const = 0;
    // Writes the tokenizer's files into a model or tokenizer directory.
    virtual Expected<bool> save(const QString& directory) const = 0;

protected:
    // The layout encode() and encodePair() build, kept by the tokenizer: encode() reads it for every text.
    virtual const SequenceTemplate& sequenceTemplate() const = 0;
    // BERT's layout for this tokenizer's [CLS] and [SEP] ([CLS] A [SEP] B:1 [SEP]:1); a vocabulary without
    // them frames nothing.
    static SequenceTemplate bertSequenceTemplate(const TextTokenizer& tokenizer);
    // segment(text, typeId) appended to `out`, which holds special tokens only: a tokenizer that segments in
    // place spares encode() a copy of every token.
    virtual void segmentInto(Encoding& out, const QString& text, int typeId) const {
        out.append(segment(text, typeId));
    }

private:
    Encoding assemble(const std::vector<SequenceTemplate::Piece>& pieces, const Encoding& first,
                      const Encoding* second) const;
    static void appendSpecial(Encoding& out, const SequenceTemplate::Piece& piece);
};

// longest_first truncation of a pair to `budget` tokens (specials excluded): the lengths each text keeps.
std::pair<int, int> longestFirstLengths(int first, int second, int budget);

// The text a vocabulary token stands for, its word markers read: "##ing" continues a WordPiece word, "▁the"
// begins a SentencePiece one (the space dropped), and a byte-level "Ġthe" is the bytes of " the" (the space
// kept: a byte-level model tells a word's start by it).
QString tokenSurface(const TextTokenizer& tokenizer, const QString& token);
// The characters of text a token writes, spaces aside. A byte-level piece counts the characters whose first
// byte it holds, so the pieces of one Hangul syllable add up to one; -1 for a byte-level token outside the
// byte alphabet (an added token).
int tokenSurfaceCharacters(const TextTokenizer& tokenizer, const QString& token);

// The tokenizer a model or tokenizer directory holds: vocab.txt / tokenizer.json (WordPiece), spm.model
// (SentencePiece), vocab.json + merges.txt / tokenizer.json (byte-level BPE), or sentencepiece.bpe.model /
// tokenizer.json where the folder names XLM-RoBERTa's tokenizer.
Expected<std::shared_ptr<const TextTokenizer>> loadTokenizer(const QString& directory);

} // namespace hw
