#include "cli/cli_command.h"
#include "cli/cli_options.h"
#include "cli/cli_output.h"
#include "cli/cli_progress_sink.h"

#include "export/export_job.h"
#include "jobs/job_runner.h"
#include "util/byte_size.h"

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
        {QStringLiteral("model"), QStringLiteral("Model directory to export."), QStringLiteral("DIR")},
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
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const std::optional<QString> model =
        requiredValue(parser, QStringLiteral("model"), QStringLiteral("give the model directory"), &exitCode);
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
                           {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)}};
        if (written.huggingFace) {
            result.insert(QStringLiteral("precision"), weightPrecisionName(*precision));
            result.insert(QStringLiteral("weight_files"), QJsonArray::fromStringList(written.weightFiles));
            result.insert(QStringLiteral("weight_bytes"), written.weightBytes);
            result.insert(QStringLiteral("verified_samples"), written.huggingFace->samples);
            result.insert(QStringLiteral("max_abs_difference"), written.huggingFace->maxAbsDifference);
            if (written.precisionDifference >= 0)
                result.insert(QStringLiteral("precision_difference"), written.precisionDifference);
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
        if (!r.ignoredTensors.isEmpty())
            text += QStringLiteral("\n  not used by this architecture: %1")
                        .arg(r.ignoredTensors.join(QStringLiteral(", ")));
        if (!r.legacyRenamed.isEmpty())
            text += QStringLiteral("\n  legacy LayerNorm names modernised: %1").arg(r.legacyRenamed.size());
        for (const QString& note : r.notes)
            text += QStringLiteral("\n  note: %1").arg(note);
        printText(text);
    }
    return kExitOk;
}

} // namespace hw::cli
