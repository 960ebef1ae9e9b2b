#include "app/cli/cli_command.h"
#include "app/cli/cli_options.h"
#include "app/cli/cli_output.h"
#include "app/cli/cli_progress_sink.h"

#include "core/jobs/job_runner.h"
#include "core/model/model_presets.h"
#include "core/model_io/new_model_job.h"
#include "core/project/artefact_argument.h"
#include "core/project/project_store.h"
#include "core/tokenize/text_tokenizer.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>

namespace hw::cli {

namespace {

struct Placement {
    QString output; // the folder to write
    QString name;   // the model's name in the project (none without one)
};

// Where the new model goes: --output, named --name in the project. Into a project without --output it goes
// where the project keeps models, models/NAME, NAME by default its family and size ("bert-small", then
// "bert-small-2"...). A name the project already has is refused before anything is written.
std::optional<Placement> placeNewModel(const QCommandLineParser& parser, const QString& defaultName,
                                       int* exitCode) {
    const QString projectPath = parser.value(QStringLiteral("project"));
    Placement placed{parser.value(QStringLiteral("output")), parser.value(QStringLiteral("name"))};
    if (projectPath.isEmpty()) {
        if (!requiredValue(parser, QStringLiteral("output"),
                           QStringLiteral("give the directory to create, or --project FILE to create it in a "
                                          "project"),
                           exitCode))
            return std::nullopt;
        return placed;
    }
    Expected<std::unique_ptr<ProjectStore>> store = ProjectStore::open(projectPath);
    if (!store) {
        *exitCode = reportBadInput(store.error());
        return std::nullopt;
    }
    if (placed.output.isEmpty()) {
        if (placed.name.isEmpty()) {
            Expected<QString> unused = unusedArtefactPlace(*store.value(), ArtefactKind::Model, defaultName);
            if (!unused) {
                *exitCode = reportBadInput(unused.error());
                return std::nullopt;
            }
            placed.name = unused.value();
        }
        placed.output = projectArtefactFolder(projectPath, ArtefactKind::Model, placed.name);
    }
    if (placed.name.isEmpty())
        placed.name = QFileInfo(QDir::cleanPath(placed.output)).fileName();
    if (findArtefact(store.value()->database(), ArtefactKind::Model, placed.name)) {
        *exitCode =
            reportBadInput({QStringLiteral("the project already has a model named '%1'").arg(placed.name),
                            QStringLiteral("--name"), QStringLiteral("choose another name with --name")});
        return std::nullopt;
    }
    return placed;
}

// The sizes given over the preset's. Only that each is a whole number is checked here: core refuses sizes out
// of range or that do not fit together, with the same messages as in the studio.
std::optional<ModelShape> shapeOptions(const QCommandLineParser& parser, int* exitCode) {
    ModelShape shape;
    const std::pair<const char*, std::optional<int>*> options[] = {{"hidden", &shape.hidden},
                                                                   {"layers", &shape.layers},
                                                                   {"heads", &shape.heads},
                                                                   {"intermediate", &shape.intermediate},
                                                                   {"embedding-size", &shape.embedding}};
    for (const auto& [option, value] : options) {
        const QString key = QLatin1String(option);
        if (!parser.isSet(key))
            continue;
        bool ok = false;
        *value = parser.value(key).toInt(&ok);
        if (!ok) {
            *exitCode =
                reportBadInput({QStringLiteral("invalid value '%1'").arg(parser.value(key)),
                                QStringLiteral("--%1").arg(key), QStringLiteral("give a whole number")});
            return std::nullopt;
        }
    }
    return shape;
}

} // namespace

int runNewModel(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Create a randomly initialised BERT, ELECTRA, RoBERTa or "
                       "ModernBERT model directory.\n\nPresets (--preset):\n  ") +
        modelPresetDescriptions().join(QStringLiteral("\n  ")));
    parser.addOptions({
        {QStringLiteral("arch"),
         QStringLiteral("Model family: %1.").arg(presetModelTypes().join(QStringLiteral(", "))),
         QStringLiteral("FAMILY")},
        {QStringLiteral("preset"),
         QStringLiteral("Size: tiny, small or base (default: small); the options below override its sizes."),
         QStringLiteral("NAME")},
        {QStringLiteral("hidden"),
         QStringLiteral("Hidden size, 1 to %1 (hidden_size); a multiple of --heads.")
             .arg(kMaximumShapeHidden),
         QStringLiteral("N")},
        {QStringLiteral("layers"),
         QStringLiteral("Number of layers, 1 to %1 (num_hidden_layers).").arg(kMaximumShapeLayers),
         QStringLiteral("N")},
        {QStringLiteral("heads"),
         QStringLiteral("Attention heads (num_attention_heads); each head gets hidden / heads dimensions, an "
                        "even number for ModernBERT."),
         QStringLiteral("N")},
        {QStringLiteral("intermediate"),
         QStringLiteral("Feed-forward size (intermediate_size; default with --hidden: 4 x hidden, ModernBERT "
                        "1.5 x hidden)."),
         QStringLiteral("N")},
        {QStringLiteral("embedding-size"),
         QStringLiteral("ELECTRA only: embedding size (embedding_size; default with --hidden: the preset's "
                        "proportion of the hidden size)."),
         QStringLiteral("N")},
        {QStringLiteral("architecture"),
         QStringLiteral(
             "Head class, e.g. BertForPreTraining (default: BertForMaskedLM / ElectraForPreTraining / "
             "RobertaForMaskedLM / ModernBertForMaskedLM)."),
         QStringLiteral("CLASS")},
        {QStringLiteral("tokenizer"),
         QStringLiteral("Tokenizer directory (vocab.txt ...) copied into the model; with --project, a "
                        "tokenizer or model name of the project."),
         QStringLiteral("DIR")},
        {QStringLiteral("vocab-size"), QStringLiteral("Vocabulary size when no tokenizer is given."),
         QStringLiteral("N")},
        {QStringLiteral("max-positions"),
         QStringLiteral("The longest input in tokens (default 512, ModernBERT 8192; RoBERTa adds "
                        "pad_token_id + 1 to max_position_embeddings)."),
         QStringLiteral("N")},
        {QStringLiteral("labels"), QStringLiteral("Comma-separated label names for a sequence classifier."),
         QStringLiteral("A,B,...")},
        {QStringLiteral("seed"), QStringLiteral("Initialisation seed (default 42)."), QStringLiteral("N")},
        {QStringLiteral("output"),
         QStringLiteral("Directory to write (with --project, default: the project's models/NAME)."),
         QStringLiteral("DIR")},
        {QStringLiteral("project"), QStringLiteral("Project to record the model in."),
         QStringLiteral("FILE")},
        {QStringLiteral("name"),
         QStringLiteral("The model's name in the project (default: the --output folder's name; without "
                        "--output, family and preset, e.g. bert-small, or family and custom shape, e.g. "
                        "bert-h192-l4; numbered when taken)."),
         QStringLiteral("NAME")},
        {QStringLiteral("overwrite"), QStringLiteral("Replace an existing output directory.")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;

    const std::optional<QString> arch = requiredValue(
        parser, QStringLiteral("arch"),
        QStringLiteral("give --arch %1").arg(presetModelTypes().join(QStringLiteral(", "))), &exitCode);
    if (!arch)
        return exitCode;
    if (!presetModelTypes().contains(*arch))
        return reportBadInput(
            {QStringLiteral("unknown model family '%1'").arg(*arch), QStringLiteral("--arch"),
             QStringLiteral("use one of: %1").arg(presetModelTypes().join(QStringLiteral(", ")))});
    const QString projectPath = parser.value(QStringLiteral("project"));
    const QString preset = parser.isSet(QStringLiteral("preset")) ? parser.value(QStringLiteral("preset"))
                                                                  : QStringLiteral("small");
    const ModelFamily family = *familyFromModelType(*arch);
    const std::optional<ModelShape> shape = shapeOptions(parser, &exitCode);
    if (!shape)
        return exitCode;
    // The shape is checked before anything is read or placed; the vocabulary size comes later.
    Expected<ModelConfig> config = presetModelConfig(family, preset, 0, *shape);
    if (!config)
        return reportBadInput(config.error());
    const std::optional<Placement> placed =
        placeNewModel(parser, newModelName(config.value(), preset), &exitCode);
    if (!placed)
        return exitCode;
    const QString& output = placed->output;
    const QString& name = placed->name;

    int vocabSize = 0;
    const std::optional<QString> tokenizer = artefactPath(
        parser, QStringLiteral("tokenizer"), {ArtefactKind::Tokenizer, ArtefactKind::Model}, &exitCode);
    if (!tokenizer)
        return exitCode;
    if (!tokenizer->isEmpty()) {
        Expected<std::shared_ptr<const TextTokenizer>> loaded = loadTokenizer(*tokenizer);
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

    config->vocabSize = vocabSize;
    const std::optional<int> positions =
        intValue(parser, QStringLiteral("max-positions"), config->maxInputTokens(), 1, &exitCode, 65536);
    const std::optional<int> seed = intValue(parser, QStringLiteral("seed"), 42, 0, &exitCode);
    if (!positions || !seed)
        return exitCode;
    config->setMaxInputTokens(*positions);
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
            config->architecture = classifierArchitectureOf(family);
    } else if (isSequenceClassifier(config->architecture)) {
        config->labels = {QStringLiteral("LABEL_0"), QStringLiteral("LABEL_1")};
    }

    NewModelSpec spec;
    spec.config = config.value();
    spec.preset = presetRecord(spec.config, preset);
    spec.tokenizerDirectory = *tokenizer;
    spec.outputDirectory = output;
    spec.seed = uint64_t(*seed);
    spec.overwrite = parser.isSet(QStringLiteral("overwrite"));
    spec.projectPath = projectPath;
    spec.name = name;
    NewModelJob job(spec);
    CliProgressSink sink(parser.isSet(QStringLiteral("json")));
    const JobOutcome outcome = runJobHere(job, sink, cancelOnSignals());
    if (outcome.status != JobStatus::Succeeded)
        return reportUnsuccessful(outcome);
    const ModelWriteSummary* written = &job.result();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject result{{QStringLiteral("event"), QStringLiteral("result")},
                           {QStringLiteral("output"), QFileInfo(output).absoluteFilePath()},
                           {QStringLiteral("architecture"), architectureName(written->config.architecture)},
                           {QStringLiteral("parameters"), written->parameters},
                           {QStringLiteral("vocab_size"), vocabSize}};
        if (!projectPath.isEmpty())
            result.insert(QStringLiteral("name"), name);
        printJsonLine(result);
    } else {
        printText(QStringLiteral("Created %1 (%2 parameters, vocabulary %3) in %4")
                      .arg(architectureName(written->config.architecture))
                      .arg(written->parameters)
                      .arg(vocabSize)
                      .arg(QFileInfo(output).absoluteFilePath()));
        if (!projectPath.isEmpty())
            printText(QStringLiteral("recorded in the project as model '%1'").arg(name));
    }
    return kExitOk;
}

} // namespace hw::cli
