#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/jobs/job_runner.h"
#include "core/model/model_presets.h"
#include "core/model_io/new_model_job.h"
#include "core/tokenize/text_tokenizer.h"

#include <QDir>
#include <QFileInfo>

namespace hw::cli {

int runNewModel(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral(
            "Create a randomly initialised BERT or ELECTRA model directory.\n\nPresets (--preset):\n  ") +
        modelPresetDescriptions().join(QStringLiteral("\n  ")));
    parser.addOptions({
        {QStringLiteral("arch"), QStringLiteral("Model family: bert or electra."), QStringLiteral("FAMILY")},
        {QStringLiteral("preset"), QStringLiteral("Size: tiny, small or base (default: small)."),
         QStringLiteral("NAME")},
        {QStringLiteral("architecture"),
         QStringLiteral(
             "Head class, e.g. BertForPreTraining (default: BertForMaskedLM / ElectraForPreTraining)."),
         QStringLiteral("CLASS")},
        {QStringLiteral("tokenizer"),
         QStringLiteral("Tokenizer directory (vocab.txt ...) copied into the model."), QStringLiteral("DIR")},
        {QStringLiteral("vocab-size"), QStringLiteral("Vocabulary size when no tokenizer is given."),
         QStringLiteral("N")},
        {QStringLiteral("max-positions"), QStringLiteral("max_position_embeddings (default 512)."),
         QStringLiteral("N")},
        {QStringLiteral("labels"), QStringLiteral("Comma-separated label names for a sequence classifier."),
         QStringLiteral("A,B,...")},
        {QStringLiteral("seed"), QStringLiteral("Initialisation seed (default 42)."), QStringLiteral("N")},
        {QStringLiteral("output"), QStringLiteral("Directory to write."), QStringLiteral("DIR")},
        {QStringLiteral("project"), QStringLiteral("Project to record the model in."),
         QStringLiteral("FILE")},
        {QStringLiteral("name"),
         QStringLiteral("The model's name in the project (default: the folder's name)."),
         QStringLiteral("NAME")},
        {QStringLiteral("overwrite"), QStringLiteral("Replace an existing output directory.")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;

    const std::optional<QString> arch = requiredValue(
        parser, QStringLiteral("arch"), QStringLiteral("give --arch bert or --arch electra"), &exitCode);
    if (!arch)
        return exitCode;
    if (*arch != QLatin1String("bert") && *arch != QLatin1String("electra"))
        return reportBadInput({QStringLiteral("unknown model family '%1'").arg(*arch),
                               QStringLiteral("--arch"), QStringLiteral("use bert or electra")});
    const std::optional<QString> output = requiredValue(
        parser, QStringLiteral("output"), QStringLiteral("give the directory to create"), &exitCode);
    if (!output)
        return exitCode;

    int vocabSize = 0;
    const QString tokenizer = parser.value(QStringLiteral("tokenizer"));
    if (!tokenizer.isEmpty()) {
        Expected<std::shared_ptr<const TextTokenizer>> loaded = loadTokenizer(tokenizer);
        if (!loaded)
            return reportBadInput(loaded.error());
        vocabSize = loaded.value()->vocabSize();
    } else {
        const std::optional<int> size =
            intValue(parser, QStringLiteral("vocab-size"), 0, 1, &exitCode, 4000000);
        if (!size)
            return exitCode;
        if (*size == 0)
            return reportBadInput({QStringLiteral("the vocabulary size is unknown"),
                                   QStringLiteral("--tokenizer"),
                                   QStringLiteral("give --tokenizer DIR (recommended) or --vocab-size N")});
        vocabSize = *size;
    }

    const ModelFamily family = *arch == QLatin1String("bert") ? ModelFamily::Bert : ModelFamily::Electra;
    Expected<ModelConfig> config =
        presetModelConfig(family,
                          parser.isSet(QStringLiteral("preset")) ? parser.value(QStringLiteral("preset"))
                                                                 : QStringLiteral("small"),
                          vocabSize);
    if (!config)
        return reportBadInput(config.error());
    const std::optional<int> positions =
        intValue(parser, QStringLiteral("max-positions"), 512, 1, &exitCode, 65536);
    const std::optional<int> seed = intValue(parser, QStringLiteral("seed"), 42, 0, &exitCode);
    if (!positions || !seed)
        return exitCode;
    config->maxPositionEmbeddings = *positions;
    if (parser.isSet(QStringLiteral("architecture"))) {
        const std::optional<Architecture> a =
            architectureFromName(parser.value(QStringLiteral("architecture")));
        if (!a || familyOf(*a) != family)
            return reportBadInput({QStringLiteral("architecture '%1' is not a %2 model")
                                       .arg(parser.value(QStringLiteral("architecture")), *arch),
                                   QStringLiteral("--architecture"),
                                   QStringLiteral("supported: %1")
                                       .arg(supportedArchitectureNames().join(QStringLiteral(", ")))});
        config->architecture = *a;
    }
    if (parser.isSet(QStringLiteral("labels"))) {
        config->labels = parser.value(QStringLiteral("labels")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (!isSequenceClassifier(config->architecture))
            config->architecture = family == ModelFamily::Bert
                                       ? Architecture::BertForSequenceClassification
                                       : Architecture::ElectraForSequenceClassification;
    } else if (isSequenceClassifier(config->architecture)) {
        config->labels = {QStringLiteral("LABEL_0"), QStringLiteral("LABEL_1")};
    }

    NewModelSpec spec;
    spec.config = config.value();
    spec.preset = parser.isSet(QStringLiteral("preset")) ? parser.value(QStringLiteral("preset"))
                                                         : QStringLiteral("small");
    spec.tokenizerDirectory = tokenizer;
    spec.outputDirectory = *output;
    spec.seed = uint64_t(*seed);
    spec.overwrite = parser.isSet(QStringLiteral("overwrite"));
    spec.projectPath = parser.value(QStringLiteral("project"));
    spec.name = parser.value(QStringLiteral("name"));
    NewModelJob job(spec);
    CliProgressSink sink(parser.isSet(QStringLiteral("json")));
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const ModelWriteSummary* written = &job.result();
    if (parser.isSet(QStringLiteral("json")))
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("output"), QFileInfo(*output).absoluteFilePath()},
                       {QStringLiteral("architecture"), architectureName(written->config.architecture)},
                       {QStringLiteral("parameters"), written->parameters},
                       {QStringLiteral("vocab_size"), vocabSize}});
    else
        printText(QStringLiteral("Created %1 (%2 parameters, vocabulary %3) in %4")
                      .arg(architectureName(written->config.architecture))
                      .arg(written->parameters)
                      .arg(vocabSize)
                      .arg(QFileInfo(*output).absoluteFilePath()));
    return kExitOk;
}

} // namespace hw::cli
