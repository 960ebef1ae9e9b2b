#include "app/cli/cli_command.h"
#include "app/cli/cli_labelled_import.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/corpus/corpus_import_job.h"
#include "core/jobs/job_runner.h"

#include <QJsonArray>

namespace hw::cli {

int runImportCorpus(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Read corpus files (txt, blank-line docs, JSONL, CSV/TSV, folders; .gz, .zst, .xz; Parquet, Arrow), "
        "normalise, deduplicate, split 9:1 and report statistics. A Hugging Face dataset's split files "
        "(train-*.parquet, test-*.parquet) stay its splits."));
    parser.addPositionalArgument(QStringLiteral("inputs"), QStringLiteral("Files or folders to import."),
                                 QStringLiteral("FILE..."));
    parser.addOptions({
        {QStringLiteral("format"),
         QStringLiteral("auto (default), txt, docs, jsonl, csv, tsv, parquet or arrow."),
         QStringLiteral("FORMAT")},
        {QStringLiteral("text-field"),
         QStringLiteral("JSONL field (dotted path) or CSV/TSV/Parquet/Arrow column with the text; repeat to "
                        "join several."),
         QStringLiteral("NAME")},
        {QStringLiteral("nfkc"), QStringLiteral("Normalise to NFKC instead of NFC.")},
        {QStringLiteral("no-normalize"), QStringLiteral("Keep the text's Unicode form as it is.")},
        {QStringLiteral("keep-whitespace"), QStringLiteral("Do not collapse runs of spaces.")},
        {QStringLiteral("min-chars"), QStringLiteral("Drop documents shorter than N characters (default 1)."),
         QStringLiteral("N")},
        {QStringLiteral("max-chars"), QStringLiteral("Drop documents longer than N characters."),
         QStringLiteral("N")},
        {QStringLiteral("no-dedup"), QStringLiteral("Keep exact duplicates.")},
        {QStringLiteral("validation-percent"),
         QStringLiteral("Share of documents for validation (default 10)."), QStringLiteral("P")},
        {QStringLiteral("seed"), QStringLiteral("Split seed (default 42)."), QStringLiteral("N")},
        {QStringLiteral("project"), QStringLiteral("Record the corpus in this project file."),
         QStringLiteral("FILE")},
        {QStringLiteral("name"),
         QStringLiteral("Corpus name in the project (default: the first file's name)."),
         QStringLiteral("NAME")},
        {QStringLiteral("output"),
         QStringLiteral(
             "Write train.txt, validation.txt and stats.json here (labelled: train/validation/test.jsonl)."),
         QStringLiteral("DIR")},
        {QStringLiteral("label-field"),
         QStringLiteral("Labelled data: the label column; repeat for one 0/1 column per label."),
         QStringLiteral("NAME")},
        {QStringLiteral("multi-label"),
         QStringLiteral("Labelled data: the label column lists several labels.")},
        {QStringLiteral("label-delimiter"), QStringLiteral("Separator of a multi-label list (default ',')."),
         QStringLiteral("TEXT")},
        {QStringLiteral("label-names"),
         QStringLiteral("Labelled data: names of integer class ids, in id order, comma-separated (where the "
                        "dataset does not name its classes)."),
         QStringLiteral("NAMES")},
        {QStringLiteral("preview"),
         QStringLiteral("Only show the detected format and the first N documents of each input."),
         QStringLiteral("N")},
        {QStringLiteral("test-percent"),
         QStringLiteral("Labelled data: share for the test split (default 10)."), QStringLiteral("P")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    CorpusImportSpec spec;
    spec.inputs = parser.positionalArguments();
    if (spec.inputs.isEmpty())
        return reportBadInput({QStringLiteral("no input files"), QStringLiteral("import-corpus"),
                               QStringLiteral("give one or more files or folders")});
    Expected<CorpusFormat> format =
        corpusFormatFromName(parser.isSet(QStringLiteral("format")) ? parser.value(QStringLiteral("format"))
                                                                    : QStringLiteral("auto"));
    if (!format)
        return reportBadInput(format.error());
    spec.read.format = format.value();
    spec.read.textFields = parser.values(QStringLiteral("text-field"));
    spec.normalization.form = parser.isSet(QStringLiteral("no-normalize")) ? UnicodeForm::None
                              : parser.isSet(QStringLiteral("nfkc"))       ? UnicodeForm::Nfkc
                                                                           : UnicodeForm::Nfc;
    spec.normalization.cleanWhitespace = !parser.isSet(QStringLiteral("keep-whitespace"));
    const std::optional<int> minChars = intValue(parser, QStringLiteral("min-chars"), 1, 0, &exitCode);
    const std::optional<int> maxChars = intValue(parser, QStringLiteral("max-chars"), 0, 0, &exitCode);
    const std::optional<int> percent =
        intValue(parser, QStringLiteral("validation-percent"), 10, 0, &exitCode);
    const std::optional<int> seed = intValue(parser, QStringLiteral("seed"), 42, 0, &exitCode);
    if (!minChars || !maxChars || !percent || !seed)
        return exitCode;
    if (*percent > 90)
        return reportBadInput({QStringLiteral("validation share %1% is too large").arg(*percent),
                               QStringLiteral("--validation-percent"), QStringLiteral("give 0 to 90")});
    spec.minChars = *minChars;
    spec.maxChars = *maxChars;
    spec.validationRatio = *percent / 100.0;
    spec.seed = uint64_t(*seed);
    spec.deduplicate = !parser.isSet(QStringLiteral("no-dedup"));
    spec.projectPath = parser.value(QStringLiteral("project"));
    spec.corpusName = parser.value(QStringLiteral("name"));
    spec.outputDirectory = parser.value(QStringLiteral("output"));

    const bool json = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("preview"))) {
        const std::optional<int> count = intValue(parser, QStringLiteral("preview"), 5, 1, &exitCode);
        if (!count)
            return exitCode;
        CorpusReadOptions read = spec.read;
        read.splitLongText = true; // as the import reads
        for (const QString& file : expandCorpusPaths(spec.inputs)) {
            Expected<QVector<CorpusRecord>> records = previewCorpus(file, read, *count);
            if (!records)
                return reportBadInput(records.error());
            const CorpusFormat format =
                spec.read.format == CorpusFormat::Auto ? detectCorpusFormat(file) : spec.read.format;
            QJsonArray texts;
            QString text = QStringLiteral("%1 (%2)\n").arg(file, corpusFormatName(format));
            Expected<QVector<ColumnarColumn>> columns = corpusColumns(file);
            if (!columns)
                return reportBadInput(columns.error());
            QJsonArray columnsJson;
            for (const ColumnarColumn& column : columns.value()) {
                text += QStringLiteral("  column %1: %2%3\n")
                            .arg(column.name, column.type,
                                 column.classNames.isEmpty() ? QString()
                                                             : QStringLiteral(" (%1 class names from %2)")
                                                                   .arg(column.classNames.size())
                                                                   .arg(column.classNamesFrom));
                columnsJson.append(QJsonObject{
                    {QStringLiteral("name"), column.name},
                    {QStringLiteral("type"), column.type},
                    {QStringLiteral("class_names"), QJsonArray::fromStringList(column.classNames)}});
            }
            for (const CorpusRecord& r : records.value()) {
                texts.append(r.text);
                text += QStringLiteral("  %1\n").arg(
                    r.text.left(120).replace(QLatin1Char('\n'), QStringLiteral(" / ")));
            }
            if (json)
                printJsonLine({{QStringLiteral("event"), QStringLiteral("preview")},
                               {QStringLiteral("file"), file},
                               {QStringLiteral("format"), corpusFormatName(format)},
                               {QStringLiteral("columns"), columnsJson},
                               {QStringLiteral("documents"), texts}});
            else
                printText(text.trimmed());
        }
        return kExitOk;
    }
    if (parser.isSet(QStringLiteral("label-field"))) {
        const std::optional<int> testPercent =
            intValue(parser, QStringLiteral("test-percent"), 10, 0, &exitCode);
        if (!testPercent)
            return exitCode;
        LabelledImportSpec labelled;
        labelled.inputs = spec.inputs;
        labelled.options.read = spec.read;
        labelled.options.labelFields = parser.values(QStringLiteral("label-field"));
        labelled.options.multiLabel = parser.isSet(QStringLiteral("multi-label"));
        if (parser.isSet(QStringLiteral("label-delimiter")))
            labelled.options.labelDelimiter = parser.value(QStringLiteral("label-delimiter"));
        for (const QString& name : parser.value(QStringLiteral("label-names")).split(QLatin1Char(',')))
            if (!name.trimmed().isEmpty())
                labelled.options.classNames << name.trimmed();
        labelled.validationRatio = spec.validationRatio;
        labelled.testRatio = *testPercent / 100.0;
        labelled.seed = spec.seed;
        labelled.outputDirectory = spec.outputDirectory;
        labelled.projectPath = spec.projectPath;
        labelled.name = spec.corpusName;
        return importLabelledDataset(labelled, json);
    }
    CorpusImportJob job(spec);
    CliProgressSink sink(json);
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    if (outcome.status != JobStatus::Succeeded)
        return job.error().what.isEmpty() ? reportFailure(outcome.message) : reportBadInput(job.error());
    const CorpusImportResult& r = job.result();
    if (json) {
        QJsonObject result = r.toJson();
        result.insert(QStringLiteral("event"), QStringLiteral("result"));
        printJsonLine(result);
    } else {
        const QJsonObject scripts = r.stats.value(QLatin1String("scripts")).toObject();
        printText(
            QStringLiteral(
                "%1 documents read, %2 kept (%3 duplicates, %4 too short, %5 too long)\n"
                "  split: %6 train / %7 validation\n  characters: %8, words: %9, median length %10, p90 %11\n"
                "  scripts: Hangul %12%, Latin %13%, Han %14%, other %15%")
                .arg(r.read)
                .arg(r.kept)
                .arg(r.duplicates)
                .arg(r.tooShort)
                .arg(r.tooLong)
                .arg(r.train)
                .arg(r.validation)
                .arg(qint64(r.stats.value(QLatin1String("characters")).toDouble()))
                .arg(qint64(r.stats.value(QLatin1String("words")).toDouble()))
                .arg(r.stats.value(QLatin1String("median_length")).toDouble())
                .arg(r.stats.value(QLatin1String("p90_length")).toDouble())
                .arg(100 * scripts.value(QLatin1String("hangul")).toDouble(), 0, 'f', 1)
                .arg(100 * scripts.value(QLatin1String("latin")).toDouble(), 0, 'f', 1)
                .arg(100 * scripts.value(QLatin1String("han")).toDouble(), 0, 'f', 1)
                .arg(100 * scripts.value(QLatin1String("other")).toDouble(), 0, 'f', 1));
        if (r.splitLines > 0)
            printText(QStringLiteral("  ") +
                      splitLinesText(r.splitLines, r.splitDocuments, r.maxDocumentBytes) +
                      QStringLiteral(" (nothing was cut)"));
    }
    return kExitOk;
}

} // namespace hw::cli
