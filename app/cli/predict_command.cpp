#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/eval/batch_prediction_job.h"
#include "core/jobs/job_runner.h"

#include <QJsonArray>

namespace hw::cli {

int runPredict(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Batch inference: a classifier's labels and probabilities (thresholds applied), or a "
        "masked-LM model's top guesses for each [MASK], one JSON line per input record, in the "
        "input's order. A record is a non-blank line of plain text (a blank line separates "
        "nothing), a JSONL object or a CSV/TSV row; records without text (the field missing, "
        "a malformed row, an empty text) are skipped and reported with file:line, and an "
        "input with no text at all is refused."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory (a fine-tuned classifier or a masked-LM model), a Hub id in the "
                        "Hugging Face cache, or with --project a model's name."),
         QStringLiteral("DIR")},
        {QStringLiteral("project"), QStringLiteral("Project whose model --model may name."),
         QStringLiteral("FILE")},
        {QStringLiteral("input"),
         QStringLiteral("Texts: one per non-blank line, or JSONL/CSV/TSV records with --text-field "
                        "(repeatable)."),
         QStringLiteral("F")},
        {QStringLiteral("text-field"),
         QStringLiteral("JSONL field or CSV/TSV column with the text (default text)."),
         QStringLiteral("NAME")},
        {QStringLiteral("output"), QStringLiteral("JSONL file to write."), QStringLiteral("F")},
        {QStringLiteral("max-length"),
         QStringLiteral("Classifier: tokens per text (default: the model's model_max_length, which "
                        "fine-tuning records; else 128)."),
         QStringLiteral("N")},
        {QStringLiteral("batch-size"), QStringLiteral("Classifier: texts per forward pass (default 32)."),
         QStringLiteral("N")},
        {QStringLiteral("top-k"), QStringLiteral("Masked-LM: guesses per mask (default 5)."),
         QStringLiteral("K")},
        {QStringLiteral("device"), QStringLiteral("cpu or cuda:N (default cpu)."), QStringLiteral("D")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    BatchPredictionSpec spec;
    const std::optional<QString> given =
        requiredValue(parser, QStringLiteral("model"), QStringLiteral("give a model directory"), &exitCode);
    const std::optional<QString> output = requiredValue(
        parser, QStringLiteral("output"), QStringLiteral("name the JSONL file to write"), &exitCode);
    if (!given || !output)
        return exitCode;
    const std::optional<QString> model =
        artefactPath(parser, QStringLiteral("model"), {ArtefactKind::Model}, &exitCode);
    if (!model)
        return exitCode;
    spec.inputs = parser.values(QStringLiteral("input"));
    if (spec.inputs.isEmpty())
        return reportBadInput({QStringLiteral("missing required option --input"), QStringLiteral("--input"),
                               QStringLiteral("give a file of texts")});
    spec.modelDirectory = *model;
    spec.outputFile = *output;
    if (parser.isSet(QStringLiteral("text-field")))
        spec.read.textFields = parser.values(QStringLiteral("text-field"));
    const std::optional<int> maxLength =
        intValue(parser, QStringLiteral("max-length"), spec.maxLength, 8, &exitCode, 65536);
    const std::optional<int> batchSize =
        intValue(parser, QStringLiteral("batch-size"), spec.batchSize, 1, &exitCode, 65536);
    const std::optional<int> topK = intValue(parser, QStringLiteral("top-k"), spec.topK, 1, &exitCode, 1000);
    if (!maxLength || !batchSize || !topK)
        return exitCode;
    spec.maxLength = *maxLength;
    spec.batchSize = *batchSize;
    spec.topK = *topK;
    if (parser.isSet(QStringLiteral("device")))
        spec.device = parser.value(QStringLiteral("device"));

    const bool json = parser.isSet(QStringLiteral("json"));
    BatchPredictionJob job(spec);
    CliProgressSink sink(json);
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const BatchPredictionResult& r = job.result();
    if (json) {
        QJsonArray files;
        for (const CorpusFileReport& f : r.input.files)
            files.append(corpusFileReportJson(f));
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("kind"), r.kind},
                       {QStringLiteral("texts"), r.texts},
                       {QStringLiteral("skipped"), r.input.skipped.count},
                       {QStringLiteral("skipped_examples"),
                        QJsonArray::fromStringList(englishLines(r.input.skipped.examples))},
                       {QStringLiteral("invalid_utf8"), r.input.invalidUtf8},
                       {QStringLiteral("cut_lines"), r.input.cutLines},
                       {QStringLiteral("files"), files},
                       {QStringLiteral("tokens"), r.tokens},
                       {QStringLiteral("seconds"), r.seconds},
                       {QStringLiteral("texts_per_second"), r.textsPerSecond()},
                       {QStringLiteral("tokens_per_second"), r.tokensPerSecond()},
                       {QStringLiteral("output"), spec.outputFile}});
        return kExitOk;
    }
    QString text = QStringLiteral("%1 texts predicted (%2) in %3 s: %4 texts/s, %5 tokens/s; written to %6")
                       .arg(r.texts)
                       .arg(r.kind)
                       .arg(r.seconds, 0, 'f', 2)
                       .arg(r.textsPerSecond(), 0, 'f', 1)
                       .arg(r.tokensPerSecond(), 0, 'f', 0)
                       .arg(spec.outputFile);
    if (r.input.skipped.count)
        text +=
            QStringLiteral("\n  %1 records skipped (no text to predict; no line written for them), e.g. %2")
                .arg(r.input.skipped.count)
                .arg(Text::joined(r.input.skipped.examples, QStringLiteral("; ")).toString());
    for (const CorpusFileReport& f : r.input.files) {
        if (f.invalidSequences)
            text += QStringLiteral("\n  %1: %2 invalid UTF-8 sequences replaced (by U+FFFD)")
                        .arg(f.path)
                        .arg(f.invalidSequences);
        if (f.cutLines)
            text += QStringLiteral("\n  %1: %2 over-long lines cut").arg(f.path).arg(f.cutLines);
    }
    printText(text);
    return kExitOk;
}

} // namespace hw::cli
