// The Parquet and Arrow IPC readers (Hugging Face datasets): the first byte picks the file name (.parquet or
// .arrow; the format itself comes from the file's first bytes) and whether a label column is read; the rest
// is the file.
#include "core/corpus/corpus_reader.h"
#include "fuzz_input_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1)
        return 0;
    const QString path = hw::fuzz::writeInputFile(
        data[0] & 1 ? QStringLiteral("data.arrow") : QStringLiteral("data.parquet"), data + 1, size - 1);
    hw::CorpusReadOptions options;
    if (data[0] & 2)
        options.extraFields = {QStringLiteral("label")};
    if (data[0] & 4)
        options.extraFields << QStringLiteral("labels");
    hw::Expected<std::unique_ptr<hw::CorpusReader>> reader = hw::CorpusReader::open({path}, options);
    if (!reader)
        return 0;
    hw::CorpusRecord record;
    hw::UserError error;
    while (reader.value()->next(&record, &error)) {
    }
    return 0;
}
