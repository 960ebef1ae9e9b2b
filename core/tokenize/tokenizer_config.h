#pragma once

#include "core/tokenize/wordpiece_tokenizer.h"

#include <optional>

namespace hw {

// Tokenizer options from tokenizer_config.json and special_tokens_map.json, with transformers'
// BertTokenizer defaults where a field or the files are absent.
Expected<WordPieceOptions> readTokenizerOptions(const QString& directory);

// The longest input a model reads, kept where transformers keeps it (tokenizer_config.json's
// model_max_length): a fine-tuned classifier records the length it was trained with, so that evaluating and
// predicting with it later cut texts as its training did.
Expected<bool> writeModelMaxLength(const QString& directory, int maxLength);
// The model_max_length a model folder records, when it records a usable one (transformers writes 1e30 for
// "none"); nothing otherwise.
std::optional<int> readModelMaxLength(const QString& directory);
// The input length to classify with: the one asked for (> 0), else the model's recorded one, else 128.
int classifierMaxLength(const QString& modelDirectory, int requested);

} // namespace hw
