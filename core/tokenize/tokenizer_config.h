#pragma once

#include "core/tokenize/wordpiece_tokenizer.h"

namespace hw {

// Tokenizer options from tokenizer_config.json and special_tokens_map.json, with transformers'
// BertTokenizer defaults where a field or the files are absent.
Expected<WordPieceOptions> readTokenizerOptions(const QString& directory);

} // namespace hw
