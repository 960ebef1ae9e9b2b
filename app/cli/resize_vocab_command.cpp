#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/jobs/job_runner.h"
#include "core/model_io/vocab_transfer.h"

#include <QFileInfo>

namespace hw::cli {

int runResizeVocab(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Re-fit a model to another tokenizer (a domain tokenizer trained with train-tokenizer): "
        "shared tokens keep their embeddings, new ones start as the mean of their old pieces."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory to re-fit; with --project, a model name of the project."),
         QStringLiteral("DIR")},
        {QStringLiteral("tokenizer"),
         QStringLiteral("Tokenizer directory the model is to use; with --project, a tokenizer or model name "
                        "of the project."),
         QStringLiteral("DIR")},
        {QStringLiteral("output"),
         QStringLiteral("Directory for the re-fitted model (with --project and --name: the project's "
                        "models/NAME)."),
         QStringLiteral("DIR")},
        {QStringLiteral("overwrite"), QStringLiteral("Replace an existing output directory.")},
        {QStringLiteral("project"), QStringLiteral("Project to record the model in."),
         QStringLiteral("FILE")},
        {QStringLiteral("name"), QStringLiteral("Its name in the project."), QStringLiteral("NAME")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    if (!requiredValue(parser, QStringLiteral("model"), QStringLiteral("give the model directory"),
                       &exitCode) ||
        !requiredValue(parser, QStringLiteral("tokenizer"), QStringLiteral("give the tokenizer directory"),
                       &exitCode))
        return exitCode;
    const std::optional<QString> model =
        artefactPath(parser, QStringLiteral("model"), {ArtefactKind::Model}, &exitCode);
    if (!model)
        return exitCode;
    const std::optional<QString> tokenizer = artefactPath(
        parser, QStringLiteral("tokenizer"), {ArtefactKind::Tokenizer, ArtefactKind::Model}, &exitCode);
    if (!tokenizer)
        return exitCode;
    const bool intoProject = parser.isSet(QStringLiteral("project")) && parser.isSet(QStringLiteral("name"));
    if (!intoProject && !requiredValue(parser, QStringLiteral("output"),
                                       QStringLiteral("give the directory to write"), &exitCode))
        return exitCode;
    VocabTransferRequest request{*model, *tokenizer, parser.value(QStringLiteral("output")),
                                 parser.isSet(QStringLiteral("overwrite"))};
    CliProgressSink sink(parser.isSet(QStringLiteral("json")));
    VocabTransferJob job(request, parser.value(QStringLiteral("project")),
                         parser.value(QStringLiteral("name")));
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const VocabTransferResult& r = job.result();
    const QString output = QFileInfo(job.outputDirectory()).absoluteFilePath();
    if (parser.isSet(QStringLiteral("json")))
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("old_vocab_size"), r.overlap.modelTokens},
                       {QStringLiteral("new_vocab_size"), r.overlap.tokenizerTokens},
                       {QStringLiteral("kept"), r.kept},
                       {QStringLiteral("composed"), r.composed},
                       {QStringLiteral("fallback"), r.fallback},
                       {QStringLiteral("output"), output}});
    else
        printText(
            QStringLiteral("Re-fitted to %1 tokens (was %2): %3 kept, %4 from their pieces, %5 new, in %6")
                .arg(r.overlap.tokenizerTokens)
                .arg(r.overlap.modelTokens)
                .arg(r.kept)
                .arg(r.composed)
                .arg(r.fallback)
                .arg(output));
    return kExitOk;
}

} // namespace hw::cli
