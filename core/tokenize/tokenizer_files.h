#pragma once

#include "core/tokenize/tokenizer_json.h"
#include "core/tokenize/wordpiece_tokenizer.h"

namespace hw {

// Hugging Face's fast-tokenizer JSON for a BERT-style WordPiece tokenizer (BertNormalizer,
// BertPreTokenizer, WordPiece model, [CLS] A [SEP] B [SEP] template).
QByteArray wordPieceTokenizerJson(const WordPieceTokenizer& tokenizer);
Expected<WordPieceTokenizer> readWordPieceTokenizerJson(const TokenizerJson& json, const QString& path);

// Writes vocab.txt, tokenizer.json, tokenizer_config.json and special_tokens_map.json into `directory`
// (created if needed), each file atomically.
Expected<bool> saveWordPieceTokenizer(const WordPieceTokenizer& tokenizer, const QString& directory);

} // namespace hw
