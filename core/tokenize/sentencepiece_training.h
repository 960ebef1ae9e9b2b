#pragma once

#include "core/jobs/job.h"
#include "core/tokenize/tokenizer_training.h"

namespace hw {

// Runs SentencePiece training (unigram or BPE) in the headwater-spm-train helper process, reading its log
// for progress and ending it when the job is cancelled. Writes `<directory>/spm.model` and `spm.vocab`.
// The special tokens become pieces: [PAD] and [UNK] at ids 0 and 1, [CLS], [SEP], [MASK] as user-defined
// symbols, so they are never split and [MASK] in text stays one piece.
Expected<bool> trainSentencePiece(const TokenizerTrainingSpec& spec, const QString& directory,
                                  JobContext& context);

} // namespace hw
