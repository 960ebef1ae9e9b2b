// Byte-level BPE's vocab.json and merges.txt (RoBERTa's slow-tokenizer files) from untrusted bytes, loaded
// from a folder as a user's is, then encoding. The input is vocab.json and merges.txt, then optionally
// tokenizer_config.json and special_tokens_map.json, all parted by separators (fuzz_tokenizer_folder.h).
#include "fuzz_tokenizer_folder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QList<QByteArray> parts = hw::fuzz::splitInput(data, size, 4);
    QList<std::pair<QString, QByteArray>> files{{QStringLiteral("vocab.json"), parts[0]},
                                                {QStringLiteral("merges.txt"), parts.value(1)}};
    if (parts.size() > 2)
        files.append({QStringLiteral("tokenizer_config.json"), parts[2]});
    if (parts.size() > 3)
        files.append({QStringLiteral("special_tokens_map.json"), parts[3]});
    hw::fuzz::loadAndExercise(files);
    return 0;
}
