// A byte-level BPE tokenizer.json (RoBERTa's, ModernBERT's: vocabulary, merges, added tokens, post-processor)
// from untrusted JSON, loaded from a folder as a user's is, then encoding. The input is tokenizer.json, then
// optionally tokenizer_config.json and special_tokens_map.json after separators (fuzz_tokenizer_folder.h).
#include "fuzz_tokenizer_folder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QList<QByteArray> parts = hw::fuzz::splitInput(data, size, 3);
    QList<std::pair<QString, QByteArray>> files{{QStringLiteral("tokenizer.json"), parts[0]}};
    if (parts.size() > 1)
        files.append({QStringLiteral("tokenizer_config.json"), parts[1]});
    if (parts.size() > 2)
        files.append({QStringLiteral("special_tokens_map.json"), parts[2]});
    hw::fuzz::loadAndExercise(files);
    return 0;
}
