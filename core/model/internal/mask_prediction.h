#pragma once
// Core-internal (includes torch): the mask-filling forward pass shared by the mask-fill comparison and the
// pretraining run's mask-fill watch.

#include "core/model/internal/encoder_model.h"
#include "core/model/mask_fill_result.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/util/expected.h"

namespace hw {

// The text with the model's own mask token wherever it has "[MASK]" or "<mask>", so one probe serves BERT and
// RoBERTa models side by side.
QString withOwnMaskToken(const TextTokenizer& tokenizer, QString text);

// The text with its mask tokens as mask ids. WordPiece recognises "[MASK]" in text itself (as transformers
// does); a SentencePiece model would cut it into pieces, so the text is segmented around each mask instead.
Encoding encodeWithMasks(const TextTokenizer& tokenizer, const QString& text);

// Top-k predictions for every mask token in `text`, as transformers' fill-mask pipeline computes them
// (softmax over the MLM logits at each mask position). The model is used as it is: the caller puts it in
// evaluation mode.
Expected<MaskFillResult> predictMasks(EncoderModel& model, const TextTokenizer& tokenizer, int maxPositions,
                                      const QString& text, int topK, const torch::Device& device);

} // namespace hw
