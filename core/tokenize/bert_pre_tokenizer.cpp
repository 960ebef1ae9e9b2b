#include "core/tokenize/bert_pre_tokenizer.h"

#include "core/tokenize/bert_word_scanner.h"

#include <QChar>

#include <array>

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

QChar::Category bertCategory(char32_t c) {
    // The unicode_categories crate tokenizers uses holds Unicode 8.0's tables, with no character in Cn: a
    // character assigned since then, or never, is in no category it asks about.
    const QChar::UnicodeVersion version = QChar::unicodeVersion(c);
    if (version == QChar::Unicode_Unassigned || version > QChar::Unicode_8_0)
        return QChar::Other_NotAssigned;
    return QChar::category(c);
}

bool isBertControl(char32_t c) {
    if (c == U'\t' || c == U'\n' || c == U'\r')
        return false;
    switch (bertCategory(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
        return true;
    default:
        return false;
    }
}

bool isBertPunctuation(char32_t c) {
    if (c < 0x80)
        return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
    switch (bertCategory(c)) {
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

namespace bert {

const AsciiKind* asciiKinds() {
    static const auto kinds = [] {
        std::array<AsciiKind, 128> k{};
        for (char32_t c = 0; c < 128; ++c) {
            if (c == 0 || isBertControl(c))
                k[c] = isBertWhitespace(c) ? AsciiKind::ControlSpace : AsciiKind::Control;
            else if (isBertWhitespace(c))
                k[c] = AsciiKind::Space;
            else if (isBertPunctuation(c))
                k[c] = AsciiKind::Punct;
            else
                k[c] = AsciiKind::Letter;
        }
        return k;
    }();
    return kinds.data();
}

} // namespace bert

std::vector<PreToken> bertPreTokenize(const QString& text, const BertNormalization& options, int offsetBase) {
    std::vector<PreToken> tokens;
    bert::Word word;
    bert::scanWords<false>(text, options, offsetBase, word, [&](const bert::Word& w) {
        PreToken t;
        t.begin = w.source.front().first;
        t.end = w.source.back().second;
        // Decoded by hand so a lone surrogate (kept without clean_text) comes back as itself; one source
        // range per UTF-16 unit.
        t.text.reserve(qsizetype(w.bytes.size()));
        t.unitSource.reserve(w.bytes.size());
        for (size_t b = 0; b < w.bytes.size();) {
            const uchar lead = uchar(w.bytes[b]);
            const size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
            char32_t c = length == 1   ? lead
                         : length == 2 ? lead & 0x1F
                         : length == 3 ? lead & 0x0F
                                       : lead & 0x07;
            for (size_t k = 1; k < length; ++k)
                c = (c << 6) | (uchar(w.bytes[b + k]) & 0x3F);
            if (QChar::requiresSurrogates(c)) {
                t.text.append(QChar(QChar::highSurrogate(c)));
                t.text.append(QChar(QChar::lowSurrogate(c)));
                t.unitSource.push_back(w.source[b]);
            } else {
                t.text.append(QChar(char16_t(c)));
            }
            t.unitSource.push_back(w.source[b]);
            b += length;
        }
        tokens.push_back(std::move(t));
    });
    return tokens;
}

} // namespace hw
