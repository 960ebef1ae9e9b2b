#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"
#include "app/cli/cli_settings.h"

#include "core/eval/finetune_comparison_job.h"
#include "core/jobs/job_runner.h"
#include "core/train/finetune_settings.h"

#include <QJsonArray>

namespace hw::cli {

int runFinetune(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Fine-tune BERT or ELECTRA models for single- or multi-label sequence classification. "
                       "With several --model,\n"
                       "each is fine-tuned on the same split and seeds, and comparison.json / comparison.md "
                       "report the differences\n"
                       "with a paired bootstrap interval of the macro-F1 difference.\n"
                       "Started by torchrun (`torchrun --no-python --nproc-per-node N headwater-cli finetune "
                       "...`) or srun, each process is\none rank of a data-parallel run: each takes "
                       "--batch-size rows of every step, gradients are averaged, and\nrank 0 alone "
                       "evaluates and writes the models, reports and project records."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory, or with --project a model name of the project (repeat to compare "
                        "models, the first is the reference)."),
         QStringLiteral("DIR")},
        {QStringLiteral("name"),
         QStringLiteral("Name of a model in reports and of its output folder, in --model order (default: the "
                        "model's folder name)."),
         QStringLiteral("NAME")},
        {QStringLiteral("train"), QStringLiteral("Labelled training file (CSV, TSV or JSONL)."),
         QStringLiteral("F")},
        {QStringLiteral("project"),
         QStringLiteral("Project to record the run, the fine-tuned models and the comparison in."),
         QStringLiteral("FILE")},
        {QStringLiteral("labelled"),
         QStringLiteral(
             "A labelled set of --project to fine-tune on (its train, validation and test splits), "
             "instead of --train/--valid/--test."),
         QStringLiteral("NAME")},
        {QStringLiteral("valid"), QStringLiteral("Validation file (default: a stratified tenth of --train)."),
         QStringLiteral("F")},
        {QStringLiteral("test"), QStringLiteral("Test file, for the reported metrics and comparisons."),
         QStringLiteral("F")},
        {QStringLiteral("class-weights"),
         QStringLiteral("Weigh rare classes (positives, for multi-label) up.")},
        {QStringLiteral("bootstrap"), QStringLiteral("Bootstrap samples of the comparison (default 1000)."),
         QStringLiteral("N")},
        {QStringLiteral("output"),
         QStringLiteral("Folder for the fine-tuned models, predictions and reports."), QStringLiteral("DIR")},
        {QStringLiteral("device"), QStringLiteral("cpu or cuda:N (default cpu)."), QStringLiteral("D")},
        {QStringLiteral("nproc"),
         QStringLiteral(
             "Run as N data-parallel processes on this machine (default 1), each with --batch-size "
             "rows of every step and a share of the cores."),
         QStringLiteral("N")},
    });
    addLabelledDataOptions(parser);
    addSettingOptions(parser, finetuneSettings(), FinetuneSpec{});
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const std::optional<int> processes = localProcessCount(parser, &exitCode);
    if (!processes)
        return exitCode;
    const std::optional<QStringList> resolved =
        artefactPaths(parser, QStringLiteral("model"), {ArtefactKind::Model}, &exitCode);
    if (!resolved)
        return exitCode;
    const QStringList models = *resolved;
    if (models.isEmpty())
        return reportBadInput({QStringLiteral("missing required option --model"), QStringLiteral("--model"),
                               QStringLiteral("give a model directory (with --project, a model name of the "
                                              "project); repeat to compare")});
    const bool fromProject = parser.isSet(QStringLiteral("labelled"));
    if (fromProject && !parser.isSet(QStringLiteral("project")))
        return reportBadInput(
            {QStringLiteral("--labelled names a project's labelled set, but no --project is given"),
             QStringLiteral("--labelled"), QStringLiteral("add --project FILE")});
    std::optional<QString> train;
    if (!fromProject) {
        train = requiredValue(parser, QStringLiteral("train"),
                              QStringLiteral("give a labelled training file, or --project with --labelled"),
                              &exitCode);
        if (!train)
            return exitCode;
    }
    const std::optional<QString> output =
        requiredValue(parser, QStringLiteral("output"), QStringLiteral("name an output folder"), &exitCode);
    if (!output)
        return exitCode;
    FinetuneSpec spec;
    spec.trainFile = train.value_or(QString());
    spec.validationFile = parser.value(QStringLiteral("valid"));
    spec.testFile = parser.value(QStringLiteral("test"));
    spec.read = labelledReadOptions(parser);
    spec.classWeights = parser.isSet(QStringLiteral("class-weights"));
    if (parser.isSet(QStringLiteral("device")))
        spec.device = parser.value(QStringLiteral("device"));
    // Started by torchrun or srun: this process is one rank of a data-parallel run.
    Expected<DistributedEnvironment> distributed = launcherEnvironment(&spec.device);
    if (!distributed)
        return reportBadInput(distributed.error());
    spec.distributed = distributed.value();
    if (Expected<bool> applied = applySettingOptions(parser, finetuneSettings(), spec); !applied)
        return reportBadInput(applied.error());
    const std::optional<int> bootstrap = intValue(parser, QStringLiteral("bootstrap"), 1000, 10, &exitCode);
    if (!bootstrap)
        return exitCode;
    if (*processes > 1)
        return runAsLocalRanks(arguments, *processes, spec.distributed);

    const bool json = parser.isSet(QStringLiteral("json"));
    spec.outputDirectory = *output;
    FinetuneComparisonSpec comparison;
    comparison.settings = spec;
    comparison.models = models;
    if (parser.isSet(QStringLiteral("name")))
        comparison.names = parser.values(QStringLiteral("name"));
    comparison.comparison.bootstrapSamples = *bootstrap;
    comparison.comparison.seed = spec.seed;
    comparison.projectPath = parser.value(QStringLiteral("project"));
    comparison.labelledSet = parser.value(QStringLiteral("labelled"));
    FinetuneComparisonJob job(comparison);
    CliProgressSink sink(json);
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    if (spec.distributed.rank != 0) // rank 0 reports the run
        return kExitOk;

    const FinetuneComparisonResult& r = job.result();
    QJsonArray results;
    for (int i = 0; i < r.models.size(); ++i) {
        QJsonObject summary = r.models[i].result.summaryJson();
        summary.insert(QStringLiteral("model"), models[i]);
        summary.insert(QStringLiteral("name"), r.models[i].name);
        summary.insert(QStringLiteral("output"), r.outputDirectories[i]);
        results.append(summary);
        if (!json) {
            const QJsonObject test = summary.value(QLatin1String("test")).toObject();
            QString line = QStringLiteral("%1:").arg(r.models[i].name);
            if (test.isEmpty())
                line += QStringLiteral("  no test examples, so no test metrics (give --test)");
            for (auto it = test.begin(); it != test.end(); ++it)
                line += QStringLiteral("  %1 %2 ± %3")
                            .arg(it.key())
                            .arg(it.value()[QLatin1String("mean")].toDouble(), 0, 'f', 4)
                            .arg(it.value()[QLatin1String("std")].toDouble(), 0, 'f', 4);
            printText(line);
            for (const FinetuneSeedResult& seed : r.models[i].result.seeds)
                if (seed.test.constantPrediction)
                    printText(
                        QStringLiteral("  warning: seed %1: %2")
                            .arg(seed.seed)
                            .arg(constantPredictionWarning(*seed.test.constantPrediction, seed.test.examples)
                                     .toString()));
        }
    }
    QJsonObject result{{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("models"), results}};
    if (!r.comparison.isEmpty()) {
        result.insert(QStringLiteral("comparison"), r.comparison);
        if (!json)
            printText(r.comparisonMarkdown);
    }
    if (json)
        printJsonLine(result);
    return kExitOk;
}

} // namespace hw::cli
