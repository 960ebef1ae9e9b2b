// vocab.txt: a WordPiece vocabulary from untrusted lines, then a tokenizer built on it encoding a sentence.
#include "core/tokenize/wordpiece_tokenizer.h"
#include "fuzz_input_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString path = hw::fuzz::writeInputFile(QStringLiteral("vocab.txt"), data, size);
    hw::Expected<hw::WordPieceVocab> vocab = hw::WordPieceVocab::readFile(path);
    if (!vocab)
        return 0;
    hw::Expected<hw::WordPieceTokenizer> tokenizer =
        hw::WordPieceTokenizer::create(vocab.value(), {}, QStringLiteral("fuzz"));
    if (tokenizer)
        (void)tokenizer->encode(QStringLiteral("The patient's [MASK] recovered quickly, 환자가 회복했다."));
    return 0;
}
