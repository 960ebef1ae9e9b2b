#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"
#include "app/cli/pretrain_recorded_arguments.h"

#include "core/jobs/job_runner.h"
#include "core/train/pretrain_job.h"

#include <QFileInfo>

#include <cstdio>

namespace hw::cli {

namespace {

// Human output: a line per logged step and per evaluation on stderr; --json keeps the metric events.
class PretrainSink : public CliProgressSink {
public:
    explicit PretrainSink(bool json)
        : CliProgressSink(json)
        , m_json(json) {}
    void onProgress(const JobProgress& p) override {
        if (m_json || p.phase != QLatin1String("pretraining"))
            CliProgressSink::onProgress(p);
        m_eta = p.etaSeconds;
    }
    void onMetric(const MetricPoint& m) override {
        if (m_json) {
            CliProgressSink::onMetric(m);
            return;
        }
        if (m.name == QLatin1String("loss"))
            std::fprintf(stderr, "step %lld  loss %.4f", static_cast<long long>(m.step), m.value);
        else if (m.name == QLatin1String("lr"))
            std::fprintf(stderr, "  lr %.3g", m.value);
        else if (m.name == QLatin1String("tokens_per_s"))
            std::fprintf(stderr, "  %.0f tokens/s%s\n", m.value,
                         m_eta >= 0 ? qPrintable(QStringLiteral("  %1 s left").arg(m_eta, 0, 'f', 0)) : "");
        else if (m.name.startsWith(QLatin1String("eval/")))
            std::fprintf(stderr, "eval step %lld  %s %.4f\n", static_cast<long long>(m.step),
                         qPrintable(m.name.mid(5)), m.value);
    }

private:
    bool m_json;
    double m_eta = -1;
};

// Values of --corpus or --general-corpus: files, or with a project the names of its corpora (a value that is
// no file), not both.
Expected<bool> nameCorpora(const QStringList& values, const QString& projectPath, const QString& option,
                           PretrainingSource& source) {
    for (const QString& c : values) {
        if (!projectPath.isEmpty() && !QFileInfo::exists(c))
            source.corpusNames << c;
        else
            source.files << c;
    }
    if (!source.files.isEmpty() && !source.corpusNames.isEmpty())
        return UserError{QStringLiteral("corpus files and project corpora cannot be mixed"), option,
                         QStringLiteral("give either files or the names of corpora in the project")};
    source.projectPath = source.corpusNames.isEmpty() ? QString() : projectPath;
    return true;
}

} // namespace

int runPretrain(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Continued pretraining of a Hugging Face BERT or ELECTRA model on a corpus. Writes checkpoint-N/ "
        "folders,\n"
        "best/ and model/ (Hugging Face directories), metrics.jsonl and TensorBoard events into --output.\n"
        "Ctrl-C writes a checkpoint and stops; --resume continues exactly where the newest checkpoint left "
        "off\n"
        "(`--resume --output RUN` alone takes the run's settings from RUN/run.json)."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory to start from (the discriminator for ELECTRA)."),
         QStringLiteral("DIR")},
        {QStringLiteral("corpus"),
         QStringLiteral("Corpus file or folder (repeatable); with --project, a corpus name of the project."),
         QStringLiteral("F")},
        {QStringLiteral("general-corpus"),
         QStringLiteral(
             "Forgetting watch: general-domain text (file, folder or, with --project, a corpus name; "
             "repeatable) whose perplexity is measured at every evaluation beside the domain's."),
         QStringLiteral("F")},
        {QStringLiteral("project"),
         QStringLiteral("Project file: read its corpora and record the run there."), QStringLiteral("FILE")},
        {QStringLiteral("format"),
         QStringLiteral("Corpus format: auto, txt, docs, jsonl, csv, tsv (default auto)."),
         QStringLiteral("F")},
        {QStringLiteral("text-field"), QStringLiteral("JSONL field / CSV column of the text (repeatable)."),
         QStringLiteral("NAME")},
        {QStringLiteral("output"), QStringLiteral("Run folder for checkpoints, the final model and metrics."),
         QStringLiteral("DIR")},
        {QStringLiteral("objective"),
         QStringLiteral("mlm, wwm (whole-word masking) or electra (default mlm)."), QStringLiteral("NAME")},
        {QStringLiteral("generator"),
         QStringLiteral("ELECTRA: the generator model directory (default: create one)."),
         QStringLiteral("DIR")},
        {QStringLiteral("generator-size"),
         QStringLiteral("ELECTRA: created generator's width as a fraction (default 0.25)."),
         QStringLiteral("X")},
        {QStringLiteral("packing"),
         QStringLiteral("concat (group_texts) or documents (sentence pairs; default for electra)."),
         QStringLiteral("MODE")},
        {QStringLiteral("seq-len"), QStringLiteral("Tokens per example, specials included (default 128)."),
         QStringLiteral("N")},
        {QStringLiteral("batch-size"), QStringLiteral("Examples per batch (default 16)."),
         QStringLiteral("N")},
        {QStringLiteral("grad-accum"), QStringLiteral("Batches per optimizer step (default 1)."),
         QStringLiteral("N")},
        {QStringLiteral("lr"), QStringLiteral("Peak learning rate (default 5e-5)."), QStringLiteral("X")},
        {QStringLiteral("weight-decay"),
         QStringLiteral("AdamW weight decay, not on biases and LayerNorm (default 0.01)."),
         QStringLiteral("X")},
        {QStringLiteral("warmup"), QStringLiteral("Warmup steps (default 0)."), QStringLiteral("N")},
        {QStringLiteral("schedule"),
         QStringLiteral("linear, cosine or constant after warmup (default linear)."), QStringLiteral("NAME")},
        {QStringLiteral("max-steps"), QStringLiteral("Optimizer steps (default 1000)."), QStringLiteral("N")},
        {QStringLiteral("epochs"),
         QStringLiteral("Passes over the training examples instead of --max-steps (may be fractional)."),
         QStringLiteral("E")},
        {QStringLiteral("mask-rate"), QStringLiteral("Share of tokens chosen for prediction (default 0.15)."),
         QStringLiteral("X")},
        {QStringLiteral("disc-weight"), QStringLiteral("ELECTRA: discriminator loss weight (default 50)."),
         QStringLiteral("X")},
        {QStringLiteral("log-every"), QStringLiteral("Steps between metric lines (default 1)."),
         QStringLiteral("N")},
        {QStringLiteral("eval-every"),
         QStringLiteral("Steps between evaluations (default: at the end only)."), QStringLiteral("N")},
        {QStringLiteral("eval-examples"),
         QStringLiteral("Validation examples per evaluation, 0 for all (default 2000)."),
         QStringLiteral("N")},
        {QStringLiteral("save-every"),
         QStringLiteral("Steps between checkpoints (default: at the end only)."), QStringLiteral("N")},
        {QStringLiteral("keep"), QStringLiteral("Checkpoints kept, newest first (default 2)."),
         QStringLiteral("N")},
        {QStringLiteral("patience"),
         QStringLiteral("Stop after N evaluations without improvement (default: never)."),
         QStringLiteral("N")},
        {QStringLiteral("time-limit"), QStringLiteral("Checkpoint and stop after this many seconds."),
         QStringLiteral("S")},
        {QStringLiteral("resume"),
         QStringLiteral("Continue the run in --output from its newest checkpoint.")},
        {QStringLiteral("validation-percent"),
         QStringLiteral("Corpus files: share held out for evaluation (default 10)."), QStringLiteral("P")},
        {QStringLiteral("cache-dir"),
         QStringLiteral("Where tokenized corpora are cached (default: the project's data folder, else "
                        "~/.cache/headwater/datasets)."),
         QStringLiteral("DIR")},
        {QStringLiteral("device"), QStringLiteral("cpu or cuda:N (default cpu)."), QStringLiteral("D")},
        {QStringLiteral("precision"),
         QStringLiteral("fp32, bf16 or fp16 (CUDA; loss scaling) (default fp32)."), QStringLiteral("P")},
        {QStringLiteral("seed"),
         QStringLiteral("Seed of data order, masking, dropout and new weights (default 42)."),
         QStringLiteral("N")},
        {QStringLiteral("watch"),
         QStringLiteral("A sentence with [MASK] whose top 5 guesses are recorded at every evaluation, in "
                        "RUN/mask_fill_watch.jsonl (repeatable)."),
         QStringLiteral("TEXT")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    // `--resume --output RUN` alone: the run's recorded settings, with whatever was typed on top of them.
    if (parser.isSet(QStringLiteral("resume")) && !parser.isSet(QStringLiteral("model")) &&
        parser.isSet(QStringLiteral("output"))) {
        Expected<QStringList> recorded = recordedPretrainArguments(
            parser.value(QStringLiteral("output")), parser.isSet(QStringLiteral("corpus")),
            parser.isSet(QStringLiteral("text-field")), parser.isSet(QStringLiteral("watch")),
            parser.isSet(QStringLiteral("general-corpus")));
        if (!recorded)
            return reportBadInput(recorded.error());
        if (!parser.parse(QStringList{arguments.value(0)} + recorded.value() + arguments.mid(1)))
            return reportBadInput({parser.errorText(), QStringLiteral("run.json"),
                                   QStringLiteral("give --model and the other options again")});
    }
    PretrainSpec spec;
    const std::optional<QString> model = requiredValue(
        parser, QStringLiteral("model"), QStringLiteral("give a Hugging Face model directory"), &exitCode);
    if (!model)
        return exitCode;
    const std::optional<QString> output =
        requiredValue(parser, QStringLiteral("output"), QStringLiteral("name a run folder"), &exitCode);
    if (!output)
        return exitCode;
    spec.modelDirectory = *model;
    spec.outputDirectory = *output;
    spec.generatorDirectory = parser.value(QStringLiteral("generator"));
    spec.projectPath = parser.value(QStringLiteral("project"));
    for (const auto& [option, source] : {std::pair{QStringLiteral("corpus"), &spec.source},
                                         std::pair{QStringLiteral("general-corpus"), &spec.generalSource}}) {
        Expected<bool> named =
            nameCorpora(parser.values(option), spec.projectPath, QStringLiteral("--") + option, *source);
        if (!named)
            return reportBadInput(named.error());
    }
    if (parser.isSet(QStringLiteral("format"))) {
        Expected<CorpusFormat> format = corpusFormatFromName(parser.value(QStringLiteral("format")));
        if (!format)
            return reportBadInput(format.error());
        spec.source.read.format = format.value();
    }
    spec.source.read.textFields = parser.values(QStringLiteral("text-field"));
    spec.cacheDirectory = parser.value(QStringLiteral("cache-dir"));
    Expected<PretrainObjective> objective = pretrainObjectiveFromName(
        parser.value(QStringLiteral("objective")).isEmpty() ? QStringLiteral("mlm")
                                                            : parser.value(QStringLiteral("objective")));
    if (!objective)
        return reportBadInput(objective.error());
    spec.objective = objective.value();
    const QString packing = parser.isSet(QStringLiteral("packing")) ? parser.value(QStringLiteral("packing"))
                            : spec.objective == PretrainObjective::Electra ? QStringLiteral("documents")
                                                                           : QStringLiteral("concat");
    if (packing != QLatin1String("concat") && packing != QLatin1String("documents"))
        return reportBadInput({QStringLiteral("unknown packing '%1'").arg(packing),
                               QStringLiteral("--packing"), QStringLiteral("choose concat or documents")});
    spec.packing = packing == QLatin1String("concat") ? PackingMode::Concat : PackingMode::Documents;
    Expected<LrDecay> decay =
        lrDecayFromName(parser.isSet(QStringLiteral("schedule")) ? parser.value(QStringLiteral("schedule"))
                                                                 : QStringLiteral("linear"));
    if (!decay)
        return reportBadInput(decay.error());
    spec.decay = decay.value();

    const std::pair<const char*, int*> ints[] = {{"seq-len", &spec.seqLength},
                                                 {"batch-size", &spec.batchSize},
                                                 {"grad-accum", &spec.gradAccumulation},
                                                 {"keep", &spec.keepCheckpoints},
                                                 {"patience", &spec.earlyStoppingPatience}};
    for (const auto& [name, target] : ints) {
        const std::optional<int> v =
            intValue(parser, QLatin1String(name), *target,
                     QLatin1String(name) == QLatin1String("patience") ? 0 : 1, &exitCode);
        if (!v)
            return exitCode;
        *target = *v;
    }
    const std::pair<const char*, qint64*> longs[] = {
        {"warmup", &spec.warmupSteps},         {"max-steps", &spec.maxSteps},
        {"log-every", &spec.logEvery},         {"eval-every", &spec.evalEvery},
        {"eval-examples", &spec.evalExamples}, {"save-every", &spec.saveEvery}};
    for (const auto& [name, target] : longs) {
        const std::optional<int> v = intValue(parser, QLatin1String(name), int(*target), 0, &exitCode);
        if (!v)
            return exitCode;
        *target = *v;
    }
    double validationPercent = 10;
    struct DoubleOption {
        const char* name;
        double* target;
        double maximum;
    };
    const DoubleOption doubles[] = {{"lr", &spec.learningRate, 1},
                                    {"weight-decay", &spec.weightDecay, 10},
                                    {"mask-rate", &spec.maskRate, 1},
                                    {"disc-weight", &spec.discriminatorWeight, 1e4},
                                    {"generator-size", &spec.generatorSizeFraction, 1},
                                    {"time-limit", &spec.timeLimitSeconds, 1e9},
                                    {"epochs", &spec.maxEpochs, 1e6},
                                    {"validation-percent", &validationPercent, 90}};
    for (const auto& [name, target, maximum] : doubles) {
        const std::optional<double> v =
            doubleValue(parser, QLatin1String(name), *target, 0, maximum, &exitCode);
        if (!v)
            return exitCode;
        *target = *v;
    }
    if (spec.maskRate <= 0 || spec.maskRate >= 1)
        return reportBadInput({QStringLiteral("mask rate %1 is out of range").arg(spec.maskRate),
                               QStringLiteral("--mask-rate"),
                               QStringLiteral("give a share between 0 and 1, e.g. 0.15")});
    if (validationPercent > 90)
        return reportBadInput({QStringLiteral("validation share %1% is too large").arg(validationPercent),
                               QStringLiteral("--validation-percent"), QStringLiteral("give 0 to 90")});
    spec.source.validationRatio = validationPercent / 100.0;
    const std::optional<int> seed = intValue(parser, QStringLiteral("seed"), 42, 0, &exitCode);
    if (!seed)
        return exitCode;
    spec.seed = uint64_t(*seed);
    spec.watchSentences = parser.values(QStringLiteral("watch"));
    // The general text is read and split as the domain corpus is.
    spec.generalSource.read = spec.source.read;
    spec.generalSource.validationRatio = spec.source.validationRatio;
    spec.generalSource.splitSeed = spec.source.splitSeed;
    spec.resume = parser.isSet(QStringLiteral("resume"));
    if (parser.isSet(QStringLiteral("device")))
        spec.device = parser.value(QStringLiteral("device"));
    if (parser.isSet(QStringLiteral("precision")))
        spec.precision = parser.value(QStringLiteral("precision"));

    const bool json = parser.isSet(QStringLiteral("json"));
    PretrainJob job(spec);
    PretrainSink sink(json);
    // Ctrl-C and `kill` ask the job to stop: it writes a checkpoint first, so the run can be resumed.
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status == JobStatus::Failed)
        return job.error().what.isEmpty() ? reportFailure(outcome.message) : reportBadInput(job.error());
    const PretrainResult& r = job.result();
    if (json) {
        QJsonObject result = r.toJson();
        result.insert(QStringLiteral("event"), QStringLiteral("result"));
        result.insert(QStringLiteral("status"), outcome.status == JobStatus::Cancelled
                                                    ? QStringLiteral("cancelled")
                                                    : QStringLiteral("finished"));
        printJsonLine(result);
    } else {
        printText(outcome.message);
        if (!r.modelDirectory.isEmpty())
            printText(QStringLiteral("model: %1\ncheckpoint: %2").arg(r.modelDirectory, r.lastCheckpoint));
        for (auto it = r.lastEvaluation.begin(); it != r.lastEvaluation.end(); ++it)
            printText(QStringLiteral("%1: %2").arg(it.key()).arg(it.value().toDouble(), 0, 'f', 4));
    }
    return outcome.status == JobStatus::Cancelled ? kExitCancelled : kExitOk;
}

} // namespace hw::cli
