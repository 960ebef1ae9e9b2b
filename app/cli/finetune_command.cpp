#include "cli/cli_command.h"
#include "cli/cli_options.h"
#include "cli/cli_output.h"
#include "cli/cli_progress_sink.h"

#include "eval/model_comparison.h"
#include "jobs/job_runner.h"
#include "train/finetune_job.h"
#include "util/atomic_file.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

namespace hw::cli {

namespace {

// Progress over every model × seed of the command: each model's job reports its own seeds; this names the
// model and turns the figures into the whole command's, so the bar does not restart at 0% per model.
class AllModelsProgressSink : public ProgressSink {
public:
    AllModelsProgressSink(ProgressSink& out, int models)
        : m_out(out)
        , m_models(models) {
        m_clock.start();
    }
    void startModel(int index, const QString& name) {
        m_index = index;
        m_name = name;
    }
    void onProgress(const JobProgress& p) override {
        JobProgress all = p;
        all.phase =
            QStringLiteral("%1 (model %2 of %3): %4").arg(m_name).arg(m_index + 1).arg(m_models).arg(p.phase);
        all.total = p.total * m_models;
        all.done = p.total * m_index + p.done;
        all.elapsedSeconds = m_clock.elapsed() / 1000.0;
        all.etaSeconds =
            all.done > 0 && all.total > 0 ? all.elapsedSeconds * (all.total - all.done) / all.done : -1;
        m_out.onProgress(all);
    }
    void onLog(LogLevel level, const QString& message) override { m_out.onLog(level, message); }
    void onMetric(const MetricPoint& metric) override { m_out.onMetric(metric); }

private:
    ProgressSink& m_out;
    int m_models;
    int m_index = 0;
    QString m_name;
    QElapsedTimer m_clock;
};

// Output folder names for the models: their folder names, numbered where two are alike.
QStringList modelNames(const QStringList& models) {
    QStringList names;
    for (const QString& m : models) {
        QString name = QFileInfo(QDir::cleanPath(m)).fileName();
        if (names.contains(name))
            name += QStringLiteral("-%1").arg(names.size() + 1);
        names << name;
    }
    return names;
}

} // namespace

int runFinetune(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Fine-tune BERT or ELECTRA models for single- or multi-label sequence classification. "
                       "With several --model,\n"
                       "each is fine-tuned on the same split and seeds, and comparison.json / comparison.md "
                       "report the differences\n"
                       "with a paired bootstrap interval of the macro-F1 difference."));
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Model directory (repeat to compare models, the first is the reference)."),
         QStringLiteral("DIR")},
        {QStringLiteral("name"),
         QStringLiteral("Name of a model in reports and of its output folder, in --model order (default: the "
                        "model's folder name)."),
         QStringLiteral("NAME")},
        {QStringLiteral("train"), QStringLiteral("Labelled training file (CSV, TSV or JSONL)."),
         QStringLiteral("F")},
        {QStringLiteral("valid"), QStringLiteral("Validation file (default: a stratified tenth of --train)."),
         QStringLiteral("F")},
        {QStringLiteral("test"), QStringLiteral("Test file, for the reported metrics and comparisons."),
         QStringLiteral("F")},
        {QStringLiteral("epochs"), QStringLiteral("Epochs (default 3)."), QStringLiteral("N")},
        {QStringLiteral("lr"),
         QStringLiteral("Peak learning rate (default 2e-5, right for a fully pretrained model; one with little pretraining, such as a "
                        "new-model or a short run, learns almost nothing at 2e-5: use 1e-4 or more)."),
         QStringLiteral("X")},
        {QStringLiteral("warmup-ratio"), QStringLiteral("Share of steps for warmup (default 0.1)."),
         QStringLiteral("X")},
        {QStringLiteral("batch-size"), QStringLiteral("Batch size (default 16)."), QStringLiteral("N")},
        {QStringLiteral("max-length"), QStringLiteral("Tokens per text, specials included (default 128)."),
         QStringLiteral("N")},
        {QStringLiteral("class-weights"),
         QStringLiteral("Weigh rare classes (positives, for multi-label) up.")},
        {QStringLiteral("patience"),
         QStringLiteral("Stop after N epochs without a better validation macro-F1."), QStringLiteral("N")},
        {QStringLiteral("seeds"),
         QStringLiteral("Runs per model with seeds --seed, --seed+1, ... (default 1)."), QStringLiteral("N")},
        {QStringLiteral("seed"), QStringLiteral("First seed (default 42)."), QStringLiteral("N")},
        {QStringLiteral("bootstrap"), QStringLiteral("Bootstrap samples of the comparison (default 1000)."),
         QStringLiteral("N")},
        {QStringLiteral("output"),
         QStringLiteral("Folder for the fine-tuned models, predictions and reports."), QStringLiteral("DIR")},
        {QStringLiteral("device"), QStringLiteral("cpu or cuda:N (default cpu)."), QStringLiteral("D")},
    });
    addLabelledDataOptions(parser);
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    const QStringList models = parser.values(QStringLiteral("model"));
    if (models.isEmpty())
        return reportBadInput({QStringLiteral("missing required option --model"), QStringLiteral("--model"),
                               QStringLiteral("give a model directory; repeat to compare")});
    const std::optional<QString> train = requiredValue(
        parser, QStringLiteral("train"), QStringLiteral("give a labelled training file"), &exitCode);
    if (!train)
        return exitCode;
    const std::optional<QString> output =
        requiredValue(parser, QStringLiteral("output"), QStringLiteral("name an output folder"), &exitCode);
    if (!output)
        return exitCode;
    FinetuneSpec spec;
    spec.trainFile = *train;
    spec.validationFile = parser.value(QStringLiteral("valid"));
    spec.testFile = parser.value(QStringLiteral("test"));
    spec.read = labelledReadOptions(parser);
    spec.classWeights = parser.isSet(QStringLiteral("class-weights"));
    if (parser.isSet(QStringLiteral("device")))
        spec.device = parser.value(QStringLiteral("device"));
    const std::pair<const char*, int*> ints[] = {{"epochs", &spec.epochs},
                                                 {"batch-size", &spec.batchSize},
                                                 {"max-length", &spec.maxLength},
                                                 {"seeds", &spec.seeds}};
    for (const auto& [name, target] : ints) {
        const std::optional<int> v = intValue(parser, QLatin1String(name), *target, 1, &exitCode);
        if (!v)
            return exitCode;
        *target = *v;
    }
    const std::optional<int> patience = intValue(parser, QStringLiteral("patience"), 0, 0, &exitCode);
    const std::optional<int> seed = intValue(parser, QStringLiteral("seed"), 42, 0, &exitCode);
    const std::optional<int> bootstrap = intValue(parser, QStringLiteral("bootstrap"), 1000, 10, &exitCode);
    const std::optional<double> lr =
        doubleValue(parser, QStringLiteral("lr"), spec.learningRate, 0, &exitCode);
    const std::optional<double> warmup =
        doubleValue(parser, QStringLiteral("warmup-ratio"), spec.warmupRatio, 0, &exitCode);
    if (!patience || !seed || !bootstrap || !lr || !warmup)
        return exitCode;
    spec.patience = *patience;
    spec.seed = uint64_t(*seed);
    spec.learningRate = *lr;
    spec.warmupRatio = *warmup;

    const bool json = parser.isSet(QStringLiteral("json"));
    CliProgressSink sink(json);
    std::atomic_bool& cancel = cancelOnSignals();
    QStringList names = modelNames(models);
    if (parser.isSet(QStringLiteral("name"))) {
        names = parser.values(QStringLiteral("name"));
        QStringList unique = names;
        unique.removeDuplicates();
        if (names.size() != models.size() || unique.size() != names.size())
            return reportBadInput(
                {QStringLiteral("%1 names for %2 models").arg(names.size()).arg(models.size()),
                 QStringLiteral("--name"),
                 QStringLiteral("give one distinct --name per --model, in the same order")});
    }
    QVector<ComparedModel> compared;
    QJsonArray results;
    AllModelsProgressSink progress(sink, int(models.size()));
    for (int i = 0; i < models.size(); ++i) {
        FinetuneSpec one = spec;
        one.modelDirectory = models[i];
        one.outputDirectory = models.size() == 1 ? *output : QDir(*output).filePath(names[i]);
        FinetuneJob job(one);
        progress.startModel(i, names[i]);
        const JobOutcome outcome = runJobHere(job, progress, cancel);
        if (outcome.status == JobStatus::Failed)
            return job.error().what.isEmpty() ? reportFailure(outcome.message) : reportBadInput(job.error());
        if (outcome.status == JobStatus::Cancelled) {
            std::fprintf(stderr, "cancelled: %s\n", qPrintable(outcome.message));
            return kExitCancelled;
        }
        QJsonObject summary = job.result().summaryJson();
        summary.insert(QStringLiteral("model"), models[i]);
        summary.insert(QStringLiteral("output"), one.outputDirectory);
        results.append(summary);
        compared.append({names[i], job.result()});
        if (!json) {
            const QJsonObject test = summary.value(QLatin1String("test")).toObject();
            QString line = QStringLiteral("%1:").arg(names[i]);
            for (auto it = test.begin(); it != test.end(); ++it)
                line += QStringLiteral("  %1 %2 ± %3")
                            .arg(it.key())
                            .arg(it.value()[QLatin1String("mean")].toDouble(), 0, 'f', 4)
                            .arg(it.value()[QLatin1String("std")].toDouble(), 0, 'f', 4);
            printText(line);
        }
    }
    QJsonObject result{{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("models"), results}};
    if (compared.size() > 1) {
        ComparisonOptions options;
        options.bootstrapSamples = *bootstrap;
        options.seed = spec.seed;
        Expected<QJsonObject> comparison = compareFinetunedModels(compared, options);
        if (!comparison)
            return reportBadInput(comparison.error());
        for (const auto& [name, data] :
             {std::pair{QStringLiteral("comparison.json"), QJsonDocument(comparison.value()).toJson()},
              {QStringLiteral("comparison.md"), comparisonMarkdown(comparison.value()).toUtf8()}}) {
            Expected<bool> written = writeFileAtomically(QDir(*output).filePath(name), data);
            if (!written)
                return reportBadInput(written.error());
        }
        result.insert(QStringLiteral("comparison"), comparison.value());
        if (!json)
            printText(comparisonMarkdown(comparison.value()));
    }
    if (json)
        printJsonLine(result);
    return kExitOk;
}

} // namespace hw::cli
