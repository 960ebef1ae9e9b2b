#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"
#include "app/cli/cli_settings.h"

#include "core/jobs/job_runner.h"
#include "core/project/artefact_argument.h"
#include "core/project/run_store.h"
#include "core/train/pretrain_job.h"
#include "core/train/pretrain_settings.h"

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
        if (m_json || p.phase.toString() != QLatin1String("pretraining"))
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

// Values of --corpus or --general-corpus: files, or with a project the names of its corpora (a bare name is
// the project's corpus; one that is also a file or folder here is refused), not both.
Expected<bool> nameCorpora(const QStringList& values, const QString& projectPath, const QString& option,
                           PretrainingSource& source) {
    source.projectPath.clear();
    for (const QString& c : values) {
        Expected<ArtefactArgument> resolved =
            resolveArtefactArgument(projectPath, option, c, {ArtefactKind::Corpus});
        if (!resolved)
            return resolved.error();
        if (resolved->artefact)
            source.corpusNames << c;
        else
            source.files << c;
    }
    if (!source.files.isEmpty() && !source.corpusNames.isEmpty())
        return UserError{Text::tr("corpus files and project corpora cannot be mixed"), Text::setting(option),
                         Text::tr("give either files or the names of corpora in the project")};
    source.projectPath = source.corpusNames.isEmpty() ? QString() : projectPath;
    return true;
}

// The run the command line describes: a new run from its options, or with `--resume --output RUN` alone the
// settings RUN/run.json recorded, read once, with only what was typed beside them changed.
Expected<PretrainSpec> pretrainSpecFromCommandLine(const QCommandLineParser& parser) {
    const auto isSet = [&](const char* option) { return parser.isSet(QLatin1String(option)); };
    const auto value = [&](const char* option) { return parser.value(QLatin1String(option)); };
    const bool fromRecord = isSet("resume") && !isSet("model") && isSet("output");
    PretrainSpec spec;
    if (fromRecord) {
        Expected<PretrainSpec> recorded = readRunSettings(value("output"));
        if (!recorded)
            return recorded.error();
        spec = recorded.value();
    } else {
        for (const char* required : {"model", "output"})
            if (value(required).isEmpty())
                return UserError{
                    Text::tr("missing required option %1").arg(Text::setting(QLatin1String(required))),
                    Text::setting(QLatin1String(required)),
                    Text::tr("give a Hugging Face model directory (with --project, a model name of the "
                             "project) and a run folder")};
    }
    for (const auto& [option, target] :
         {std::pair{"model", &spec.modelDirectory}, std::pair{"output", &spec.outputDirectory},
          std::pair{"generator", &spec.generatorDirectory}, std::pair{"project", &spec.projectPath},
          std::pair{"cache-dir", &spec.cacheDirectory}, std::pair{"device", &spec.device}})
        if (isSet(option))
            *target = value(option);
    // With a project, --model and --generator may name its models.
    for (const auto& [option, target] : {std::pair{QStringLiteral("model"), &spec.modelDirectory},
                                         std::pair{QStringLiteral("generator"), &spec.generatorDirectory}}) {
        if (!parser.isSet(option))
            continue;
        Expected<ArtefactArgument> resolved =
            resolveArtefactArgument(spec.projectPath, option, *target, {ArtefactKind::Model});
        if (!resolved)
            return resolved.error();
        Expected<bool> recorded = recordHubModelUse(spec.projectPath, resolved.value());
        if (!recorded)
            return recorded.error();
        *target = resolved->path;
    }
    if (isSet("format")) {
        Expected<CorpusFormat> format = corpusFormatFromName(value("format"));
        if (!format)
            return format.error();
        spec.source.read.format = format.value();
    }
    if (isSet("text-field"))
        spec.source.read.textFields = parser.values(QStringLiteral("text-field"));
    if (isSet("validation-percent")) {
        bool ok = false;
        const double percent = value("validation-percent").toDouble(&ok);
        if (!ok || !(percent >= 0) || !(percent <= 90))
            return UserError{Text::tr("invalid value '%1'").arg(value("validation-percent")),
                             Text::setting(QStringLiteral("validation-percent")), Text::tr("give 0 to 90")};
        spec.source.validationRatio = percent / 100.0;
    }
    for (const auto& [option, source] : {std::pair{QStringLiteral("corpus"), &spec.source},
                                         std::pair{QStringLiteral("general-corpus"), &spec.generalSource}}) {
        if (!parser.isSet(option))
            continue;
        source->files.clear();
        source->corpusNames.clear();
        Expected<bool> named = nameCorpora(parser.values(option), spec.projectPath, option, *source);
        if (!named)
            return named.error();
    }
    if (isSet("watch"))
        spec.watchSentences = parser.values(QStringLiteral("watch"));
    const PretrainObjective recordedObjective = spec.objective;
    if (Expected<bool> applied = applySettingOptions(parser, pretrainSettings(), spec); !applied)
        return applied.error();
    // A new objective brings its own packing unless one is typed: sentence pairs for ELECTRA.
    if (!isSet("packing") && (!fromRecord || spec.objective != recordedObjective))
        spec.packing =
            spec.objective == PretrainObjective::Electra ? PackingMode::Documents : PackingMode::Concat;
    // The general text is read and split as the domain corpus is.
    spec.generalSource.read = spec.source.read;
    spec.generalSource.validationRatio = spec.source.validationRatio;
    spec.generalSource.splitSeed = spec.source.splitSeed;
    spec.resume = isSet("resume");
    // Started by torchrun or srun: this process is one rank of a data-parallel run.
    Expected<DistributedEnvironment> distributed = launcherEnvironment(&spec.device);
    if (!distributed)
        return distributed.error();
    spec.distributed = distributed.value();
    return spec;
}

} // namespace

