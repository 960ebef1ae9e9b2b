#pragma once

#include "core/jobs/job.h"
#include "core/tokenize/tokenizer_training.h"

namespace hw {

// WordPiece vocabulary learning as Hugging Face's WordPieceTrainer does it: count BERT pre-tokens, keep
// the most frequent characters, then merge the most frequent adjacent pieces ("##"-prefixed when inside
// a word) until the vocabulary is full. Returns the vocabulary, specials first; empty when cancelled.
Expected<QStringList> trainWordPieceVocab(const TokenizerTrainingSpec& spec, JobContext& context);

} // namespace hw
