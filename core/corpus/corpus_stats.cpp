#include "core/corpus/corpus_stats.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// What an ASCII character is to the measuring, as bits: it ends a word, it is a Latin letter, it is a space
// or newline (two in a row are collapsed by the clean-up), or the clean-up removes or replaces it.
enum AsciiKind : uint8_t { kSeparator = 1, kLatin = 2, kCollapsible = 4, kNeedsCleaning = 8 };
constexpr auto kAsciiKinds = [] {
    std::array<uint8_t, 128> kinds{};
    for (int c = 0; c < 0x20; ++c)
        kinds[size_t(c)] = kNeedsCleaning;
    kinds[0x7F] = kNeedsCleaning;
    for (char c : {'\t', '\r', '\v', '\f'})
        kinds[size_t(c)] = kSeparator | kNeedsCleaning;
    for (char c : {' ', '\n'})
        kinds[size_t(c)] = kSeparator | kCollapsible;
    for (int c = 'a'; c <= 'z'; ++c)
        kinds[size_t(c)] = kinds[size_t(c - 'a' + 'A')] = kLatin;
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

// One measuring pass, fed a character at a time (from UTF-16 or from UTF-8): the figures and, with WithHash,
// the FNV-1a hash over the UTF-16 units that contentHash() gives (its multiply chain then runs alongside the
// counting) and, WithScan, the normalisation scan. ASCII, most of most text, is counted without branches.
template <bool WithHash, bool WithScan> struct Measuring {
    DocumentFigures f;
    bool inWord = false;
    uint64_t h = 1469598103934665603ull;
    NormalizedScan scan;
    bool afterCollapsible = false; // the character before was a space or newline

    void hashUnit(char16_t u) {
        if constexpr (WithHash) {
            h ^= u;
            h *= 1099511628211ull;
        }
    }
    // The text's first and last units, for the scan: a space or newline there is trimmed by the clean-up.
    void ends(char16_t first, char16_t last) {
        if constexpr (WithScan)
            scan.clean = first != u' ' && last != u' ' && first != u'\n' && last != u'\n';
    }
    // An ASCII character.
    void ascii(char16_t u) {
        hashUnit(u);
        const uint8_t kind = kAsciiKinds[u];
        if constexpr (WithScan) {
            const bool collapsible = kind & kCollapsible;
            scan.clean &= !(kind & kNeedsCleaning) && !(collapsible && afterCollapsible);
            afterCollapsible = collapsible;
        }
        ++f.characters;
        const bool separator = kind & kSeparator;
        f.words += !separator & !inWord;
        inWord = !separator;
        f.latin += (kind & kLatin) != 0;
    }
#if defined(__SSE2__)
    // The first `length` (1 to 16) bytes of v, all ASCII, at once: the same as that many ascii() calls. Their
    // kinds as byte masks, a word begun where a separator (or the state before) precedes a non-separator; the
    // hash a unit at a time.
    void asciiRun(const uint8_t* s, __m128i v, int length) {
        for (int k = 0; k < length; ++k)
            hashUnit(s[k]);
        const __m128i inRun = _mm_cmplt_epi8(
            _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), _mm_set1_epi8(char(length)));
        auto is = [&](char c) { return _mm_and_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(c)), inRun); };
        auto count = [](__m128i m) { // of the bytes set in m
            const __m128i sums = _mm_sad_epu8(_mm_and_si128(m, _mm_set1_epi8(1)), _mm_setzero_si128());
            return _mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4);
        };
        // The byte before each: the run's own shifted up by one, the state before the run first.
        auto before = [](__m128i m, bool previous) {
            return _mm_or_si128(_mm_slli_si128(m, 1), _mm_cvtsi32_si128(previous ? 0xFF : 0));
        };
        auto last = [length](__m128i m) { return (_mm_movemask_epi8(m) >> (length - 1) & 1) != 0; };
        const __m128i space = is(' '), newline = is('\n');
        const __m128i control = _mm_and_si128(_mm_cmplt_epi8(v, _mm_set1_epi8(0x20)), inRun); // signed: ASCII
        const __m128i tabToReturn = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('\t' - 1)),
                                                  _mm_cmplt_epi8(v, _mm_set1_epi8('\r' + 1)));
        const __m128i separator = _mm_or_si128(space, _mm_and_si128(tabToReturn, inRun));
        const __m128i folded = _mm_or_si128(v, _mm_set1_epi8(0x20)); // A-Z to a-z
        const __m128i latin = _mm_and_si128(_mm_cmpgt_epi8(folded, _mm_set1_epi8('a' - 1)),
                                            _mm_cmplt_epi8(folded, _mm_set1_epi8('z' + 1)));
        f.characters += length;
        f.latin += count(_mm_and_si128(latin, inRun));
        f.words += count(_mm_andnot_si128(separator, _mm_and_si128(before(separator, !inWord), inRun)));
        inWord = !last(separator);
        if constexpr (WithScan) {
            const __m128i cleaning = _mm_or_si128(_mm_andnot_si128(newline, control), is(0x7F));
            const __m128i collapsible = _mm_or_si128(space, newline);
            const __m128i doubled = _mm_and_si128(collapsible, before(collapsible, afterCollapsible));
            scan.clean &= _mm_movemask_epi8(_mm_or_si128(cleaning, doubled)) == 0;
            afterCollapsible = last(collapsible);
        }
    }
