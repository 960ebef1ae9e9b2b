#include "core/tokenize/fragmentation_meter.h"

#include <algorithm>
#include <functional>
#include <thread>

namespace hw {

namespace {

QStringView trimPunctuation(QStringView word) {
    qsizetype begin = 0, end = word.size();
    while (begin < end && (word.at(begin).isPunct() || word.at(begin).isSymbol()))
        ++begin;
    while (end > begin && (word.at(end - 1).isPunct() || word.at(end - 1).isSymbol()))
        --end;
    return word.sliced(begin, end - begin);
}

// A word as it stands in running text, after a space: byte-level BPE cuts " word" ("Ġword") apart from a
// text's first word; the other kinds drop the space.
QString asInRunningText(const TextTokenizer& tokenizer, const QString& word) {
    return tokenizer.kind() == QLatin1String("bytebpe") ? QStringLiteral(" ") + word : word;
}

} // namespace

FragmentationMeter::FragmentationMeter(QVector<std::shared_ptr<const TextTokenizer>> tokenizers)
    : m_tokenizers(std::move(tokenizers))
    , m_stats(m_tokenizers.size()) {}

void FragmentationMeter::add(const QString& text) {
    const WordSpans spans = whitespaceWordSpans(text);
    if (spans.empty() || m_tokenizers.isEmpty())
        return; // a blank line is not a text; without a tokenizer nothing is measured
    for (int i = 0; i < m_tokenizers.size(); ++i)
        m_stats[i].add(text, spans, m_tokenizers[i]->encode(text, false), m_tokenizers[i]->unkId());
    ++m_texts;
    for (const auto& [begin, end] : spans) {
        const QStringView word = trimPunctuation(QStringView(text).sliced(begin, end - begin));
        if (word.isEmpty())
            continue;
        m_wordCounts.add(word);
    }
}

void FragmentationMeter::merge(const FragmentationMeter& other) {
    for (int i = 0; i < std::min(m_stats.size(), other.m_stats.size()); ++i)
        m_stats[i].merge(other.m_stats[i]);
    m_texts += other.m_texts;
    m_wordCounts.merge(other.m_wordCounts);
}

namespace {

// Runs work(t) for every t below `threads`, on as many threads, this one among them.
template <class Work> void onThreads(int threads, const Work& work) {
    std::vector<std::thread> others;
    for (int t = 1; t < threads; ++t)
        others.emplace_back(work, t);
    work(0);
    for (std::thread& other : others)
        other.join();
}

using Candidate = std::pair<const QString*, qint64>; // a word in a count table, its frequency

// The `most` most frequent of `words`, most frequent first, ties in the order of their text.
void keepMostFrequent(std::vector<Candidate>& words, int most) {
    const auto byFrequency = [](const Candidate& a, const Candidate& b) {
        return a.second != b.second ? a.second > b.second : *a.first < *b.first;
    };
    const size_t keep = std::min(size_t(std::max(0, most)), words.size());
    std::partial_sort(words.begin(), words.begin() + qsizetype(keep), words.end(), byFrequency);
    words.resize(keep);
}

// The `most` most frequent words of a table, as keepMostFrequent() orders them. Only the words counted at
// least as often as the last of them are compared by their text.
template <class Table> std::vector<Candidate> mostFrequent(const Table& table, int most) {
    std::vector<qint64> counts;
    counts.reserve(table.size());
    table.forEach([&](const QString&, qint64 count) { counts.push_back(count); });
    const size_t keep = std::min(size_t(std::max(0, most)), counts.size());
    if (keep == 0)
        return {};
    std::nth_element(counts.begin(), counts.begin() + qsizetype(keep - 1), counts.end(), std::greater<>());
    const qint64 least = counts[keep - 1];
    std::vector<Candidate> words;
    table.forEach([&](const QString& word, qint64 count) {
        if (count >= least)
            words.emplace_back(&word, count);
    });
    keepMostFrequent(words, most);
    return words;
}

} // namespace

FragmentationComparison FragmentationMeter::result(int wordCount, int frequentWords) const {
    return resultOf({this}, 1, wordCount, frequentWords);
}

FragmentationComparison FragmentationMeter::resultOfShares(const std::vector<FragmentationMeter>& shares,
                                                           int threads, int wordCount, int frequentWords) {
    std::vector<const FragmentationMeter*> meters;
    for (const FragmentationMeter& share : shares)
        meters.push_back(&share);
    return resultOf(meters, threads, wordCount, frequentWords);
}

FragmentationComparison FragmentationMeter::resultOf(const std::vector<const FragmentationMeter*>& shares,
                                                     int threads, int wordCount, int frequentWords) {
    FragmentationComparison comparison;
    if (shares.empty())
        return comparison;
    const QVector<std::shared_ptr<const TextTokenizer>>& tokenizers = shares.front()->m_tokenizers;
    comparison.stats = shares.front()->m_stats;
    for (size_t s = 1; s < shares.size(); ++s)
        for (int i = 0; i < std::min(comparison.stats.size(), shares[s]->m_stats.size()); ++i)
            comparison.stats[i].merge(shares[s]->m_stats[i]);
    threads = std::max(1, threads);

    // Each thread adds up the shares' counts of its part of the words (no word is in two parts) and keeps the
    // part's most frequent; the most frequent of all are among those.
    const int parts = shares.size() > 1 ? threads : 1;
    size_t largestShare = 0;
    for (const FragmentationMeter* share : shares)
        largestShare = std::max(largestShare, share->m_wordCounts.size());
    std::vector<WordTable> partCounts(static_cast<size_t>(parts));
    std::vector<std::vector<Candidate>> partFrequent(static_cast<size_t>(parts));
    onThreads(parts, [&](int part) {
        const WordTable* counts = &shares.front()->m_wordCounts;
        if (shares.size() > 1) {
            WordTable& merged = partCounts[size_t(part)];
            merged.reserve(largestShare / size_t(parts) * 5 / 4); // the shares hold mostly the same words
            for (const FragmentationMeter* share : shares)
                merged.mergeShare(share->m_wordCounts, size_t(part), size_t(parts));
            counts = &merged;
        }
        partFrequent[size_t(part)] = mostFrequent(*counts, frequentWords);
    });
    std::vector<Candidate> frequent = std::move(partFrequent.front());
    if (parts > 1) {
        for (size_t part = 1; part < partFrequent.size(); ++part)
            frequent.insert(frequent.end(), partFrequent[part].begin(), partFrequent[part].end());
        keepMostFrequent(frequent, frequentWords);
    }

    // How each tokenizer cuts each frequent word.
    QVector<std::pair<qint64, FragmentedWord>> ranked; // pieces cost, word
    for (const auto& [word, frequency] : frequent) {
        FragmentedWord w{*word, frequency, {}};
        int mostPieces = 0;
        for (const auto& tokenizer : tokenizers) {
            const Encoding e = tokenizer->encode(asInRunningText(*tokenizer, *word), false);
            w.pieces.append(e.tokens);
            mostPieces = std::max(mostPieces, int(e.tokens.size()));
        }
        if (mostPieces > 1)
            ranked.append({frequency * (mostPieces - 1), std::move(w)});
    }
    std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second.word < b.second.word;
    });
    for (int i = 0; i < std::min<int>(wordCount, int(ranked.size())); ++i)
        comparison.fragmentedWords.append(ranked[i].second);
    return comparison;
}

} // namespace hw
