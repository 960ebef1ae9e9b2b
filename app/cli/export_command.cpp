#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/export/export_job.h"
#include "core/jobs/job_runner.h"
#include "core/util/byte_size.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace hw::cli {

int runExport(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Write a model as a directory that transformers' from_pretrained loads, as an ONNX "
                       "model, or both; each is read back and checked against the source first."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory to export; with --project, a model name of the project."),
         QStringLiteral("DIR")},
        {QStringLiteral("format"),
         QStringLiteral("hf (default), onnx, or both (the ONNX files in the directory's onnx/ folder)."),
         QStringLiteral("FORMAT")},
        {QStringLiteral("precision"), QStringLiteral("Hugging Face weights: fp32 (default), fp16 or bf16."),
         QStringLiteral("TYPE")},
        {QStringLiteral("max-shard-size"),
         QStringLiteral("Hugging Face weights: split them into files of at most this size (e.g. 500MB)."),
         QStringLiteral("SIZE")},
        {QStringLiteral("output"), QStringLiteral("Directory to write."), QStringLiteral("DIR")},
        {QStringLiteral("overwrite"), QStringLiteral("Replace an existing output directory.")},
        {QStringLiteral("project"), QStringLiteral("Project to record the export in."),
         QStringLiteral("FILE")},
        {QStringLiteral("name"),
         QStringLiteral("The export's name in the project (default: the folder's name)."),
         QStringLiteral("NAME")},
        {QStringLiteral("language"), QStringLiteral("Model card: the language of the texts (e.g. ko)."),
         QStringLiteral("CODE")},
        {QStringLiteral("dataset"),
         QStringLiteral("Model card: a dataset the model was trained on (repeatable)."),
         QStringLiteral("NAME")},
        {QStringLiteral("tag"), QStringLiteral("Model card: a tag for the Hub (repeatable)."),
         QStringLiteral("TAG")},
        {QStringLiteral("no-card"), QStringLiteral("Write no README.md model card.")},
        {QStringLiteral("int8"),
         QStringLiteral("ONNX: also write model_quantized.onnx (dynamic int8) and compare it with fp32.")},
        {QStringLiteral("int8-check"),
         QStringLiteral("With --int8: a classifier's labelled file to measure the int8 model's accuracy on."),
         QStringLiteral("FILE")},
        {QStringLiteral("labelled"),
         QStringLiteral("With --int8 and --project: measure it on this labelled set's test split instead."),
         QStringLiteral("NAME")},
    });
    addLabelledDataOptions(parser);
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    if (!requiredValue(
            parser, QStringLiteral("model"),
            QStringLiteral("give the model directory (with --project, a model name of the project)"),
            &exitCode))
        return exitCode;
    const std::optional<QString> model =
        artefactPath(parser, QStringLiteral("model"), {ArtefactKind::Model}, &exitCode);
    if (!model)
        return exitCode;
    const std::optional<QString> output = requiredValue(
        parser, QStringLiteral("output"), QStringLiteral("give the directory to write"), &exitCode);
    if (!output)
        return exitCode;
    const std::optional<ExportFormat> format =
        exportFormatFromName(parser.isSet(QStringLiteral("format")) ? parser.value(QStringLiteral("format"))
                                                                    : QStringLiteral("hf"));
    if (!format)
        return reportBadInput({QStringLiteral("export format '%1' is not available")
                                   .arg(parser.value(QStringLiteral("format"))),
                               QStringLiteral("--format"), QStringLiteral("use --format hf, onnx or both")});
    const std::optional<WeightPrecision> precision = weightPrecisionFromName(
        parser.isSet(QStringLiteral("precision")) ? parser.value(QStringLiteral("precision"))
                                                  : QStringLiteral("fp32"));
    if (!precision)
        return reportBadInput({QStringLiteral("weight type '%1' is not available")
                                   .arg(parser.value(QStringLiteral("precision"))),
                               QStringLiteral("--precision"), QStringLiteral("use fp32, fp16 or bf16")});
    std::optional<qint64> shardBytes = qint64(0);
    if (parser.isSet(QStringLiteral("max-shard-size"))) {
        shardBytes = parseByteSize(parser.value(QStringLiteral("max-shard-size")));
        if (!shardBytes)
            return reportBadInput(
                {QStringLiteral("'%1' is not a size").arg(parser.value(QStringLiteral("max-shard-size"))),
                 QStringLiteral("--max-shard-size"),
                 QStringLiteral("give a size such as 500MB, 2GB or 1GiB")});
    }
    const bool int8 = parser.isSet(QStringLiteral("int8"));
    if (int8 && *format == ExportFormat::HuggingFace)
        return reportBadInput({QStringLiteral("--int8 quantises the ONNX model"),
                               QStringLiteral("--format hf"), QStringLiteral("use --format onnx or both")});
    if (!int8 && (parser.isSet(QStringLiteral("int8-check")) || parser.isSet(QStringLiteral("labelled"))))
        return reportBadInput({QStringLiteral("--int8-check and --labelled measure the int8 model"),
                               QStringLiteral("--int8"), QStringLiteral("add --int8")});
    if (parser.isSet(QStringLiteral("labelled")) && !parser.isSet(QStringLiteral("project")))
        return reportBadInput(
            {QStringLiteral("a labelled set is found in a project"), QStringLiteral("--labelled"),
             QStringLiteral("add --project FILE, or give a labelled file with --int8-check")});
    if (*format == ExportFormat::Onnx &&
        (parser.isSet(QStringLiteral("precision")) || parser.isSet(QStringLiteral("max-shard-size"))))
        return reportBadInput(
            {QStringLiteral("--precision and --max-shard-size set the Hugging Face weights"),
             QStringLiteral("--format onnx"),
             QStringLiteral("use --format both, or leave them out (ONNX weights are fp32)")});

    ExportSpec spec;
    spec.modelDirectory = *model;
    spec.outputDirectory = *output;
    spec.overwrite = parser.isSet(QStringLiteral("overwrite"));
    spec.format = *format;
    spec.precision = *precision;
    spec.maxShardBytes = *shardBytes;
    spec.onnxInt8 = int8;
    spec.int8CheckFile = parser.value(QStringLiteral("int8-check"));
    spec.int8CheckRead = labelledReadOptions(parser);
    spec.int8CheckLabelledSet = parser.value(QStringLiteral("labelled"));
    spec.writeCard = !parser.isSet(QStringLiteral("no-card"));
    spec.card.language = parser.value(QStringLiteral("language"));
    spec.card.datasets = parser.values(QStringLiteral("dataset"));
    spec.card.tags = parser.values(QStringLiteral("tag"));
    spec.projectPath = parser.value(QStringLiteral("project"));
    spec.name = parser.value(QStringLiteral("name"));
    ExportJob job(spec);
    CliProgressSink sink(parser.isSet(QStringLiteral("json")));
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const ExportSummary& written = job.result();
    const LoadReport& r = written.report;
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject result{{QStringLiteral("event"), QStringLiteral("result")},
                           {QStringLiteral("output"), QFileInfo(*output).absoluteFilePath()},
                           {QStringLiteral("format"), exportFormatName(written.format)},
                           {QStringLiteral("architecture"), architectureName(written.config.architecture)},
                           {QStringLiteral("parameters"), written.parameters},
                           {QStringLiteral("ignored_tensors"), QJsonArray::fromStringList(r.ignoredTensors)},
                           {QStringLiteral("legacy_renamed"), QJsonArray::fromStringList(r.legacyRenamed)},
                           {QStringLiteral("notes"), QJsonArray::fromStringList(englishLines(r.notes))}};
        if (written.huggingFace) {
            result.insert(QStringLiteral("precision"), weightPrecisionName(*precision));
            result.insert(QStringLiteral("weight_files"), QJsonArray::fromStringList(written.weightFiles));
            result.insert(QStringLiteral("weight_bytes"), written.weightBytes);
            result.insert(QStringLiteral("verified_samples"), written.huggingFace->samples);
            result.insert(QStringLiteral("max_abs_difference"), written.huggingFace->maxAbsDifference);
            if (written.precisionDifference >= 0)
                result.insert(QStringLiteral("precision_difference"), written.precisionDifference);
        }
        if (written.int8) {
            const QuantizedOnnx& q = *written.int8;
            QJsonObject int8Result{{QStringLiteral("file"), q.file},
                                   {QStringLiteral("bytes"), q.bytes},
                                   {QStringLiteral("samples"), q.samples},
                                   {QStringLiteral("max_abs_difference"), q.maxAbsDifference},
                                   {QStringLiteral("agreement"), q.agreement}};
            if (q.accuracy)
                int8Result.insert(QStringLiteral("accuracy"),
                                  QJsonObject{{QStringLiteral("examples"), q.accuracy->examples},
                                              {QStringLiteral("metric"), q.accuracy->metric},
                                              {QStringLiteral("fp32"), q.accuracy->fp32},
                                              {QStringLiteral("int8"), q.accuracy->int8},
                                              {QStringLiteral("fp32_macro_f1"), q.accuracy->fp32MacroF1},
                                              {QStringLiteral("int8_macro_f1"), q.accuracy->int8MacroF1}});
            result.insert(QStringLiteral("int8"), int8Result);
        }
        if (written.onnx)
            result.insert(
                QStringLiteral("onnx"),
                QJsonObject{{QStringLiteral("file"), written.onnxFile},
                            {QStringLiteral("bytes"), written.onnxBytes},
                            {QStringLiteral("verified_samples"), written.onnx->samples},
                            {QStringLiteral("max_abs_difference"), written.onnx->maxAbsDifference}});
        printJsonLine(result);
    } else {
        QString text = QStringLiteral("Exported %1 (%2 parameters) to %3")
                           .arg(architectureName(written.config.architecture))
                           .arg(written.parameters)
                           .arg(QFileInfo(*output).absoluteFilePath());
        if (written.huggingFace) {
            text += QStringLiteral("\n  Hugging Face: %1 (%2, %3 MB)")
                        .arg(written.weightFiles.join(QStringLiteral(", ")), weightPrecisionName(*precision))
                        .arg(double(written.weightBytes) / 1e6, 0, 'f', 1);
            text += QStringLiteral(
                        "\n    verified: reloaded and run on %1 sample texts, largest logit difference %2")
                        .arg(written.huggingFace->samples)
                        .arg(written.huggingFace->maxAbsDifference, 0, 'g', 3);
            if (written.precisionDifference >= 0)
                text += QStringLiteral("\n    %1 rounding moves the logits by at most %2 from the fp32 model")
                            .arg(weightPrecisionName(*precision))
                            .arg(written.precisionDifference, 0, 'g', 3);
        }
        if (written.onnx) {
            text += QStringLiteral("\n  ONNX: %1 (%2 MB, opset 17)")
                        .arg(written.onnxFile)
                        .arg(double(written.onnxBytes) / 1e6, 0, 'f', 1);
            text += QStringLiteral(
                        "\n    verified: read back and run on %1 sample texts, largest logit difference %2")
                        .arg(written.onnx->samples)
                        .arg(written.onnx->maxAbsDifference, 0, 'g', 3);
        }
        if (written.int8) {
            const QuantizedOnnx& q = *written.int8;
            text += QStringLiteral(
                        "\n  int8: %1 (%2 MB); logits within %3 of fp32, %4% of the sample predictions kept")
                        .arg(q.file)
                        .arg(double(q.bytes) / 1e6, 0, 'f', 1)
                        .arg(q.maxAbsDifference, 0, 'g', 3)
                        .arg(q.agreement * 100, 0, 'f', 1);
            if (q.accuracy)
                text += QStringLiteral(
                            "\n    on %1 labelled examples: %2 %3 (fp32) -> %4 (int8), macro-F1 %5 -> %6")
                            .arg(q.accuracy->examples)
                            .arg(q.accuracy->metric)
                            .arg(q.accuracy->fp32, 0, 'f', 4)
                            .arg(q.accuracy->int8, 0, 'f', 4)
                            .arg(q.accuracy->fp32MacroF1, 0, 'f', 4)
                            .arg(q.accuracy->int8MacroF1, 0, 'f', 4);
        }
        if (!r.ignoredTensors.isEmpty())
            text += QStringLiteral("\n  not used by this architecture: %1")
                        .arg(r.ignoredTensors.join(QStringLiteral(", ")));
        if (!r.legacyRenamed.isEmpty())
            text += QStringLiteral("\n  legacy LayerNorm names modernised: %1").arg(r.legacyRenamed.size());
        for (const Text& note : r.notes)
            text += QStringLiteral("\n  note: %1").arg(note.toString());
        printText(text);
    }
    return kExitOk;
}

} // namespace hw::cli
