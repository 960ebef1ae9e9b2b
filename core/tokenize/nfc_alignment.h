#pragma once

#include <vector>

namespace hw {

// Unicode NFC as Hugging Face tokenizers' NFC normalizer applies it, with its alignments: the characters of
// the result, and for each the span [begin, end) of the input it stands for. tokenizers takes these from
// unicode-normalization-alignments: a composed character stands for the first character it replaces, a
// character the decomposition adds for the one before it. Input code points are `text[0, size)`; spans count
// from `offset`. Text already in NFC comes out as it is, each character standing for itself.
void nfcAligned(const char32_t* text, int size, int offset, std::vector<char32_t>& out,
                std::vector<int>& begins, std::vector<int>& ends);

} // namespace hw