int runPretrain(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Continued pretraining of a Hugging Face BERT, ELECTRA, RoBERTa, XLM-RoBERTa or ModernBERT model on "
        "a corpus. Writes checkpoint-N/ "
        "folders,\n"
        "best/ and model/ (Hugging Face directories), metrics.jsonl and TensorBoard events into --output.\n"
        "Ctrl-C writes a checkpoint and stops; --resume continues exactly where the newest checkpoint left "
        "off\n"
        "(`--resume --output RUN` alone takes the run's settings from RUN/run.json; options typed beside it "
        "may change\nwhen to evaluate, save and stop, such as --eval-every, --save-every and --time-limit; a "
        "setting that decides\nthe run's course, such as --lr or --max-steps, is refused, naming it).\n"
        "Started by torchrun (`torchrun --no-python --nproc-per-node N headwater-cli pretrain ...`) or srun, "
        "each "
        "process is\none rank of a data-parallel run: each takes --batch-size rows per micro-batch, "
        "gradients "
        "are averaged,\nand rank 0 alone writes the run folder and the project."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory to start from (the discriminator for ELECTRA); with --project, a "
                        "model name of the project."),
         QStringLiteral("DIR")},
        {QStringLiteral("corpus"),
         QStringLiteral("Corpus file or folder (repeatable); with --project, a corpus name of the project "
                        "(write ./NAME for a folder of that name)."),
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
        {QStringLiteral("generator"),
         QStringLiteral("ELECTRA: the generator model directory or project model name (default: create "
                        "one)."),
         QStringLiteral("DIR")},
        {QStringLiteral("resume"),
         QStringLiteral("Continue the run in --output from its newest checkpoint.")},
        {QStringLiteral("validation-percent"),
         QStringLiteral("Corpus files: share held out for evaluation (default 10)."), QStringLiteral("P")},
        {QStringLiteral("cache-dir"),
         QStringLiteral("Where tokenized corpora are cached (default: the project's data folder, else "
                        "~/.cache/headwater/datasets)."),
         QStringLiteral("DIR")},
        {QStringLiteral("device"), QStringLiteral("cpu or cuda:N (default cpu)."), QStringLiteral("D")},
        {QStringLiteral("nproc"),
         QStringLiteral(
             "Run as N data-parallel processes on this machine (default 1), each with --batch-size "
             "rows per micro-batch and a share of the cores."),
         QStringLiteral("N")},
        {QStringLiteral("watch"),
         QStringLiteral("A sentence with [MASK] whose top 5 guesses are recorded at every evaluation, in "
                        "RUN/mask_fill_watch.jsonl (repeatable)."),
         QStringLiteral("TEXT")},
    });
    addSettingOptions(parser, pretrainSettings(), PretrainSpec{});
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const std::optional<int> processes = localProcessCount(parser, &exitCode);
    if (!processes)
        return exitCode;
    Expected<PretrainSpec> spec = pretrainSpecFromCommandLine(parser);
    if (!spec)
        return reportBadInput(spec.error());
    if (*processes > 1)
        return runAsLocalRanks(arguments, *processes, spec->distributed);
    const bool json = parser.isSet(QStringLiteral("json"));
    PretrainJob job(spec.value());
    PretrainSink sink(json);
    // Ctrl-C and `kill` ask the job to stop: it writes a checkpoint first, so the run can be resumed.
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status == JobStatus::Failed)
        return job.error().what.isEmpty() ? reportFailure(outcome.message) : reportBadInput(job.error());
    const PretrainResult& r = job.result();
    if (json) {
        QJsonObject result = r.toJson();
        result.insert(QStringLiteral("event"), QStringLiteral("result"));
        result.insert(QStringLiteral("status"),
                      outcome.status == JobStatus::Cancelled ? run_status::kStopped : run_status::kFinished);
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
