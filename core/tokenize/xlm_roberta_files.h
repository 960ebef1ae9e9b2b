#pragma once

#include "core/tokenize/tokenizer_json.h"
#include "core/tokenize/xlm_roberta_tokenizer.h"

#include <QJsonObject>

namespace hw {

// Whether a folder's configs name XLM-RoBERTa's tokenizer as transformers' AutoTokenizer decides it:
// tokenizer_config.json's tokenizer_class XLMRobertaTokenizer(Fast), or, where it names no class,
// config.json's model_type xlm-roberta.
Expected<bool> namesXlmRobertaTokenizer(const QString& folder);

// XLM-R's sentencepiece.bpe.model with fairseq's ids, the special tokens and their flags taken from the
// configs in `configFolder` (tokenizer_config.json, special_tokens_map.json, tokenizer.json's added tokens)
// as transformers takes them.
Expected<XlmRobertaTokenizer> readXlmRobertaSentencePiece(const QString& modelPath,
                                                          const QString& configFolder);
// XLM-R's tokenizer.json (a Unigram model, the Precompiled normaliser), read as transformers'
// XLMRobertaTokenizer reads it: its vocabulary and character map, with XLM-R's own pre-tokenizer and
// template.
Expected<XlmRobertaTokenizer> readXlmRobertaTokenizerJson(const TokenizerJson& json, const QString& path,
                                                          const QString& configFolder);

// tokenizer.json as transformers' XLMRobertaTokenizer writes it.
QByteArray xlmRobertaTokenizerJson(const XlmRobertaTokenizer& tokenizer);
// The sentencepiece.bpe.model of a tokenizer: the file it was read from, or one made from its vocabulary
// (fairseq's layout undone). Empty where the vocabulary does not have that layout.
QByteArray xlmRobertaSentencePieceModel(const XlmRobertaTokenizer& tokenizer);

} // namespace hw
