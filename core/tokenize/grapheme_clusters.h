#pragma once

#include <vector>

namespace hw {

// Where each extended grapheme cluster of code points text[0, size) ends, by Unicode's rules (UAX #29) as
// Rust's unicode-segmentation draws them and Hugging Face tokenizers' Precompiled normaliser sees them. Qt's
// QTextBoundaryFinder tailors clusters for Indic, Thai and Tibetan script and so draws others. Left out are
// the rules that only join code points into clusters of 6 UTF-8 bytes or more (emoji ZWJ sequences, Indic
// conjuncts), which the normaliser treats code point by code point either way.
void graphemeClusterEnds(const char32_t* text, int size, std::vector<int>& ends);

} // namespace hw
