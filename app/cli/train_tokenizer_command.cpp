#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/jobs/job_runner.h"
#include "core/tokenize/text_tokenizer.h"
#include "core/tokenize/tokenizer_training.h"

#include <QFileInfo>

namespace hw::cli {

int runTrainTokenizer(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Train a WordPiece, SentencePiece (unigram, BPE) or byte-level BPE (RoBERTa) vocabulary "
        "from a corpus."));
    parser.addOptions({
        {QStringLiteral("kind"),
         QStringLiteral(
             "wordpiece (default), unigram, bpe, or bytebpe (byte-level BPE as RoBERTa: vocab.json + "
             "merges.txt, <s> <pad> </s> <unk> <mask>)."),
         QStringLiteral("KIND")},
        {QStringLiteral("corpus"),
         QStringLiteral("UTF-8 text file, one sentence or document per line (repeatable)."),
         QStringLiteral("FILE")},
        {QStringLiteral("vocab-size"), QStringLiteral("Vocabulary size (default 30522)."),
         QStringLiteral("N")},
        {QStringLiteral("lowercase"),
         QStringLiteral("Lowercase and strip accents (uncased BERT); case-fold for SentencePiece; lowercase, "
                        "accents kept, for bytebpe.")},
        {QStringLiteral("min-frequency"),
         QStringLiteral("WordPiece: ignore rarer words; bytebpe: merge no rarer pair (default 2)."),
         QStringLiteral("N")},
        {QStringLiteral("limit-alphabet"),
         QStringLiteral("WordPiece: initial characters kept (default 1000)."), QStringLiteral("N")},
        {QStringLiteral("character-coverage"),
         QStringLiteral("SentencePiece: character coverage (default 0.9995)."), QStringLiteral("X")},
        {QStringLiteral("output"),
         QStringLiteral("Directory to write (with --project: <project data>/tokenizers/NAME by default)."),
         QStringLiteral("DIR")},
        {QStringLiteral("project"),
         QStringLiteral("Record the tokenizer in this project, with what it was trained on."),
         QStringLiteral("FILE")},
        {QStringLiteral("project-corpus"),
         QStringLiteral(
             "With --project: train on this project corpus's training split instead of --corpus files."),
         QStringLiteral("NAME")},
        {QStringLiteral("name"),
         QStringLiteral(
             "With --project: the tokenizer's name in the project (default: the output folder's name)."),
         QStringLiteral("NAME")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const QString kind = parser.isSet(QStringLiteral("kind")) ? parser.value(QStringLiteral("kind"))
                                                              : QStringLiteral("wordpiece");
    const std::optional<TokenizerKind> chosen = tokenizerKindFromName(kind);
    if (!chosen)
        return reportBadInput({QStringLiteral("unknown tokenizer kind '%1'").arg(kind),
                               QStringLiteral("--kind"),
                               QStringLiteral("use wordpiece, unigram, bpe or bytebpe")});
    // Byte-level BPE covers every byte: options about which characters to keep would be silently ignored.
    for (const QString& option : {QStringLiteral("limit-alphabet"), QStringLiteral("character-coverage")})
        if (*chosen == TokenizerKind::ByteLevelBpe && parser.isSet(option))
            return reportBadInput(
                {QStringLiteral("--%1 does not apply to --kind bytebpe").arg(option),
                 QStringLiteral("--") + option,
                 QStringLiteral("leave it out: a byte-level BPE starts from all 256 bytes")});
    TokenizerTrainingSpec spec = tokenizerTrainingDefaults(*chosen);
    spec.corpusFiles = parser.values(QStringLiteral("corpus"));
    spec.projectPath = parser.value(QStringLiteral("project"));
    spec.projectCorpus = parser.value(QStringLiteral("project-corpus"));
    if (!spec.projectCorpus.isEmpty() && spec.projectPath.isEmpty())
        return reportBadInput({QStringLiteral("--project-corpus needs --project"),
                               QStringLiteral("--project-corpus"),
                               QStringLiteral("give the project file with --project")});
    if (spec.corpusFiles.isEmpty() && spec.projectCorpus.isEmpty())
        return reportBadInput(
            {QStringLiteral("missing required option --corpus"), QStringLiteral("--corpus"),
             QStringLiteral(
                 "give one or more text files, or a project corpus with --project and --project-corpus")});
    const std::optional<QString> output =
        spec.projectPath.isEmpty() || parser.isSet(QStringLiteral("output"))
            ? requiredValue(parser, QStringLiteral("output"), QStringLiteral("give the directory to create"),
                            &exitCode)
            : std::optional<QString>(QString());
    spec.name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name"))
                                                     : QFileInfo(output.value_or(QString())).fileName();
    if (!spec.projectPath.isEmpty() && spec.name.isEmpty())
        return reportBadInput({QStringLiteral("the tokenizer needs a name in the project"),
                               QStringLiteral("--name"), QStringLiteral("give --name NAME")});
    const std::optional<int> vocabSize =
        intValue(parser, QStringLiteral("vocab-size"), 30522, 1, &exitCode, 4000000);
    const std::optional<int> minFrequency =
        intValue(parser, QStringLiteral("min-frequency"), 2, 1, &exitCode);
    const std::optional<int> limitAlphabet =
        intValue(parser, QStringLiteral("limit-alphabet"), 1000, 1, &exitCode);
    if (!output || !vocabSize || !minFrequency || !limitAlphabet)
        return exitCode;
    spec.outputDirectory = *output;
    spec.vocabSize = *vocabSize;
    spec.minFrequency = *minFrequency;
    spec.limitAlphabet = *limitAlphabet;
    spec.lowercase = parser.isSet(QStringLiteral("lowercase"));
    // NaN and infinity are refused with the rest, by the one reader of numeric options.
    const std::optional<double> coverage = doubleValue(parser, QStringLiteral("character-coverage"),
                                                       spec.characterCoverage, 0.01, 1.0, &exitCode);
    if (!coverage)
        return exitCode;
    spec.characterCoverage = *coverage;

    TokenizerTrainingJob job(spec);
    CliProgressSink sink(parser.isSet(QStringLiteral("json")));
    std::atomic_bool cancel{false};
    const JobOutcome outcome = runJobHere(job, sink, cancel);
    if (outcome.status != JobStatus::Succeeded)
        return job.error().what.isEmpty() ? reportFailure(outcome.message) : reportBadInput(job.error());
    spec.outputDirectory = job.outputDirectory();
    Expected<std::shared_ptr<const TextTokenizer>> trained = loadTokenizer(spec.outputDirectory);
    const int size = trained ? trained.value()->vocabSize() : 0;
    if (parser.isSet(QStringLiteral("json")))
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("output"), QFileInfo(spec.outputDirectory).absoluteFilePath()},
                       {QStringLiteral("kind"), kind},
                       {QStringLiteral("vocab_size"), size}});
    else
        printText(QStringLiteral("Trained a %1 tokenizer with %2 tokens in %3")
                      .arg(kind)
                      .arg(size)
                      .arg(QFileInfo(spec.outputDirectory).absoluteFilePath()));
    return kExitOk;
}

} // namespace hw::cli
