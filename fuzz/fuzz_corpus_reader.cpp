// Every corpus reader (text, blank-line documents, JSONL, CSV, TSV; gzipped by name, zstd and xz by
// their first bytes): the first byte picks the format and whether lines come undecoded, as the import reads
// them (their bytes then measured, and decoded where they are not valid UTF-8), the rest is the file.
#include "core/corpus/corpus_reader.h"
#include "core/corpus/corpus_stats.h"
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
    options.keepUtf8Undecoded = (data[0] >> 4) & 1;
    hw::Expected<std::unique_ptr<hw::CorpusReader>> reader = hw::CorpusReader::open({path}, options);
    if (!reader)
        return 0;
    hw::CorpusRecord record;
    hw::UserError error;
    while (reader.value()->next(&record, &error)) {
        if (!record.text.isNull())
            continue;
        hw::DocumentFigures figures;
        uint64_t hash = 0;
        int characters = 0;
        const hw::Utf8Measure measured =
            hw::measureUtf8IfNormalized(record.utf8, hw::TextNormalization{}, &figures, &hash, &characters);
        if (measured == hw::Utf8Measure::NotUtf8) {
            if (record.utf8Unchecked)
                reader.value()->decodeUnchecked(record.utf8);
        } else if (hash != hw::contentHash(QString::fromUtf8(record.utf8))) {
            __builtin_trap(); // measuring the bytes must hash them as their text
        }
    }
    return 0;
}
