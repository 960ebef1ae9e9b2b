#include "core/tokenize/wordpiece_trainer.h"

#include "core/tokenize/bert_pre_tokenizer.h"
#include "core/tokenize/corpus_lines.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <queue>
#include <unordered_map>
#include <unordered_set>

namespace hw {

namespace {

struct Word {
    std::vector<int> symbols;
    qint64 count = 0;
};

uint64_t pairKey(int a, int b) {
    return (uint64_t(uint32_t(a)) << 32) | uint32_t(b);
}

// Code points of a word as separate strings (surrogate pairs kept together).
QStringList characters(const QString& word) {
    QStringList chars;
    for (int i = 0; i < word.size(); ++i) {
        if (word[i].isHighSurrogate() && i + 1 < word.size()) {
            chars << word.mid(i, 2);
            ++i;
        } else {
            chars << QString(word[i]);
        }
    }
    return chars;
}

class MergeLearner {
public:
    MergeLearner(QStringList& vocab, QHash<QString, int>& ids)
        : m_vocab(vocab)
        , m_ids(ids) {}

    int symbolId(const QString& s) {
        auto it = m_ids.constFind(s);
        if (it != m_ids.constEnd())
            return it.value();
        m_ids.insert(s, int(m_vocab.size()));
        m_vocab << s;
        return int(m_vocab.size()) - 1;
    }

    void addWord(Word word) { m_words.push_back(std::move(word)); }

    void learn(int vocabSize, JobContext& context) {
        for (size_t w = 0; w < m_words.size(); ++w)
            countPairs(int(w), +1);
        for (const auto& [key, count] : m_pairCounts)
            m_heap.push({count, key});
        const int start = int(m_vocab.size());
        while (int(m_vocab.size()) < vocabSize && !m_heap.empty()) {
            const auto [count, key] = m_heap.top();
            m_heap.pop();
            const auto current = m_pairCounts.find(key);
            if (current == m_pairCounts.end() || current->second != count)
                continue; // stale heap entry
            if (count <= 0)
                break;
            merge(key);
            context.pausePoint();
            if (context.cancelled())
                return;
            if ((m_vocab.size() & 255) == 0)
                context.progress(Text::tr("learning merges"), double(m_vocab.size() - start),
                                 double(vocabSize - start), ProgressUnit::Pieces);
        }
    }

private:
    void countPairs(int w, int sign) {
        const Word& word = m_words[size_t(w)];
        for (size_t i = 0; i + 1 < word.symbols.size(); ++i) {
            const uint64_t key = pairKey(word.symbols[i], word.symbols[i + 1]);
            m_pairCounts[key] += sign * word.count;
            if (sign > 0)
                m_wordsWithPair[key].insert(w);
        }
    }

    void merge(uint64_t key) {
        const int a = int(key >> 32), b = int(uint32_t(key));
        QString merged = m_vocab[a] + m_vocab[b].mid(m_vocab[b].startsWith(QLatin1String("##")) ? 2 : 0);
        const int id = symbolId(merged);
        const std::unordered_set<int> words = m_wordsWithPair[key];
        std::unordered_map<uint64_t, bool> touched;
        for (int w : words) {
            std::vector<int>& s = m_words[size_t(w)].symbols;
            for (size_t i = 0; i + 1 < s.size(); ++i)
                touched[pairKey(s[i], s[i + 1])] = true; // counts that fall need fresh heap entries too
            countPairs(w, -1);
            std::vector<int> out;
            out.reserve(s.size());
            for (size_t i = 0; i < s.size(); ++i) {
                if (i + 1 < s.size() && s[i] == a && s[i + 1] == b) {
                    out.push_back(id);
                    ++i;
                } else {
                    out.push_back(s[i]);
                }
            }
            s = std::move(out);
            countPairs(w, +1);
            for (size_t i = 0; i + 1 < s.size(); ++i)
                touched[pairKey(s[i], s[i + 1])] = true;
        }
        m_pairCounts.erase(key);
        for (const auto& [k, unused] : touched) {
            const auto it = m_pairCounts.find(k);
            if (it != m_pairCounts.end())
                m_heap.push({it->second, k});
        }
    }

