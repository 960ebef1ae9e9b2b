// XLM-RoBERTa's tokenizer.json (a Unigram model, the Precompiled normaliser's base64 character map, added
// tokens) from untrusted JSON, loaded from a folder as a user's is, then encoding. The input is
// tokenizer.json, then optionally tokenizer_config.json and special_tokens_map.json after separators
// (fuzz_tokenizer_folder.h); without them tokenizer_config.json names XLMRobertaTokenizer.
#include "fuzz_tokenizer_folder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QList<QByteArray> parts = hw::fuzz::splitInput(data, size, 3);
    QList<std::pair<QString, QByteArray>> files{
        {QStringLiteral("tokenizer.json"), parts[0]},
        {QStringLiteral("tokenizer_config.json"),
         parts.size() > 1 ? parts[1] : QByteArrayLiteral(R"({"tokenizer_class": "XLMRobertaTokenizer"})")}};
    if (parts.size() > 2)
        files.append({QStringLiteral("special_tokens_map.json"), parts[2]});
    hw::fuzz::loadAndExercise(files);
    return 0;
}
