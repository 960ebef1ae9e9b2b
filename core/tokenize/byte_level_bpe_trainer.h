#pragma once

#include "core/jobs/job.h"
#include "core/tokenize/byte_level_bpe_tokenizer.h"
#include "core/tokenize/tokenizer_training.h"

namespace hw {

// Byte-level BPE learning as Hugging Face tokenizers' ByteLevelBPETokenizer.train does it (a BpeTrainer
// with the ByteLevel pre-tokenizer, no prefix space, and the 256 byte characters as its initial alphabet):
// each line of the corpus with its line ending, lowercased where asked, cut by GPT-2's regex into words whose
// bytes are counted; the special tokens, then the byte characters in code point order, then the merges as
// tokenizers learns them, until the vocabulary size. Returns the tokenizer as RoBERTa ships one (<s> A </s>,
// <mask> taking the space before it); UserError::cancellation() when the job was cancelled.
Expected<ByteLevelBpeTokenizer> trainByteLevelBpe(const TokenizerTrainingSpec& spec, JobContext& context);

} // namespace hw
