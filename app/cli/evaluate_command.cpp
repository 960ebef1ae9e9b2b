#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/eval/classifier_evaluation_job.h"
#include "core/eval/perplexity_job.h"
#include "core/jobs/job_runner.h"

#include <QJsonArray>

namespace hw::cli {

namespace {

int evaluateLabelled(const QCommandLineParser& parser, const QString& model, bool json, int* exitCode) {
    ClassifierEvaluationSpec spec;
    spec.model = model;
    spec.dataFile = parser.value(QStringLiteral("data"));
    spec.projectPath = parser.value(QStringLiteral("project"));
    spec.labelledSet = parser.value(QStringLiteral("labelled"));
    if (parser.isSet(QStringLiteral("split")))
        spec.split = parser.value(QStringLiteral("split"));
    spec.read = labelledReadOptions(parser);
    spec.predictionsFile = parser.value(QStringLiteral("predictions"));
    if (parser.isSet(QStringLiteral("device")))
        spec.device = parser.value(QStringLiteral("device"));
    const std::optional<int> maxLength = intValue(parser, QStringLiteral("max-length"), 0, 8, exitCode);
    if (!maxLength)
        return *exitCode;
    spec.maxLength = *maxLength;
    ClassifierEvaluationJob job(spec);
    CliProgressSink sink(json);
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const ClassificationMetrics& m = job.result().metrics;
    if (json) {
        QJsonObject metrics = m.toJson();
        metrics.insert(QStringLiteral("event"), QStringLiteral("result"));
        metrics.insert(QStringLiteral("model"), model);
        printJsonLine(metrics);
        return kExitOk;
    }
    QString text = QStringLiteral("%1 examples: %2 %3, macro-F1 %4, micro-F1 %5\n")
                       .arg(m.examples)
                       .arg(m.multiLabel ? QStringLiteral("subset accuracy") : QStringLiteral("accuracy"))
                       .arg(m.accuracy, 0, 'f', 4)
                       .arg(m.macroF1, 0, 'f', 4)
                       .arg(m.microF1, 0, 'f', 4);
    for (const ClassMetrics& c : m.perClass)
        text += QStringLiteral("  %1 P %2  R %3  F1 %4  support %5\n")
                    .arg(c.label.leftJustified(20))
                    .arg(c.precision, 0, 'f', 3)
                    .arg(c.recall, 0, 'f', 3)
                    .arg(c.f1, 0, 'f', 3)
                    .arg(c.support);
    if (m.constantPrediction)
        text += QStringLiteral("warning: %1\n")
                    .arg(constantPredictionWarning(*m.constantPrediction, m.examples).toString());
    printText(text.trimmed());
    return kExitOk;
}

} // namespace

int runEvaluate(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Without --label-field or --labelled: masked-LM perplexity of each model on held-out text, with a "
        "fixed masking seed so models\n"
        "sharing a tokenizer are compared on the same masked tokens (a pretraining run's reported perplexity "
        "uses its own --seed);\n"
        "models with different tokenizers are compared by bits per character, as their perplexities are "
        "not comparable.\n"
        "With --label-field or --labelled: metrics of a fine-tuned classifier on labelled data."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory, or with --project a model name of the project (repeatable for "
                        "perplexity)."),
         QStringLiteral("DIR")},
        {QStringLiteral("data"), QStringLiteral("Text or labelled file."), QStringLiteral("F")},
        {QStringLiteral("project"),
         QStringLiteral("Project holding the data; the results are recorded in it."), QStringLiteral("FILE")},
        {QStringLiteral("corpus"),
         QStringLiteral("Perplexity: a corpus of --project to score, instead of --data."),
         QStringLiteral("NAME")},
        {QStringLiteral("labelled"),
         QStringLiteral("Classifier: a labelled set of --project to score, instead of --data."),
         QStringLiteral("NAME")},
        {QStringLiteral("split"),
         QStringLiteral(
             "Which split of --corpus (validation, train, all; default validation) or of --labelled "
             "(test, validation, train; default test)."),
         QStringLiteral("S")},
        {QStringLiteral("device"), QStringLiteral("cpu or cuda:N (default cpu)."), QStringLiteral("D")},
        {QStringLiteral("max-length"),
         QStringLiteral("Classifier: tokens per text (default: the model's model_max_length, which "
                        "fine-tuning records; else 128)."),
         QStringLiteral("N")},
        {QStringLiteral("predictions"),
         QStringLiteral("Classifier: write predictions with probabilities (JSONL)."), QStringLiteral("F")},
        {QStringLiteral("seq-len"), QStringLiteral("Perplexity: tokens per block (default 128)."),
         QStringLiteral("N")},
        {QStringLiteral("mask-rate"), QStringLiteral("Perplexity: share of tokens masked (default 0.15)."),
         QStringLiteral("X")},
        {QStringLiteral("seed"), QStringLiteral("Perplexity: masking seed (default 42)."),
         QStringLiteral("N")},
        {QStringLiteral("max-examples"), QStringLiteral("Perplexity: at most N blocks (default all)."),
         QStringLiteral("N")},
    });
    addLabelledDataOptions(parser); // --label-field switches to evaluating a classifier
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const std::optional<QStringList> resolved =
        artefactPaths(parser, QStringLiteral("model"), {ArtefactKind::Model}, &exitCode);
    if (!resolved)
        return exitCode;
    const QStringList models = *resolved;
    if (models.isEmpty())
        return reportBadInput({QStringLiteral("missing required option --model"), QStringLiteral("--model"),
                               QStringLiteral("give a model directory (with --project, a model name of the "
                                              "project)")});
    const bool project = parser.isSet(QStringLiteral("project"));
    for (const char* option : {"corpus", "labelled"})
        if (parser.isSet(QLatin1String(option)) && !project)
            return reportBadInput({QStringLiteral("--%1 names a project's data, but no --project is given")
                                       .arg(QLatin1String(option)),
                                   QStringLiteral("--%1").arg(QLatin1String(option)),
                                   QStringLiteral("add --project FILE")});
    const bool fromProject =
        parser.isSet(QStringLiteral("corpus")) || parser.isSet(QStringLiteral("labelled"));
    if (!fromProject &&
        !requiredValue(
            parser, QStringLiteral("data"),
            QStringLiteral("give a text or labelled file, or --project with --corpus or --labelled"),
            &exitCode))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("label-field")) || parser.isSet(QStringLiteral("labelled")))
        return evaluateLabelled(parser, models.first(), json, &exitCode);

    PerplexitySpec spec;
    spec.models = models;
    if (parser.isSet(QStringLiteral("data")))
        spec.textFiles = {parser.value(QStringLiteral("data"))};
    spec.projectPath = parser.value(QStringLiteral("project"));
    spec.corpus = parser.value(QStringLiteral("corpus"));
    if (parser.isSet(QStringLiteral("split"))) {
        const std::optional<PerplexitySplit> split =
            perplexitySplitFromName(parser.value(QStringLiteral("split")));
        if (!split)
            return reportBadInput(
                {QStringLiteral("unknown split '%1'").arg(parser.value(QStringLiteral("split"))),
                 QStringLiteral("--split"), QStringLiteral("choose validation, train or all")});
        spec.split = *split;
    }
    PerplexityOptions& options = spec.options;
    const std::optional<int> seqLen =
        intValue(parser, QStringLiteral("seq-len"), options.seqLength, 8, &exitCode);
    const std::optional<int> seed = intValue(parser, QStringLiteral("seed"), 42, 0, &exitCode);
    const std::optional<int> maxExamples = intValue(parser, QStringLiteral("max-examples"), 0, 0, &exitCode);
    const std::optional<double> maskRate =
        doubleValue(parser, QStringLiteral("mask-rate"), options.maskRate, 0.001, 0.999, &exitCode);
    if (!seqLen || !seed || !maxExamples || !maskRate)
        return exitCode;
    options.seqLength = *seqLen;
    options.seed = uint64_t(*seed);
    options.maxExamples = *maxExamples;
    options.maskRate = *maskRate;
    if (parser.isSet(QStringLiteral("device")))
        options.device = parser.value(QStringLiteral("device"));
    PerplexityJob job(spec);
    CliProgressSink sink(json);
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    QJsonArray results;
    for (const ModelPerplexity& scored : job.result()) {
        const PerplexityResult& r = scored.result;
        results.append(QJsonObject{{QStringLiteral("model"), scored.model},
                                   {QStringLiteral("perplexity"), r.perplexity},
                                   {QStringLiteral("loss"), r.loss},
                                   {QStringLiteral("masked_tokens"), r.tokens},
                                   {QStringLiteral("examples"), r.examples},
                                   {QStringLiteral("seq_len"), r.seqLength},
                                   {QStringLiteral("characters"), r.characters},
                                   {QStringLiteral("bits_per_character"), r.bitsPerCharacter},
                                   {QStringLiteral("vocabulary_size"), r.tokenizer.vocabularySize}});
        if (!json)
            printText(
                QStringLiteral("%1: perplexity %2 (loss %3 over %4 masked tokens), %5 bits per character")
                    .arg(scored.model)
                    .arg(r.perplexity, 0, 'f', 3)
                    .arg(r.loss, 0, 'f', 4)
                    .arg(r.tokens)
                    .arg(r.bitsPerCharacter, 0, 'f', 4));
    }
    // Perplexities of models with different tokenizers are not comparable: said under the figures.
    const QVector<TokenizerIdentity> tokenizers = tokenizersOf(job.result());
    const Text note = perplexityComparisonNote(tokenizers);
    if (json)
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("models"), results},
                       {QStringLiteral("same_tokenizer"), shareOneTokenizer(tokenizers)},
                       {QStringLiteral("note"), note.toString()}});
    else
        printText(note.toString());
    return kExitOk;
}

} // namespace hw::cli
