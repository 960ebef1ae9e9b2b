// tokenizer.json: a Hugging Face WordPiece tokenizer file from untrusted JSON, then encoding a sentence.
#include "core/tokenize/tokenizer_files.h"
#include "fuzz_input_file.h"
#include "fuzz_tokenizer_folder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString path = hw::fuzz::writeInputFile(QStringLiteral("tokenizer.json"), data, size);
    hw::fuzz::checkReadsAlike(path);
    hw::Expected<hw::TokenizerJson> json = hw::readTokenizerJson(path);
    if (!json)
        return 0;
    hw::Expected<hw::WordPieceTokenizer> tokenizer = hw::readWordPieceTokenizerJson(json.value(), path);
    if (tokenizer)
        (void)tokenizer->encode(QStringLiteral("The patient's [MASK] recovered quickly, 환자가 회복했다."));
    return 0;
}
