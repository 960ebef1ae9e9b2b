#include "core/tokenize/fragmentation_meter.h"

#include <algorithm>

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
        if (const auto it = m_wordCounts.find(word); it != m_wordCounts.end())
            ++it->second;
        else
            m_wordCounts.emplace(word.toString(), 1);
    }
}

void FragmentationMeter::merge(const FragmentationMeter& other) {
    for (int i = 0; i < std::min(m_stats.size(), other.m_stats.size()); ++i)
        m_stats[i].merge(other.m_stats[i]);
    m_texts += other.m_texts;
    m_wordCounts.reserve(m_wordCounts.size() + other.m_wordCounts.size());
    for (const auto& [word, count] : other.m_wordCounts)
        m_wordCounts[word] += count;
}

FragmentationComparison FragmentationMeter::result(int wordCount, int frequentWords) const {
    FragmentationComparison comparison;
    comparison.stats = m_stats;
    QVector<std::pair<QString, qint64>> frequent;
    frequent.reserve(m_wordCounts.size());
    for (const auto& [word, count] : m_wordCounts)
        frequent.append({word, count});
    const auto byFrequency = [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    };
    const int keep = std::min<int>(frequentWords, int(frequent.size()));
    std::partial_sort(frequent.begin(), frequent.begin() + keep, frequent.end(), byFrequency);
    frequent.resize(keep);

    QVector<std::pair<qint64, FragmentedWord>> ranked; // pieces cost, word
    for (const auto& [word, frequency] : frequent) {
        FragmentedWord w{word, frequency, {}};
        int mostPieces = 0;
        for (const auto& tokenizer : m_tokenizers) {
            const Encoding e = tokenizer->encode(asInRunningText(*tokenizer, word), false);
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
