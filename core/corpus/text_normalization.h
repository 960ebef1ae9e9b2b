#pragma once

#include <QString>

#include <cstdint>

namespace hw {

enum class UnicodeForm { None, Nfc, Nfkc };

struct TextNormalization {
    UnicodeForm form = UnicodeForm::Nfc;
    bool cleanWhitespace = true; // runs of spaces/tabs -> one space, lines trimmed, empty lines dropped
};

QString normalizeText(const QString& text, const TextNormalization& options);

// True when `text` is certainly unchanged by `form` (NFC or NFKC): every character is one that the form keeps
// as it is and that nothing around it can compose with, so QString::normalized() can be skipped. False
// means it may change (then normalise it).
bool isStableUnder(const QString& text, UnicodeForm form);

// The characters isStableUnder() accepts one by one (below kLimit): a text made of them is normalised, as far
// as the characters themselves go.
class StableCharacterSet {
public:
    static constexpr char32_t kLimit = 0x30000; // the BMP and planes 1-2 (emoji, CJK extensions)
    explicit StableCharacterSet(const uint64_t* bits)
        : m_bits(bits) {}
    bool contains(char32_t c) const { return c < kLimit && (m_bits[c >> 6] >> (c & 63)) & 1; }

private:
    const uint64_t* m_bits;
};
// The set for NFC or NFKC (built once, from Qt's Unicode data).
StableCharacterSet stableCharacterSet(UnicodeForm form);

// Controls (C0, DEL, C1) and the White_Space characters other than the space and the newline: where they
// are, the whitespace clean-up has work to do.
inline bool needsWhitespaceCleaning(char16_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0xA0) || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) ||
           c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

// A stable 64-bit content hash (FNV-1a), the key of deduplication and of the split.
uint64_t contentHash(const QString& text);
// Deterministic train/validation assignment from the content hash and a seed: the same document lands
// on the same side whatever else is imported with it.
bool isValidationDocument(uint64_t hash, uint64_t seed, double validationRatio);

} // namespace hw
