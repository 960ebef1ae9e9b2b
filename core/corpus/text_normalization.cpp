#include "corpus/text_normalization.h"

#include <QStringList>

namespace hw {

QString normalizeText(const QString& text, const TextNormalization& options)
{
    bool ascii = true;
    for (QChar c : text)
        if (c.unicode() >= 0x80) {
            ascii = false;
            break;
        }
    QString out = text;
    if (!ascii && options.form != UnicodeForm::None)
        out = out.normalized(options.form == UnicodeForm::Nfkc ? QString::NormalizationForm_KC : QString::NormalizationForm_C);
    if (!options.cleanWhitespace)
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

uint64_t contentHash(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    uint64_t h = 1469598103934665603ull;
    for (char c : utf8) {
        h ^= uchar(c);
        h *= 1099511628211ull;
    }
    return h;
}

bool isValidationDocument(uint64_t hash, uint64_t seed, double validationRatio)
{
    // splitmix64 finaliser: spreads FNV's low bits so the split is uniform.
    uint64_t z = hash ^ (seed * 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return double(z % 1000000ull) < validationRatio * 1e6;
}

} // namespace hw
