#include "core/corpus/text_normalization.h"

#include <QStringList>

namespace hw {

namespace {

// Most lines need no clean-up; finding that out is far cheaper than rebuilding them.
bool isAlreadyClean(const QString& text) {
    if (text.isEmpty())
        return true;
    const QChar* p = text.constData();
    const qsizetype n = text.size();
    if (p[0] == QLatin1Char(' ') || p[n - 1] == QLatin1Char(' ') || p[0] == QLatin1Char('\n') ||
        p[n - 1] == QLatin1Char('\n'))
        return false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = p[i].unicode();
        if (c == u' ') {
            if (p[i + 1] == QLatin1Char(' ') || p[i + 1] == QLatin1Char('\n'))
                return false;
        } else if (c == u'\n') {
            if (p[i + 1] == QLatin1Char(' ') || p[i + 1] == QLatin1Char('\n'))
                return false;
        } else if (c < 0x20 || (c >= 0x7F && c <= 0xA0) || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
                   c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000) {
            // controls (C0, DEL, C1) and the non-ASCII White_Space characters need the slow path
            return false;
        }
    }
    return true;
}

} // namespace

QString normalizeText(const QString& text, const TextNormalization& options) {
    bool ascii = true;
    for (QChar c : text)
        if (c.unicode() >= 0x80) {
            ascii = false;
            break;
        }
    QString out = text;
    if (!ascii && options.form != UnicodeForm::None)
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
