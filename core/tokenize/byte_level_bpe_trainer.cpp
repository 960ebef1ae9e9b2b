#include "core/tokenize/byte_level_bpe_trainer.h"

#include "core/corpus/corpus_reader.h"
#include "core/tokenize/bert_char_table.h"
#include "core/tokenize/bpe_merge_learner.h"
#include "core/tokenize/byte_level_pre_tokenizer.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <unordered_map>

namespace hw {

namespace {

using WordCounts = std::unordered_map<std::string, qint64>;

// The words of each line as tokenizers' ByteLevel pre-tokenizer cuts them (after the Lowercase normalizer
// where asked), counted by their UTF-8 bytes.
class WordCounter {
public:
    explicit WordCounter(bool lowercase)
        : m_lowercase(lowercase) {}

    void addLine(const QString& line) {
        m_text.clear();
        char32_t lower[2];
        for (const uint c : line.toUcs4()) {
            m_sawText = m_sawText || !isUnicodeWhiteSpace(c);
            const int n = m_lowercase ? lowercaseOf(c, lower) : 0;
            if (n == 0)
                m_text.push_back(c);
            m_text.insert(m_text.end(), lower, lower + n);
        }
        const int size = int(m_text.size());
        m_classes.resize(size_t(size));
        for (int i = 0; i < size; ++i)
            m_classes[size_t(i)] = classify(m_text[size_t(i)]);
        m_ends.clear();
        splitGpt2Pieces(m_text.data(), m_classes.data(), size, m_ends);
        int from = 0;
        for (const int to : m_ends) {
            m_word.clear();
            for (int i = from; i < to; ++i)
                bert::appendUtf8(m_word, m_text[size_t(i)]);
            ++m_counts[m_word];
            from = to;
        }
    }
    bool sawText() const { return m_sawText; }
    WordCounts& counts() { return m_counts; }

private:
    bool m_lowercase;
    bool m_sawText = false;
    WordCounts m_counts;
    std::vector<char32_t> m_text;
    std::vector<CharClass> m_classes;
    std::vector<int> m_ends;
    std::string m_word;
};

// Every line of the files with its line ending, as tokenizers reads a corpus to train on: blank lines and
// the spaces around the text are words too. Invalid UTF-8 is replaced, as the other trainers read it.
Expected<bool> forEachLineWithEnding(const QStringList& files, JobContext& context,
                                     const std::function<void(const QString&)>& visit) {
    qint64 totalBytes = 0, doneBytes = 0;
    for (const QString& path : files) {
        if (Expected<bool> ordinary = requireCorpusFile(path); !ordinary)
            return ordinary.error();
        totalBytes += QFileInfo(path).size();
    }
    for (const QString& path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return UserError{Text::tr("cannot read the corpus file (%1)").arg(file.errorString()), path,
                             Text::tr("check that it is readable")};
        // A byte order mark stays a character of the first line, as tokenizers reads it.
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
        for (qint64 lines = 1; !file.atEnd(); ++lines) {
            const QByteArray raw = file.readLine();
            doneBytes += raw.size();
            visit(decoder.decode(raw));
            if ((lines & 1023) == 0) {
                context.pausePoint();
                if (context.cancelled())
                    return false;
                context.progress(Text::tr("counting words"), double(doneBytes), double(totalBytes),
                                 ProgressUnit::Bytes);
            }
        }
    }
    context.progress(Text::tr("counting words"), double(totalBytes), double(totalBytes), ProgressUnit::Bytes);
    return true;
}

Expected<WordCounts> countWords(const TokenizerTrainingSpec& spec, JobContext& context) {
    WordCounter counter(spec.lowercase);
    Expected<bool> read = forEachLineWithEnding(spec.corpusFiles, context,
                                                [&counter](const QString& line) { counter.addLine(line); });
    if (!read)
        return read.error();
    if (!read.value())
        return UserError::cancellation();
    if (!counter.sawText())
        return UserError{Text::tr("the corpus holds no text"), spec.corpusFiles.join(QStringLiteral(", ")),
                         Text::tr("give UTF-8 text files with at least one non-empty line")};
    return std::move(counter.counts());
}

// The special tokens in RoBERTa's order, <s> <pad> </s> <unk> <mask>, each once.
QStringList specialsInOrder(const SpecialTokens& s) {
    QStringList tokens{s.cls, s.pad, s.sep, s.unk, s.mask};
    tokens.removeAll(QString());
    tokens.removeDuplicates();
    return tokens;
}

// The special tokens, then the 256 byte characters in code point order, as tokenizers' compute_alphabet
// sorts the initial alphabet.
std::vector<QString> initialVocabulary(const SpecialTokens& specials) {
    std::vector<QString> tokens;
    for (const QString& s : specialsInOrder(specials))
        tokens.push_back(s);
    std::array<char16_t, 256> alphabet{};
    for (int b = 0; b < 256; ++b)
        alphabet[size_t(b)] = byteLevelChar(uint8_t(b));
    std::sort(alphabet.begin(), alphabet.end());
    for (const char16_t c : alphabet)
        if (std::find(tokens.begin(), tokens.end(), QString(QChar(c))) == tokens.end())
            tokens.push_back(QString(QChar(c)));
    return tokens;
}

// Each distinct word as the ids of its bytes' characters, in byte order of the words (tokenizers takes them
// in hash order, which changes nothing learned).
BpeMergeLearner learnerFor(std::vector<QString> vocabulary, WordCounts counts) {
    std::array<int32_t, 256> byteIds{};
    for (int b = 0; b < 256; ++b) {
        const QString c = QString(QChar(byteLevelChar(uint8_t(b))));
        byteIds[size_t(b)] = int32_t(std::find(vocabulary.begin(), vocabulary.end(), c) - vocabulary.begin());
    }
    std::vector<std::pair<std::string, qint64>> sorted;
    sorted.reserve(counts.size());
    while (!counts.empty()) { // moved out, so the words are not held twice
        auto node = counts.extract(counts.begin());
        sorted.emplace_back(std::move(node.key()), node.mapped());
    }
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::vector<int32_t>> words;
    std::vector<qint64> wordCounts;
    words.reserve(sorted.size());
    wordCounts.reserve(sorted.size());
    for (auto& [bytes, count] : sorted) {
        std::vector<int32_t>& word = words.emplace_back();
        word.reserve(bytes.size());
        for (const char b : bytes)
            word.push_back(byteIds[uint8_t(b)]);
        wordCounts.push_back(count);
        std::string().swap(bytes);
    }
    return BpeMergeLearner(std::move(vocabulary), std::move(words), std::move(wordCounts));
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

Expected<ByteLevelBpeTokenizer> robertaTokenizer(const BpeMergeLearner& learned,
                                                 const TokenizerTrainingSpec& spec) {
    const std::vector<QString>& tokens = learned.tokens();
    BpeModel model(tokens, BpeModel::Options{}); // every byte is a token: no unknown token
    QString missing;
    for (const auto& [left, right] : learned.merges())
        model.addMerge(tokens[size_t(left)], tokens[size_t(right)], &missing);
    ByteLevelBpeOptions options;
    options.specials = spec.specials;
    options.lowercase = spec.lowercase;
    for (const QString& token : specialsInOrder(spec.specials)) {
        AddedToken added = AddedToken::specialToken(token, model.idOf(token));
        added.lstrip = token == spec.specials.mask; // as roberta-base's <mask>
        options.addedTokens.push_back(added);
    }
    const SequenceTemplate::Piece cls = specialPiece(spec.specials.cls, model.idOf(spec.specials.cls));
    const SequenceTemplate::Piece sep = specialPiece(spec.specials.sep, model.idOf(spec.specials.sep));
    options.layout.single = {cls, textPiece(0), sep};
    options.layout.pair = {cls, textPiece(0), sep, sep, textPiece(1), sep}; // <s> A </s></s> B </s>
    return ByteLevelBpeTokenizer::create(std::move(model), std::move(options), spec.outputDirectory);
}

} // namespace

Expected<ByteLevelBpeTokenizer> trainByteLevelBpe(const TokenizerTrainingSpec& spec, JobContext& context) {
    std::vector<QString> vocabulary = initialVocabulary(spec.specials);
    if (spec.vocabSize < int(vocabulary.size()))
        return UserError{Text::tr("vocabulary size %1 is smaller than the %2 special tokens and byte "
                                  "characters a byte-level BPE starts from")
                             .arg(spec.vocabSize)
                             .arg(vocabulary.size()),
                         Text::setting(QStringLiteral("vocab-size")),
                         Text::tr("raise it to at least %1").arg(vocabulary.size())};
    Expected<WordCounts> counts = countWords(spec, context);
    if (!counts)
        return counts.error();
    BpeMergeLearner learner = learnerFor(std::move(vocabulary), std::move(counts.value()));
    if (!learner.learn(spec.vocabSize, spec.minFrequency, context))
        return UserError::cancellation();
    return robertaTokenizer(learner, spec);
}

} // namespace hw
