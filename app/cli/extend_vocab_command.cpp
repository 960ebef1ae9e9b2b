#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/jobs/job_runner.h"
#include "core/model_io/vocab_extension_job.h"

#include <QFileInfo>
#include <QJsonArray>

namespace hw::cli {

int runExtendVocab(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Propose domain words that a model's tokenizer splits into many pieces, add them, "
                       "and resize the model's embeddings."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory with a WordPiece or byte-level BPE tokenizer (BPE gains merges); "
                        "with --project, a model name of the project."),
         QStringLiteral("DIR")},
        {QStringLiteral("corpus"), QStringLiteral("Domain text file (repeatable)."), QStringLiteral("FILE")},
        {QStringLiteral("project-corpus"),
         QStringLiteral(
             "A corpus of --project to rank words from (its training split), instead of --corpus."),
         QStringLiteral("NAME")},
        {QStringLiteral("add"), QStringLiteral("Number of ranked words to add."), QStringLiteral("N")},
        {QStringLiteral("token"), QStringLiteral("Add exactly this word (repeatable) instead of ranking."),
         QStringLiteral("WORD")},
        {QStringLiteral("min-frequency"), QStringLiteral("Only words seen at least N times (default 5)."),
         QStringLiteral("N")},
        {
            QStringLiteral("dry-run"),
            QStringLiteral("Only list the candidates (with --add N of them)."),
        },
        {QStringLiteral("output"),
         QStringLiteral("Directory for the extended model (with --project and --name: the project's "
                        "models/NAME)."),
         QStringLiteral("DIR")},
        {QStringLiteral("overwrite"), QStringLiteral("Replace an existing output directory.")},
        {QStringLiteral("project"), QStringLiteral("Project to record the extended model and tokenizer in."),
         QStringLiteral("FILE")},
        {QStringLiteral("name"),
         QStringLiteral("Their name in the project (default: the output folder's name)."),
         QStringLiteral("NAME")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    VocabExtensionRequest request;
    if (!requiredValue(parser, QStringLiteral("model"), QStringLiteral("give the model directory"),
                       &exitCode))
        return exitCode;
    const std::optional<QString> model =
        artefactPath(parser, QStringLiteral("model"), {ArtefactKind::Model}, &exitCode);
    const std::optional<int> add = intValue(parser, QStringLiteral("add"), 0, 0, &exitCode);
    const std::optional<int> minFrequency =
        intValue(parser, QStringLiteral("min-frequency"), 5, 1, &exitCode);
    if (!model || !add || !minFrequency)
        return exitCode;
    request.modelDirectory = *model;
    request.corpusFiles = parser.values(QStringLiteral("corpus"));
    request.projectCorpus = parser.value(QStringLiteral("project-corpus"));
    if (!request.projectCorpus.isEmpty() && !parser.isSet(QStringLiteral("project")))
        return reportBadInput({QStringLiteral("--project-corpus names a corpus of a project"),
                               QStringLiteral("--project"), QStringLiteral("give --project FILE too")});
    request.explicitTokens = parser.values(QStringLiteral("token"));
    request.addCount = *add;
    request.minFrequency = *minFrequency;
    request.dryRun = parser.isSet(QStringLiteral("dry-run"));
    request.overwrite = parser.isSet(QStringLiteral("overwrite"));
    if (request.explicitTokens.isEmpty() && request.corpusFiles.isEmpty() && request.projectCorpus.isEmpty())
        return reportBadInput(
            {QStringLiteral("no words to add"), QStringLiteral("--corpus"),
             QStringLiteral("give --corpus FILE --add N (or --project-corpus NAME --add N), "
                            "or --token WORD")});
    if (request.explicitTokens.isEmpty() && request.addCount == 0)
        return reportBadInput({QStringLiteral("how many words to add is not given"), QStringLiteral("--add"),
                               QStringLiteral("give --add N")});
    // Into a project with a name, the model folder defaults to the project's models/NAME.
    const bool intoProject = parser.isSet(QStringLiteral("project")) && parser.isSet(QStringLiteral("name"));
    if (!request.dryRun && !intoProject) {
        const std::optional<QString> output = requiredValue(
            parser, QStringLiteral("output"), QStringLiteral("give the directory to write"), &exitCode);
        if (!output)
            return exitCode;
    }
    request.outputDirectory = parser.value(QStringLiteral("output"));

    CliProgressSink sink(parser.isSet(QStringLiteral("json")));
    VocabExtensionJob job(request, parser.value(QStringLiteral("project")),
                          parser.value(QStringLiteral("name")));
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const VocabExtensionResult* result = &job.result();
    QJsonArray added;
    QString text;
    for (const DomainTerm& t : result->added) {
        added.append(QJsonObject{{QStringLiteral("word"), t.word},
                                 {QStringLiteral("frequency"), t.frequency},
                                 {QStringLiteral("pieces"), QJsonArray::fromStringList(t.pieces)}});
        text += QStringLiteral("  %1 %2  %3\n")
                    .arg(t.word.leftJustified(24))
                    .arg(t.frequency, 8)
                    .arg(t.pieces.join(QLatin1Char(' ')));
    }
    if (parser.isSet(QStringLiteral("json"))) {
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("added"), added},
                       {QStringLiteral("old_vocab_size"), result->oldVocabSize},
                       {QStringLiteral("new_vocab_size"), result->newVocabSize},
                       {QStringLiteral("output"),
                        request.dryRun ? QJsonValue()
                                       : QJsonValue(QFileInfo(job.outputDirectory()).absoluteFilePath())}});
    } else {
        printText(
            QStringLiteral(
                "%1 %2 words (vocabulary %3 -> %4)%5\n  word                     frequency  pieces today\n%6")
                .arg(request.dryRun ? QStringLiteral("Would add") : QStringLiteral("Added"))
                .arg(result->added.size())
                .arg(result->oldVocabSize)
                .arg(result->newVocabSize)
                .arg(request.dryRun
                         ? QString()
                         : QStringLiteral(" in ") + QFileInfo(job.outputDirectory()).absoluteFilePath())
                .arg(text)
                .trimmed());
    }
    return kExitOk;
}

} // namespace hw::cli
