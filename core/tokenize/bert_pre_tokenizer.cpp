#include "core/tokenize/bert_pre_tokenizer.h"

#include <QChar>

#include <unordered_map>

namespace hw {

bool isBertWhitespace(char32_t c) {
    // Rust's char::is_whitespace (the Unicode White_Space property).
    switch (c) {
    case 0x09:
    case 0x0A:
    case 0x0B:
    case 0x0C:
    case 0x0D:
    case 0x20:
    case 0x85:
    case 0xA0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
        return true;
    default:
        return c >= 0x2000 && c <= 0x200A;
    }
}

bool isBertControl(char32_t c) {
    if (c == U'\t' || c == U'\n' || c == U'\r')
        return false;
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
        return true;
    default:
        return false;
    }
}

bool isBertPunctuation(char32_t c) {
    if (c < 0x80)
        return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
    switch (QChar::category(c)) {
    case QChar::Punctuation_Connector:
    case QChar::Punctuation_Dash:
    case QChar::Punctuation_Open:
    case QChar::Punctuation_Close:
    case QChar::Punctuation_InitialQuote:
    case QChar::Punctuation_FinalQuote:
    case QChar::Punctuation_Other:
        return true;
    default:
        return false;
    }
}

bool isCjkIdeograph(char32_t c) {
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x20000 && c <= 0x2A6DF) ||
           (c >= 0x2A700 && c <= 0x2B73F) || (c >= 0x2B740 && c <= 0x2B81F) ||
           (c >= 0x2B820 && c <= 0x2CEAF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
}

namespace {

void appendCodePoint(QString& out, char32_t c) {
    if (QChar::requiresSurrogates(c)) {
        out.append(QChar(QChar::highSurrogate(c)));
        out.append(QChar(QChar::lowSurrogate(c)));
    } else {
        out.append(QChar(char16_t(c)));
    }
}

QString normalisedPiece(char32_t c, const BertNormalization& options);

// The normalised form of one source character (accent stripping, then lowercasing, as the Rust
// normaliser orders them).
void normaliseInto(QString& out, char32_t c, const BertNormalization& options) {
    if (c < 0x80) {
        out.append(QChar(char16_t(options.lowercase && c >= 'A' && c <= 'Z' ? c + 32 : c)));
        return;
    }
    // Decomposition and case mapping are costly and depend only on the character: remember them.
    thread_local std::unordered_map<uint64_t, QString> cache;
    const uint64_t key =
        (uint64_t(c) << 2) | (options.stripAccents ? 2u : 0u) | (options.lowercase ? 1u : 0u);
    auto found = cache.find(key);
    if (found == cache.end())
        found = cache.emplace(key, normalisedPiece(c, options)).first;
    out += found->second;
}

QString normalisedPiece(char32_t c, const BertNormalization& options) {
    QString piece;
    appendCodePoint(piece, c);
    if (options.stripAccents) {
        const QString decomposed = piece.normalized(QString::NormalizationForm_D);
        piece.clear();
        for (auto it = decomposed.cbegin(); it != decomposed.cend(); ++it) {
            char32_t d = it->unicode();
            if (it->isHighSurrogate() && it + 1 != decomposed.cend()) {
                d = QChar::surrogateToUcs4(*it, *(it + 1));
                ++it;
            }
            if (QChar::category(d) != QChar::Mark_NonSpacing)
                appendCodePoint(piece, d);
        }
    }
    if (options.lowercase)
        piece = piece.toLower();
    return piece;
}

class PreTokenBuilder {
public:
    explicit PreTokenBuilder(std::vector<PreToken>& out)
        : m_out(out) {}

    void append(const QString& text, int begin, int end) {
        if (m_current.text.isEmpty())
            m_current.begin = begin;
        m_current.text += text;
        m_current.end = end;
        for (qsizetype i = 0; i < text.size(); ++i)
            m_current.unitSource.emplace_back(begin, end);
    }
    void flush() {
        if (!m_current.text.isEmpty())
            m_out.push_back(std::move(m_current));
        m_current = PreToken();
    }

private:
    std::vector<PreToken>& m_out;
    PreToken m_current;
};

} // namespace

std::vector<PreToken> bertPreTokenize(const QString& text, const BertNormalization& options, int offsetBase) {
    std::vector<PreToken> tokens;
    PreTokenBuilder builder(tokens);
    QString normalised;
    const int n = int(text.size());
    for (int i = 0; i < n;) {
        const int begin = i;
        char32_t c = text[i].unicode();
        ++i;
        if (QChar::isHighSurrogate(c) && i < n && text[i].isLowSurrogate())
            c = QChar::surrogateToUcs4(char16_t(c), text[i++].unicode());
        const int absBegin = offsetBase + begin;
        const int absEnd = offsetBase + i;

        if (options.cleanText && (c == 0 || c == 0xFFFD || isBertControl(c)))
            continue;
        if (isBertWhitespace(c)) {
            builder.flush();
            continue;
        }
        if (options.handleChineseChars && isCjkIdeograph(c)) {
            builder.flush();
            normalised.clear();
            normaliseInto(normalised, c, options); // compatibility ideographs decompose under NFD
            builder.append(normalised, absBegin, absEnd);
            builder.flush();
            continue;
        }
        normalised.clear();
        normaliseInto(normalised, c, options);
        // Normalisation may turn one character into several (or none); each output character is
        // judged on its own, as the Rust pipeline splits after normalising.
        for (auto it = normalised.cbegin(); it != normalised.cend(); ++it) {
            char32_t d = it->unicode();
            QString one(*it);
            if (it->isHighSurrogate() && it + 1 != normalised.cend()) {
                d = QChar::surrogateToUcs4(*it, *(it + 1));
                one.append(*(++it));
            }
            if (isBertWhitespace(d)) {
                builder.flush();
            } else if (isBertPunctuation(d)) {
                builder.flush();
                builder.append(one, absBegin, absEnd);
                builder.flush();
            } else {
                builder.append(one, absBegin, absEnd);
            }
        }
    }
    builder.flush();
    return tokens;
}

} // namespace hw
