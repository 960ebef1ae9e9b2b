// What `predict` reads (text lines, JSONL, CSV, TSV, each also gzipped): the first byte picks the format and
// whether a text field is named, the rest is the file. An input with no text gets its refusal.
#include "core/eval/prediction_input.h"
#include "fuzz_input_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1)
        return 0;
    static const char* const names[] = {"input.txt",    "input.jsonl",    "input.csv",    "input.tsv",
                                        "input.txt.gz", "input.jsonl.gz", "input.csv.gz", "input.tsv.gz"};
    const QString path =
        hw::fuzz::writeInputFile(QString::fromLatin1(names[data[0] % 8]), data + 1, size - 1);
    hw::CorpusReadOptions read;
    if (data[0] & 8)
        read.textFields = QStringList{QStringLiteral("body")};
    hw::Expected<std::unique_ptr<hw::PredictionInput>> input = hw::PredictionInput::open({path}, read);
    if (!input)
        return 0;
    QVector<hw::LabelledExample> texts;
    hw::UserError error;
    while (input.value()->read(7, &texts, &error)) {
    }
    const hw::Expected<hw::PredictionInputSummary> summary = input.value()->finish();
    for (const hw::LabelledExample& text : texts)
        if (text.text.trimmed().isEmpty())
            __builtin_trap();
    if (summary && texts.isEmpty())
        (void)hw::nothingToPredict({path}, read, summary.value());
    return 0;
}