    QStringList& m_vocab;
    QHash<QString, int>& m_ids;
    std::vector<Word> m_words;
    std::unordered_map<uint64_t, qint64> m_pairCounts;
    std::unordered_map<uint64_t, std::unordered_set<int>> m_wordsWithPair;
    // Highest count first; ties broken towards the smaller key so training is deterministic.
    struct Entry {
        qint64 count;
        uint64_t key;
        bool operator<(const Entry& o) const { return count != o.count ? count < o.count : key > o.key; }
    };
    std::priority_queue<Entry> m_heap;
};

} // namespace

Expected<QStringList> trainWordPieceVocab(const TokenizerTrainingSpec& spec, JobContext& context) {
    BertNormalization normalization;
    normalization.lowercase = spec.lowercase;
    normalization.stripAccents = spec.lowercase;
    QHash<QString, qint64> wordCounts;
    Expected<qint64> lines =
        forEachCorpusLine(spec.corpusFiles, &context, Text::tr("counting words"), [&](const QString& line) {
            for (const PreToken& t : bertPreTokenize(line, normalization))
                ++wordCounts[t.text];
        });
    if (!lines)
        return lines.error();
    if (context.cancelled())
        return QStringList();
    if (wordCounts.isEmpty())
        return UserError{Text::tr("the corpus holds no text"), spec.corpusFiles.join(QStringLiteral(", ")),
                         Text::tr("give UTF-8 text files with at least one non-empty line")};

    // The alphabet: the most frequent characters, counted over every occurrence.
    QHash<QString, qint64> charCounts;
    for (auto it = wordCounts.cbegin(); it != wordCounts.cend(); ++it)
        for (const QString& c : characters(it.key()))
            charCounts[c] += it.value();
    std::vector<std::pair<qint64, QString>> chars;
    for (auto it = charCounts.cbegin(); it != charCounts.cend(); ++it)
        chars.emplace_back(it.value(), it.key());
    std::sort(chars.begin(), chars.end(), [](const auto& x, const auto& y) {
        return x.first != y.first ? x.first > y.first : x.second < y.second;
    });
    if (spec.limitAlphabet > 0 && int(chars.size()) > spec.limitAlphabet)
        chars.resize(size_t(spec.limitAlphabet));

    QStringList vocab;
    QHash<QString, int> ids;
    MergeLearner learner(vocab, ids);
    for (const QString& s : spec.specials.all())
        learner.symbolId(s);
    std::vector<std::pair<qint64, QString>> alphabet = chars;
    std::sort(alphabet.begin(), alphabet.end(),
              [](const auto& x, const auto& y) { return x.second < y.second; });
    QSet<QString> known;
    for (const auto& [count, c] : alphabet) {
        learner.symbolId(c);
        known.insert(c);
    }
    // Words learn merges when frequent enough; continuation characters join the vocabulary as they appear.
    std::vector<std::pair<QString, qint64>> words;
    words.reserve(size_t(wordCounts.size()));
    for (auto it = wordCounts.cbegin(); it != wordCounts.cend(); ++it)
        words.emplace_back(it.key(), it.value());
    std::sort(words.begin(), words.end());
    for (const auto& [text, count] : words) {
        if (count < spec.minFrequency)
            continue;
        const QStringList cs = characters(text);
        Word word;
        word.count = count;
        bool usable = true;
        for (int i = 0; i < cs.size() && usable; ++i) {
            usable = known.contains(cs[i]);
            if (usable)
                word.symbols.push_back(learner.symbolId(i == 0 ? cs[i] : QStringLiteral("##") + cs[i]));
        }
        if (usable)
            learner.addWord(std::move(word));
    }
    if (int(vocab.size()) > spec.vocabSize)
        return UserError{
            Text::tr(
                "vocabulary size %1 is smaller than the %2 special tokens and characters the corpus needs")
                .arg(spec.vocabSize)
                .arg(vocab.size()),
            Text::setting(QStringLiteral("vocab-size")),
            Text::tr("raise it to at least %1").arg(vocab.size())};
    learner.learn(spec.vocabSize, context);
    if (context.cancelled())
        return QStringList();
    return vocab;
}

} // namespace hw
