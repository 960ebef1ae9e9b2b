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

// A stable 64-bit content hash (FNV-1a), the key of deduplication and of the split.
uint64_t contentHash(const QString& text);
// Deterministic train/validation assignment from the content hash and a seed: the same document lands
// on the same side whatever else is imported with it.
bool isValidationDocument(uint64_t hash, uint64_t seed, double validationRatio);

} // namespace hw