#endif
    // Any other character c (hashed by the caller): `lead` is its first UTF-16 unit, `pair` whether it took
    // two (a lone surrogate is c itself, unpaired).
    void other(char32_t c, char16_t lead, bool pair) {
        const bool syllable = c >= 0xAC00 && c <= 0xD7A3;
        if constexpr (WithScan) {
            afterCollapsible = false;
            if (!syllable && needsWhitespaceCleaning(lead))
                scan.clean = false;
            scan.lowSurrogates += pair || QChar::isLowSurrogate(lead);
            // Hangul syllables are stable as they stand (the jamo that compose with them are not).
            if (scan.stableSoFar && scan.stable && !syllable &&
                !scan.stable->contains(!pair && QChar::isSurrogate(lead) ? 0xFFFFFFFF : c))
                scan.stableSoFar = false; // a lone surrogate is left to QString::normalized()
        }
        ++f.characters;
        const bool hangul = syllable || (c >= 0x1100 && c <= 0x11FF) || (c >= 0x3130 && c <= 0x318F);
        if (!hangul && isUnicodeSpace(c)) {
            inWord = false;
            return;
        }
        if (!inWord)
            ++f.words;
        inWord = true;
        if (hangul)
            ++f.hangul;
        else if (!QChar::isLetter(c))
            return;
        else if (QChar::script(c) == QChar::Script_Latin)
            ++f.latin;
        else if (QChar::script(c) == QChar::Script_Han)
            ++f.han;
        else
            ++f.otherLetters;
    }
};

template <bool WithHash, bool WithScan = false>
DocumentFigures measure(const QString& document, uint64_t* hash, NormalizedScan* scan = nullptr) {
    Measuring<WithHash, WithScan> m;
    if constexpr (WithScan)
        m.scan = *scan;
    const char16_t* units = reinterpret_cast<const char16_t*>(document.constData());
    const qsizetype n = document.size();
    if (n > 0)
        m.ends(units[0], units[n - 1]);
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = units[i];
        if (u < 0x80) {
            m.ascii(u);
            continue;
        }
        m.hashUnit(u);
        if (QChar::isHighSurrogate(u) && i + 1 < n && QChar::isLowSurrogate(units[i + 1])) {
            m.hashUnit(units[++i]);
            m.other(QChar::surrogateToUcs4(u, units[i]), u, true);
        } else {
            m.other(u, u, false);
        }
    }
    if constexpr (WithHash)
        *hash = m.h;
    if constexpr (WithScan)
        *scan = m.scan;
    return m.f;
}

// The code point of the UTF-8 sequence starting at s[i] (of n bytes), its length in *length; -1 where
// QString::fromUtf8() would put U+FFFD (a stray, overlong, cut-off or surrogate sequence).
int32_t decodeUtf8(const uint8_t* s, qsizetype i, qsizetype n, int* length) {
    const uint8_t b = s[i];
    auto continues = [&](int k) { return i + k < n && (s[i + k] & 0xC0) == 0x80; };
    if (b >= 0xC2 && b <= 0xDF) {
        if (!continues(1))
            return -1;
        *length = 2;
        return int32_t(b & 0x1F) << 6 | (s[i + 1] & 0x3F);
    }
    if (b >= 0xE0 && b <= 0xEF) {
        if (!continues(1) || !continues(2))
            return -1;
        const int32_t c = int32_t(b & 0x0F) << 12 | int32_t(s[i + 1] & 0x3F) << 6 | (s[i + 2] & 0x3F);
        *length = 3;
        return c < 0x800 || (c >= 0xD800 && c <= 0xDFFF) ? -1 : c;
    }
    if (b >= 0xF0 && b <= 0xF4) {
        if (!continues(1) || !continues(2) || !continues(3))
            return -1;
        const int32_t c = int32_t(b & 0x07) << 18 | int32_t(s[i + 1] & 0x3F) << 12 |
                          int32_t(s[i + 2] & 0x3F) << 6 | (s[i + 3] & 0x3F);
        *length = 4;
        return c < 0x10000 || c > 0x10FFFF ? -1 : c;
    }
    return -1;
}

