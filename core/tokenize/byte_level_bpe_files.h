#pragma once

#include "core/tokenize/byte_level_bpe_tokenizer.h"
#include "core/tokenize/tokenizer_json.h"
#include "core/util/ordinary_files.h"

#include <QJsonObject>

#include <functional>

namespace hw {

// A BPE tokenizer.json with a ByteLevel pre-tokenizer (RoBERTa, GPT-2, ModernBERT), read as tokenizers reads
// it; tokenizer_config.json and special_tokens_map.json in `configFolder`, where present, say which tokens
// are [CLS], [SEP], [MASK]...
Expected<ByteLevelBpeTokenizer> readByteLevelBpeTokenizerJson(const TokenizerJson& json, const QString& path,
                                                              const QString& configFolder);
// vocab.json and merges.txt with tokenizer_config.json / special_tokens_map.json, read as transformers'
// RobertaTokenizer reads them.
Expected<ByteLevelBpeTokenizer> readByteLevelBpeVocabFiles(const QString& directory);

QByteArray byteLevelBpeTokenizerJson(const ByteLevelBpeTokenizer& tokenizer);
Expected<bool> saveByteLevelBpeTokenizer(const ByteLevelBpeTokenizer& tokenizer, const QString& directory);

// The parts of a tokenizer.json the two readers share.
namespace bpe_files {
// A JSON object file, bounded as `kind` allows; an empty object where `optional` and the file is absent.
Expected<QJsonObject> readJsonObjectFile(const QString& path, FileKind kind, bool optional);
// The same for the file's bytes, already read; `path` names it in an error.
Expected<QJsonObject> parseJsonObject(const QByteArray& bytes, const QString& path);
AddedToken addedTokenFrom(const QJsonObject& json, int id);
// A vocabulary object {"token": id, ...} as the model's tokens by id.
Expected<std::vector<QString>> vocabularyById(const JsonVocabEntries& vocab, const QString& where);
// Adds one merge; `where` names its line or entry for an error (made only then: most files hold tens of
// thousands of merges).
Expected<bool> addMerge(BpeModel& model, const TokenizerJson::Merge& merge,
                        const std::function<Text()>& where);
// tokenizer_config.json then special_tokens_map.json of a folder, the later overriding; empty where absent.
Expected<QJsonObject> readTokenizerSettings(const QString& folder);
// A special token as a config names it: "<mask>" or an AddedToken object {"content": "<mask>", ...}.
QString specialTokenContent(const QJsonValue& value);
void readSpecialTokens(const QJsonObject& settings, SpecialTokens* specials);
} // namespace bpe_files

} // namespace hw
