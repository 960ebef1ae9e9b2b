// The labelled-data reader (CSV, TSV, JSONL; single- and multi-label): the first byte picks format and mode.
#include "core/corpus/labelled_dataset.h"
#include "fuzz_input_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1)
        return 0;
    static const char* const names[] = {"labelled.csv", "labelled.tsv", "labelled.jsonl"};
    const QString path =
        hw::fuzz::writeInputFile(QString::fromLatin1(names[data[0] % 3]), data + 1, size - 1);
    hw::LabelledReadOptions options;
    options.labelFields = {QStringLiteral("label")};
    options.multiLabel = (data[0] >> 2) & 1;
    if ((data[0] >> 3) & 1)
        options.knownLabels = {QStringLiteral("pos"), QStringLiteral("neg")};
    hw::Expected<hw::LabelledDataset> set = hw::readLabelledDataset({path}, options);
    if (set)
        (void)hw::stratifiedSplit(set.value(), 0.1, 0.1, 42);
    return 0;
}
