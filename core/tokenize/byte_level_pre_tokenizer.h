#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace hw {

// GPT-2's byte-level alphabet (RoBERTa, ModernBERT): every byte as a printable character, so that a BPE
// vocabulary of strings covers any text without an unknown token. Each character is below U+0144.
char16_t byteLevelChar(uint8_t byte);
// The characters of text, spaces aside, that a vocabulary token of this alphabet writes: its bytes that begin
// a UTF-8 character, so the pieces of one Hangul syllable add up to one. -1 for a token outside the alphabet
// (an added token).
int byteLevelTextCharacters(const QString& token);
// The bytes a vocabulary token of this alphabet stands for ("Ġthe" is " the"); empty for a token outside it.
QByteArray byteLevelBytes(const QString& token);
// The token of this alphabet that stands for `bytes` (" the" is "Ġthe").
QString byteLevelString(const QByteArray& bytes);

// tokenizers' Lowercase normalizer on one code point (Rust's char::to_lowercase, with no context): its
// lower case, 1 or 2 code points (İ becomes i and a combining dot), written to `out`; returns how many.
int lowercaseOf(char32_t c, char32_t out[2]);

// Unicode White_Space: what Oniguruma's and Rust's \s and Rust's char::is_whitespace match.
bool isUnicodeWhiteSpace(char32_t c);
// Rust regex's \w (Alphabetic, marks, decimal digits, connector punctuation, joiners), as tokenizers uses it
// to decide whether an added token stands as a single word.
bool isUnicodeWordChar(char32_t c);

// How GPT-2's pre-tokenizer regex sees a character.
enum class CharClass : uint8_t { Letter, Number, Space, Other };
CharClass classify(char32_t c);

// The pieces `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+` cuts code points
// `text[0, size)` into: the end of each piece is appended to `ends` (the matches cover the text without
// gaps, so each piece begins where the one before ends). `classes` holds classify() of each code point.
void splitGpt2Pieces(const char32_t* text, const CharClass* classes, int size, std::vector<int>& ends);

} // namespace hw
