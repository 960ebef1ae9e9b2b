#include "cli/cli_command.h"
#include "cli/cli_options.h"
#include "cli/cli_output.h"
#include "cli/cli_progress_sink.h"

#include "checkpoint/export_job.h"
#include "jobs/job_runner.h"

#include <QFileInfo>
#include <QJsonArray>

namespace hw::cli {

int runExport(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Write a model as a directory that transformers' from_pretrained loads."));
    parser.addOptions({
        {QStringLiteral("model"), QStringLiteral("Model directory to export."), QStringLiteral("DIR")},
        {QStringLiteral("format"), QStringLiteral("hf (default)."), QStringLiteral("FORMAT")},
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
    const QString format = parser.isSet(QStringLiteral("format")) ? parser.value(QStringLiteral("format"))
                                                                  : QStringLiteral("hf");
    if (format != QLatin1String("hf"))
        return reportBadInput({QStringLiteral("export format '%1' is not available").arg(format),
                               QStringLiteral("--format"), QStringLiteral("use --format hf")});

    ExportSpec spec;
    spec.modelDirectory = *model;
    spec.outputDirectory = *output;
    spec.overwrite = parser.isSet(QStringLiteral("overwrite"));
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
    const ModelWriteSummary* written = &job.result();
    const LoadReport& r = written->report;
    if (parser.isSet(QStringLiteral("json"))) {
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("output"), QFileInfo(*output).absoluteFilePath()},
                       {QStringLiteral("architecture"), architectureName(written->config.architecture)},
                       {QStringLiteral("parameters"), written->parameters},
                       {QStringLiteral("verified_samples"), written->verifiedSamples},
                       {QStringLiteral("max_abs_difference"), written->maxAbsDifference},
                       {QStringLiteral("ignored_tensors"), QJsonArray::fromStringList(r.ignoredTensors)},
                       {QStringLiteral("legacy_renamed"), QJsonArray::fromStringList(r.legacyRenamed)},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)}});
    } else {
        QString text = QStringLiteral("Exported %1 (%2 parameters) to %3")
                           .arg(architectureName(written->config.architecture))
                           .arg(written->parameters)
                           .arg(QFileInfo(*output).absoluteFilePath());
        text +=
            QStringLiteral("\n  verified: reloaded and run on %1 sample texts, largest logit difference %2")
                .arg(written->verifiedSamples)
                .arg(written->maxAbsDifference, 0, 'g', 3);
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
