// tokenizer.json: a Hugging Face WordPiece tokenizer file from untrusted JSON, then encoding a sentence.
#include "core/tokenize/tokenizer_files.h"
#include "fuzz_input_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString path = hw::fuzz::writeInputFile(QStringLiteral("tokenizer.json"), data, size);
    hw::Expected<hw::WordPieceTokenizer> tokenizer = hw::readWordPieceTokenizerJson(path);
    if (tokenizer)
        (void)tokenizer->encode(QStringLiteral("The patient's [MASK] recovered quickly, 환자가 회복했다."));
    return 0;
}
