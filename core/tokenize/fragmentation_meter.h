#pragma once

#include "core/tokenize/fragmentation_stats.h"
#include "core/util/word_counts.h"

#include <QHash>
#include <QStringView>
#include <QVector>

#include <memory>
#include <vector>

namespace hw {

// A frequent word of the corpus and how each compared tokenizer cuts it.
struct FragmentedWord {
    QString word;
    qint64 frequency = 0;
    QVector<QStringList> pieces; // one list per tokenizer, in the order they were given
};

struct FragmentationComparison {
    QVector<FragmentationStats> stats; // one per tokenizer
    // Frequent words cut into the most pieces, ranked by the pieces they cost (frequency x (pieces - 1) for
    // the tokenizer that cuts them most).
    QVector<FragmentedWord> fragmentedWords;
};

// Measures one to several tokenizers on the same texts, fed one at a time: the fragmentation figures of
// each and the frequent words they cut most. Words are the whitespace-separated runs of a text with
// punctuation trimmed from both ends, the same for every tokenizer kind.
class FragmentationMeter {
public:
    explicit FragmentationMeter(QVector<std::shared_ptr<const TextTokenizer>> tokenizers);

    void add(const QString& text);
    // Adds what a meter of the same tokenizers measured on other texts: a corpus measured in shares on
    // several threads gives the figures and the words of measuring it whole.
    void merge(const FragmentationMeter& other);
    qint64 texts() const { return m_texts; }

    // `wordCount` fragmented words at most, chosen among the `frequentWords` most frequent ones.
    FragmentationComparison result(int wordCount = 25, int frequentWords = 5000) const;
    // The same for a corpus measured in shares, a meter of the same tokenizers each (a thread's): the result
    // of measuring it whole. The shares' words are added up and ranked on `threads` threads.
    static FragmentationComparison resultOfShares(const std::vector<FragmentationMeter>& shares, int threads,
                                                  int wordCount = 25, int frequentWords = 5000);

private:
    static FragmentationComparison resultOf(const std::vector<const FragmentationMeter*>& shares, int threads,
                                            int wordCount, int frequentWords);

    QVector<std::shared_ptr<const TextTokenizer>> m_tokenizers;
    QVector<FragmentationStats> m_stats;
    struct WordHash {
        size_t operator()(QStringView word) const { return qHash(word); }
    };
    using WordTable = WordCounts<QString, QStringView, WordHash>;
    WordTable m_wordCounts; // looked up by a view of the text

    qint64 m_texts = 0;
};

} // namespace hw