// The same as measure() of the decoded text, over UTF-8, decoding and validating as it goes: false (and
// nothing measured) where the bytes are not valid UTF-8 or start with a byte order mark (which decoding
// drops).
bool measureUtf8(QByteArrayView utf8, DocumentFigures* figures, uint64_t* hash, NormalizedScan* scan) {
    Measuring<true, true> m;
    m.scan = *scan;
    const auto* s = reinterpret_cast<const uint8_t*>(utf8.data());
    const qsizetype n = utf8.size();
    if (utf8.startsWith("\xEF\xBB\xBF"))
        return false;
    if (n > 0)
        m.ends(s[0], s[n - 1]); // a first or last byte of a longer sequence is no space or newline either
    for (qsizetype i = 0; i < n;) {
        const uint8_t b = s[i];
        if (b < 0x80) {
#if defined(__SSE2__)
            // A run of ASCII, up to sixteen bytes at a time (the text's last few bytes one by one).
            if (n - i >= 16) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + i));
                const int high = _mm_movemask_epi8(v); // the bytes of longer characters
                const int run = high ? __builtin_ctz(unsigned(high)) : 16;
                m.asciiRun(s + i, v, run);
                i += run;
                continue;
            }
#endif
            m.ascii(b);
            ++i;
            continue;
        }
        int length = 0;
        const int32_t c = decodeUtf8(s, i, n, &length);
        if (c < 0)
            return false;
        i += length;
        if (c < 0x10000) {
            m.hashUnit(char16_t(c));
            m.other(char32_t(c), char16_t(c), false);
        } else {
            const char16_t high = QChar::highSurrogate(char32_t(c));
            m.hashUnit(high);
            m.hashUnit(QChar::lowSurrogate(char32_t(c)));
            m.other(char32_t(c), high, true);
        }
    }
    *figures = m.f;
    *hash = m.h;
    *scan = m.scan;
    return true;
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

Utf8Measure measureUtf8IfNormalized(QByteArrayView utf8, const TextNormalization& options,
                                    DocumentFigures* figures, uint64_t* hash, int* characters) {
    NormalizedScan scan;
    if (options.form != UnicodeForm::None)
        scan.stable = stableCharacterSet(options.form);
    if (!measureUtf8(utf8, figures, hash, &scan))
        return Utf8Measure::NotUtf8;
    *characters = figures->characters; // valid UTF-8 holds no lone surrogate
    return scan.stableSoFar && (scan.clean || !options.cleanWhitespace) ? Utf8Measure::Normalized
                                                                        : Utf8Measure::NeedsNormalizing;
}

void CorpusStats::add(const DocumentFigures& f, const QString& document) {
    if (addFigures(f))
        countWords(document.toUtf8());
}

void CorpusStats::add(const DocumentFigures& f, QByteArrayView utf8) {
    if (addFigures(f))
        countWords(utf8);
}

bool CorpusStats::addFigures(const DocumentFigures& f) {
    ++m_documents;
    m_characters += f.characters;
    m_words += f.words;
    m_hangul += f.hangul;
    m_latin += f.latin;
    m_han += f.han;
    m_otherLetters += f.otherLetters;
    ++m_lengthBuckets[bucketOf(f.characters)];
    return m_documents <= kFullyCountedDocuments || m_documents % kWordSampleEvery == 0;
}

// Words are what spaces and newlines separate (bytes that are never part of a longer UTF-8 sequence).
void CorpusStats::countWords(QByteArrayView utf8) {
    const char* p = utf8.data();
    const char* const end = p + utf8.size();
    auto separates = [](char c) { return c == ' ' || c == '\n'; };
    while (p < end) {
        while (p < end && separates(*p))
            ++p;
        const char* const word = p;
        while (p < end && !separates(*p))
            ++p;
        if (p == word)
            break;
        m_wordCounts.add(std::string_view(word, size_t(p - word)));
    }
    if (m_wordCounts.size() > size_t(kMaxTrackedWords))
        pruneWords();
}

namespace {

// The counts of a word-count table, in no order.
template <typename Counts> std::vector<qint64> countsOf(const Counts& words) {
    std::vector<qint64> counts;
    counts.reserve(words.size());
    words.forEach([&](const auto&, qint64 count) { counts.push_back(count); });
    return counts;
}

} // namespace

void CorpusStats::pruneWords() {
    std::vector<qint64> counts = countsOf(m_wordCounts);
    std::nth_element(counts.begin(), counts.begin() + counts.size() / 2, counts.end());
    const qint64 median = counts[counts.size() / 2];
    m_wordCounts.keepIf([median](qint64 count) { return count > median; });
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
    // The 50 most frequent words, ties in the order of their text: only the words counted as often as the
    // 50th are candidates.
    constexpr size_t kTopWords = 50;
    std::vector<qint64> counts = countsOf(m_wordCounts);
    const size_t top = std::min(kTopWords, counts.size());
    std::nth_element(counts.begin(), counts.begin() + (top ? top - 1 : 0), counts.end(), std::greater<>());
    const qint64 least = top ? counts[top - 1] : 0;
    std::vector<std::pair<qint64, QString>> words;
    m_wordCounts.forEach([&](const std::string& word, qint64 count) {
        if (count >= least)
            words.emplace_back(count, QString::fromUtf8(word.data(), qsizetype(word.size())));
    });
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
