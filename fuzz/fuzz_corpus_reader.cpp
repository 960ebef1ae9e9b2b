// Every corpus reader (text, blank-line documents, JSONL, CSV, TSV; gzipped by name, zstd and xz by
// their first bytes): the first byte picks the format, the rest is the file.
#include "core/corpus/corpus_reader.h"
#include "fuzz_input_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1)
        return 0;
    static const char* const names[] = {"corpus.txt",    "corpus.jsonl",    "corpus.csv",    "corpus.tsv",
                                        "corpus.txt.gz", "corpus.jsonl.gz", "corpus.csv.gz", "corpus.tsv.gz"};
    static const hw::CorpusFormat formats[] = {hw::CorpusFormat::Auto, hw::CorpusFormat::Docs};
    const QString path =
        hw::fuzz::writeInputFile(QString::fromLatin1(names[data[0] % 8]), data + 1, size - 1);
    hw::CorpusReadOptions options;
    options.format = formats[(data[0] >> 3) % 2];
    hw::Expected<std::unique_ptr<hw::CorpusReader>> reader = hw::CorpusReader::open({path}, options);
    if (!reader)
        return 0;
    hw::CorpusRecord record;
    hw::UserError error;
    while (reader.value()->next(&record, &error)) {
    }
    return 0;
}
