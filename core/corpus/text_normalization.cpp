#include "core/corpus/text_normalization.h"

#include <QStringList>

#include <vector>

namespace hw {

namespace {

// The code points (below kLimit) that a normalisation form leaves as they are wherever they stand: a
// starter (combining class 0) that the form maps to itself, that is no second half of a canonical composition
// (so it never merges into the character before it), whose decomposition does not start with one, and no
// conjoining Hangul jamo (vowels and final consonants compose algorithmically). Text made only of these is
// already normalised. Built from Qt's own Unicode data, so it agrees with QString::normalized().
class StableCharacters {
public:
    static constexpr char32_t kLimit = StableCharacterSet::kLimit;

    explicit StableCharacters(UnicodeForm form)
        : m_bits(kLimit / 64, 0) {
        std::vector<bool> composesWithPrevious(kLimit, false);
        for (char32_t c = 0; c < kLimit; ++c)
            if (QChar::decompositionTag(c) == QChar::Canonical) {
                const QList<uint> parts = QChar::decomposition(c).toUcs4();
                if (parts.size() == 2 && parts[1] < kLimit)
                    composesWithPrevious[parts[1]] = true;
            }
        const QString::NormalizationForm qtForm =
            form == UnicodeForm::Nfkc ? QString::NormalizationForm_KC : QString::NormalizationForm_C;
        for (char32_t c = 0; c < kLimit; ++c) {
            if ((c >= 0xD800 && c <= 0xDFFF) || (c >= 0x1100 && c <= 0x11FF) || composesWithPrevious[c] ||
                QChar::combiningClass(c) != 0)
                continue;
            const QChar::Decomposition tag = QChar::decompositionTag(c);
            if (tag != QChar::NoDecomposition && (tag == QChar::Canonical || form == UnicodeForm::Nfkc)) {
                const QString alone = QString::fromUcs4(&c, 1);
                const QList<uint> parts = QChar::decomposition(c).toUcs4();
                if (alone.normalized(qtForm) != alone || parts.isEmpty() || parts[0] >= kLimit ||
                    composesWithPrevious[parts[0]])
                    continue;
            }
            m_bits[c >> 6] |= uint64_t(1) << (c & 63);
        }
    }
    bool contains(char32_t c) const { return c < kLimit && (m_bits[c >> 6] >> (c & 63)) & 1; }
    const uint64_t* bits() const { return m_bits.data(); }

private:
    std::vector<uint64_t> m_bits;
};

const StableCharacters& stableCharacters(UnicodeForm form) {
    if (form == UnicodeForm::Nfkc) {
        static const StableCharacters nfkc(UnicodeForm::Nfkc);
        return nfkc;
    }
    static const StableCharacters nfc(UnicodeForm::Nfc);
    return nfc;
}

// What one pass over a text finds: whether the normalisation form would leave it as it is, and whether the
// whitespace clean-up would (`clean` is only complete while `stable` holds).
struct TextScan {
    bool stable = true;
    bool clean = true;
};

TextScan scanText(const QString& text, UnicodeForm form) {
    TextScan scan;
    const char16_t* p = reinterpret_cast<const char16_t*>(text.constData());
    const qsizetype n = text.size();
    if (n == 0)
        return scan;
    scan.clean = p[0] != u' ' && p[n - 1] != u' ' && p[0] != u'\n' && p[n - 1] != u'\n';
    const StableCharacters* stable = form == UnicodeForm::None ? nullptr : &stableCharacters(form);
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = p[i];
        if (char16_t(u - 0x21) < 0x5E || (u >= 0xAC00 && u <= 0xD7A3))
            continue; // printable ASCII but the space, and Hangul syllables: the common cases
        if (u == u' ' || u == u'\n') {
            if (p[i + 1] == u' ' || p[i + 1] == u'\n') // p[n] is the terminating null
                scan.clean = false;
        } else if (needsWhitespaceCleaning(u)) {
            scan.clean = false;
        }
        if (u < 0x80 || !stable)
            continue;
        char32_t c = u;
        if (QChar::isHighSurrogate(u) && i + 1 < n && QChar::isLowSurrogate(p[i + 1]))
            c = QChar::surrogateToUcs4(u, p[++i]);
        else if (QChar::isSurrogate(u))
            c = 0xFFFFFFFF; // a lone surrogate: left to QString::normalized()
        if (!stable->contains(c)) {
            scan.stable = false; // normalizeText() looks at the clean-up again once normalised
            break;
        }
    }
    return scan;
}

// Most lines need no clean-up; finding that out is far cheaper than rebuilding them.
bool isAlreadyClean(const QString& text) {
    return scanText(text, UnicodeForm::None).clean;
}

} // namespace

StableCharacterSet stableCharacterSet(UnicodeForm form) {
    return StableCharacterSet(stableCharacters(form).bits());
}

bool isStableUnder(const QString& text, UnicodeForm form) {
    return scanText(text, form).stable;
}

QString normalizeText(const QString& text, const TextNormalization& options) {
    const TextScan scan = scanText(text, options.form);
    if (scan.stable && (scan.clean || !options.cleanWhitespace))
        return text;
    QString out = text;
    if (!scan.stable)
        out = out.normalized(options.form == UnicodeForm::Nfkc ? QString::NormalizationForm_KC
                                                               : QString::NormalizationForm_C);
    if (!options.cleanWhitespace || isAlreadyClean(out))
        return out;
    QString cleaned;
    cleaned.reserve(out.size());
    bool pendingSpace = false, lineHasText = false;
    for (QChar c : out) {
        if (c == QLatin1Char('\n')) {
            if (lineHasText)
                cleaned += QLatin1Char('\n');
            pendingSpace = lineHasText = false;
        } else if (c.isSpace() || c.category() == QChar::Other_Control) {
            pendingSpace = lineHasText;
        } else {
            if (pendingSpace)
                cleaned += QLatin1Char(' ');
            cleaned += c;
            pendingSpace = false;
            lineHasText = true;
        }
    }
    while (cleaned.endsWith(QLatin1Char('\n')))
        cleaned.chop(1);
    return cleaned;
}

uint64_t contentHash(const QString& text) {
    // FNV-1a over the UTF-16 code units: no conversion, and the same text always gives the same hash.
    uint64_t h = 1469598103934665603ull;
    for (QChar c : text) {
        h ^= c.unicode();
        h *= 1099511628211ull;
    }
    return h;
}

bool isValidationDocument(uint64_t hash, uint64_t seed, double validationRatio) {
    // splitmix64 finaliser: spreads FNV's low bits so the split is uniform.
    uint64_t z = hash ^ (seed * 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return double(z % 1000000ull) < validationRatio * 1e6;
}

} // namespace hw
