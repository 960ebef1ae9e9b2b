#include "core/corpus/corpus_stats.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

namespace hw {

namespace {

// Distinct words tracked for "top words"; beyond it the rarest are dropped, so memory does not grow
// with the corpus (the counts of frequent words stay exact enough to rank them).
constexpr int kMaxTrackedWords = 1 << 20;
// Word counting dominates the cost of statistics; past the first documents, a 1-in-64 sample ranks the
// top words just as well.
constexpr qint64 kFullyCountedDocuments = 10000;
constexpr qint64 kWordSampleEvery = 64;

} // namespace

int CorpusStats::bucketOf(int length) {
    if (length < 1024)
        return length;
    return 1024 + int(std::log(double(length) / 1024.0) / std::log(1.02));
}

int CorpusStats::bucketLowerBound(int bucket) {
    if (bucket < 1024)
        return bucket;
    return int(1024.0 * std::pow(1.02, bucket - 1024));
}

namespace {

// The White_Space characters beyond ASCII, tested without a table lookup (most text has none).
bool isUnicodeSpace(char32_t c) {
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 ||
           c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

// What an ASCII character counts as: 0 another word character, 1 whitespace, 2 a Latin letter.
constexpr auto kAsciiKinds = [] {
    std::array<uint8_t, 128> kinds{};
    for (char c : {' ', '\n', '\t', '\r', '\v', '\f'})
        kinds[size_t(c)] = 1;
    for (int c = 'a'; c <= 'z'; ++c)
        kinds[size_t(c)] = kinds[size_t(c - 'a' + 'A')] = 2;
    return kinds;
}();

// What normalizeText() finds in its first look at a text (text_normalization.cpp's scanText()), found here in
// the same pass as the figures: whether the form keeps every character, whether the whitespace clean-up has
// nothing to do, and the UTF-16 low surrogates (the text's characters are its units less these).
struct NormalizedScan {
    std::optional<StableCharacterSet> stable; // none: no Unicode form
    bool stableSoFar = true;                  // once false, no longer looked at
    bool clean = true;
    int lowSurrogates = 0;
};

// One pass for the figures and, with WithHash, the FNV-1a hash over the UTF-16 units that contentHash()
// gives: the hash's multiply chain then runs alongside the counting (and, WithScan, the normalisation scan).
template <bool WithHash, bool WithScan = false>
DocumentFigures measure(const QString& document, uint64_t* hash, NormalizedScan* scan = nullptr) {
    DocumentFigures f;
    bool inWord = false;
    uint64_t h = 1469598103934665603ull;
    const QChar* p = document.constData();
    const char16_t* units = reinterpret_cast<const char16_t*>(p);
    const qsizetype n = document.size();
    if constexpr (WithScan)
        scan->clean = n == 0 || (units[0] != u' ' && units[n - 1] != u' ' && units[0] != u'\n' &&
                                 units[n - 1] != u'\n');
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = p[i].unicode();
        if constexpr (WithHash) {
            h ^= u;
            h *= 1099511628211ull;
        }
        if (u < 0x80) {
            if constexpr (WithScan) {
                if (u == u' ' || u == u'\n') {
                    if (units[i + 1] == u' ' || units[i + 1] == u'\n') // units[n] is the terminating null
                        scan->clean = false;
                } else if (u < 0x20 || u == 0x7F) {
                    scan->clean = false;
                }
            }
            ++f.characters;
            const uint8_t kind = kAsciiKinds[u];
            if (kind == 1) {
                inWord = false;
                continue;
            }
            f.words += !inWord;
            inWord = true;
            f.latin += kind == 2;
            continue;
        }
        const bool syllable = u >= 0xAC00 && u <= 0xD7A3;
        if constexpr (WithScan)
            if (!syllable && needsWhitespaceCleaning(u))
                scan->clean = false;
        char32_t c = u;
        bool pair = false;
        if (QChar::isHighSurrogate(u) && i + 1 < n && p[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(u, p[++i].unicode());
            pair = true;
            if constexpr (WithHash) {
                h ^= p[i].unicode();
                h *= 1099511628211ull;
            }
        }
        if constexpr (WithScan) {
            scan->lowSurrogates += pair || QChar::isLowSurrogate(u);
            // Hangul syllables are stable as they stand (the jamo that compose with them are not).
            if (scan->stableSoFar && scan->stable && !syllable &&
                !scan->stable->contains(!pair && QChar::isSurrogate(u) ? 0xFFFFFFFF : c))
                scan->stableSoFar = false; // a lone surrogate is left to QString::normalized()
        }
        ++f.characters;
        const bool hangul = syllable || (c >= 0x1100 && c <= 0x11FF) || (c >= 0x3130 && c <= 0x318F);
        if (!hangul && isUnicodeSpace(c)) {
            inWord = false;
            continue;
        }
        if (!inWord)
            ++f.words;
        inWord = true;
        if (hangul)
            ++f.hangul;
        else if (!QChar::isLetter(c))
            continue;
        else if (QChar::script(c) == QChar::Script_Latin)
            ++f.latin;
        else if (QChar::script(c) == QChar::Script_Han)
            ++f.han;
        else
            ++f.otherLetters;
    }
    if constexpr (WithHash)
        *hash = h;
    return f;
}

} // namespace

DocumentFigures measureDocument(const QString& document) {
    return measure<false>(document, nullptr);
}

DocumentFigures measureDocument(const QString& document, uint64_t* hash) {
    return measure<true>(document, hash);
}

bool measureIfNormalized(const QString& text, const TextNormalization& options, DocumentFigures* figures,
                         uint64_t* hash, int* characters) {
    NormalizedScan scan;
    if (options.form != UnicodeForm::None)
        scan.stable = stableCharacterSet(options.form);
    *figures = measure<true, true>(text, hash, &scan);
    *characters = int(text.size()) - scan.lowSurrogates;
    return scan.stableSoFar && (scan.clean || !options.cleanWhitespace);
}

void CorpusStats::add(const DocumentFigures& f, const QString& document) {
    ++m_documents;
    m_characters += f.characters;
    m_words += f.words;
    m_hangul += f.hangul;
    m_latin += f.latin;
    m_han += f.han;
    m_otherLetters += f.otherLetters;
    ++m_lengthBuckets[bucketOf(f.characters)];
    if (m_documents > kFullyCountedDocuments && m_documents % kWordSampleEvery != 0)
        return;
    for (const QStringView word : QStringView(document).tokenize(u' ', Qt::SkipEmptyParts))
        for (const QStringView part : word.tokenize(u'\n', Qt::SkipEmptyParts))
            ++m_wordCounts[part.toString()];
    if (m_wordCounts.size() > kMaxTrackedWords)
        pruneWords();
}

void CorpusStats::pruneWords() {
    std::vector<qint64> counts;
    counts.reserve(size_t(m_wordCounts.size()));
    for (qint64 c : std::as_const(m_wordCounts))
        counts.push_back(c);
    std::nth_element(counts.begin(), counts.begin() + counts.size() / 2, counts.end());
    const qint64 median = counts[counts.size() / 2];
    for (auto it = m_wordCounts.begin(); it != m_wordCounts.end();)
        it = it.value() <= median ? m_wordCounts.erase(it) : std::next(it);
}

double CorpusStats::lengthPercentile(double p) const {
    if (m_documents == 0)
        return 0;
    const double target = p * double(m_documents);
    qint64 seen = 0;
    for (const auto& [bucket, count] : m_lengthBuckets) {
        seen += count;
        if (double(seen) >= target)
            return bucketLowerBound(bucket);
    }
    return bucketLowerBound(m_lengthBuckets.rbegin()->first);
}

QJsonObject CorpusStats::toJson() const {
    const double letters = double(m_hangul + m_latin + m_han + m_otherLetters);
    auto share = [&](qint64 n) { return letters > 0 ? double(n) / letters : 0.0; };
    QJsonArray histogram;
    for (const auto& [bucket, count] : m_lengthBuckets)
        histogram.append(QJsonArray{bucketLowerBound(bucket), count});
    std::vector<std::pair<qint64, QString>> words;
    for (auto it = m_wordCounts.cbegin(); it != m_wordCounts.cend(); ++it)
        words.emplace_back(it.value(), it.key());
    const size_t top = std::min<size_t>(50, words.size());
    std::partial_sort(words.begin(), words.begin() + top, words.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    QJsonArray topWords;
    for (size_t i = 0; i < top; ++i)
        topWords.append(QJsonArray{words[i].second, words[i].first});
    return {{QStringLiteral("documents"), m_documents},
            {QStringLiteral("characters"), m_characters},
            {QStringLiteral("words"), m_words},
            {QStringLiteral("mean_length"), m_documents ? double(m_characters) / double(m_documents) : 0.0},
            {QStringLiteral("median_length"), lengthPercentile(0.5)},
            {QStringLiteral("p90_length"), lengthPercentile(0.9)},
            {QStringLiteral("p99_length"), lengthPercentile(0.99)},
            {QStringLiteral("length_histogram"), histogram},
            {QStringLiteral("scripts"), QJsonObject{{QStringLiteral("hangul"), share(m_hangul)},
                                                    {QStringLiteral("latin"), share(m_latin)},
                                                    {QStringLiteral("han"), share(m_han)},
                                                    {QStringLiteral("other"), share(m_otherLetters)}}},
            {QStringLiteral("top_words"), topWords}};
}

} // namespace hw
