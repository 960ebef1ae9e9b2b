#include "core/train/cluster_launch.h"
#include "core/train/cluster_launch_files.h"

#include "core/project/corpus_store.h"
#include "core/project/project_store.h"
#include "core/train/pretrain_settings.h"
#include "core/util/atomic_file.h"
#include "core/util/output_paths.h"
#include "core/util/owned_folder.h"
#include "core/util/shell_quote.h"
#include "core/util/writable_folder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace hw {

namespace {

const QString kRunJson = QStringLiteral("run.json");
const QString kSbatch = QStringLiteral("launch.sbatch");
const QString kTorchrun = QStringLiteral("torchrun.sh");
const QString kReadme = QStringLiteral("README.txt");

// A folder that holds a run that has started: its checkpoints, final model or metrics.
bool holdsStartedRun(const QString& folder) {
    const QDir dir(folder);
    return !dir.entryList({QStringLiteral("checkpoint-*")}, QDir::Dirs | QDir::NoDotAndDotDot).isEmpty() ||
           dir.exists(QStringLiteral("model")) || dir.exists(QStringLiteral("metrics.jsonl"));
}

// The project corpora `names` as the files they were imported from, with how they were read.
Expected<bool> corporaAsFiles(ProjectStore& store, const QStringList& names, PretrainingSource& source,
                              std::optional<QJsonObject>& readOptions) {
    Expected<QVector<CorpusSummary>> corpora = listCorpora(store.database());
    if (!corpora)
        return corpora.error();
    for (const QString& name : names) {
        const auto found = std::find_if(corpora->begin(), corpora->end(),
                                        [&](const CorpusSummary& c) { return c.name == name; });
        if (found == corpora->end())
            return UserError{Text::tr("the project has no corpus named '%1'").arg(name),
                             Text::setting(QStringLiteral("corpus")), Text::tr("choose one of its corpora")};
        if (found->sources.isEmpty())
            return UserError{
                Text::tr("the corpus '%1' does not record the files it was imported from").arg(name),
                Text::setting(QStringLiteral("corpus")),
                Text::tr("import the corpus again from its files, or start the run in the studio")};
        const QJsonObject read{
            {QStringLiteral("format"), found->options.value(QLatin1String("format"))},
            {QStringLiteral("text_fields"), found->options.value(QLatin1String("text_fields"))}};
        if (!readOptions)
            readOptions = read;
        else if (readOptions.value() != read)
            return UserError{Text::tr("the corpora were imported with different formats or text fields"),
                             Text::setting(QStringLiteral("corpus")),
                             Text::tr("launch the run with corpora read the same way")};
        if (source.files.isEmpty() && found->options.contains(QLatin1String("validation_ratio")))
            source.validationRatio = found->options.value(QLatin1String("validation_ratio")).toDouble();
        source.files << found->sources;
    }
    source.corpusNames.clear();
    source.projectPath.clear();
    source.store = nullptr;
    return true;
}

} // namespace

Expected<bool> checkClusterLaunchOptions(const ClusterLaunchOptions& o, const QString& precision) {
    if (o.nodes < 1 || o.nodes > 100000)
        return UserError{Text::tr("%1 is not a number of nodes").arg(o.nodes), Text::tr("Nodes"),
                         Text::tr("give a whole number from 1 on")};
    if (o.processesPerNode < 1 || o.processesPerNode > 1024)
        return UserError{Text::tr("%1 is not a number of processes").arg(o.processesPerNode),
                         Text::tr("Processes per node"),
                         Text::tr("give a whole number from 1 on (one process per GPU)")};
    if (o.device != QLatin1String("cuda") && o.device != QLatin1String("cpu"))
        return UserError{Text::tr("unknown device '%1'").arg(o.device), Text::tr("Device"),
                         Text::tr("choose cuda or cpu")};
    if (o.device == QLatin1String("cpu") && precision == QLatin1String("fp16"))
        return UserError{Text::tr("precision fp16 needs CUDA devices"),
                         Text::setting(QStringLiteral("precision")),
                         Text::tr("use fp32 or bf16 on the CPU, or run on cuda")};
    if (o.cpusPerProcess < 1 || o.cpusPerProcess > 4096)
        return UserError{Text::tr("%1 is not a number of CPU cores").arg(o.cpusPerProcess),
                         Text::tr("CPU cores per process"), Text::tr("give a whole number from 1 on")};
    static const QRegularExpression partition(QStringLiteral("^[A-Za-z0-9_.,-]*$"));
    if (!partition.match(o.partition).hasMatch())
        return UserError{
            Text::tr("'%1' is not a Slurm partition name").arg(o.partition), Text::tr("Slurm partition"),
            Text::tr("give the name sinfo lists (letters, digits, '_', '-'), or none for the default")};
    if (!(o.hours > 0) || o.hours > 24 * 366)
        return UserError{Text::tr("a time limit of %1 hours is out of range").arg(o.hours),
                         Text::tr("Time limit"), Text::tr("give more than 0 and at most 8784 hours")};
    if (o.cliPath.trimmed().isEmpty())
        return UserError{Text::tr("no headwater-cli given"), Text::tr("headwater-cli on the cluster"),
                         Text::tr("give its path there, or headwater-cli when it is on the PATH")};
    if (o.masterPort < 1 || o.masterPort > 65535)
        return UserError{Text::tr("%1 is not a TCP port").arg(o.masterPort), Text::tr("Rendezvous port"),
                         Text::tr("give a free port from 1 to 65535")};
    return true;
}

Expected<PretrainSpec> clusterPretrainSpec(const PretrainSpec& original,
                                           const ClusterLaunchOptions& options) {
    PretrainSpec spec = original;
    std::optional<QJsonObject> readOptions;
    for (PretrainingSource* source : {&spec.source, &spec.generalSource}) {
        if (source->corpusNames.isEmpty())
            continue;
        std::unique_ptr<ProjectStore> opened;
        ProjectStore* store = source->store;
        if (!store) {
            Expected<std::unique_ptr<ProjectStore>> open = ProjectStore::open(source->projectPath);
            if (!open)
                return open.error();
            opened = std::move(open.value());
            store = opened.get();
        }
        if (Expected<bool> files = corporaAsFiles(*store, source->corpusNames, *source, readOptions); !files)
            return files.error();
    }
    if (readOptions) {
        if (const QString format = readOptions->value(QLatin1String("format")).toString();
            !format.isEmpty()) {
            Expected<CorpusFormat> parsed = corpusFormatFromName(format);
            if (!parsed)
                return parsed.error();
            spec.source.read.format = parsed.value();
        }
        spec.source.read.textFields.clear();
        for (const QJsonValue& field : readOptions->value(QLatin1String("text_fields")).toArray())
            spec.source.read.textFields << field.toString();
    }
    if (spec.source.files.isEmpty())
        return UserError{Text::tr("no corpus chosen"), Text::setting(QStringLiteral("corpus")),
                         Text::tr("choose the corpus to pretrain on")};
    // The general text is read and split as the domain corpus is, as the CLI does.
    spec.generalSource.read = spec.source.read;
    spec.generalSource.validationRatio = spec.source.validationRatio;
    spec.generalSource.splitSeed = spec.source.splitSeed;
    spec.projectPath.clear();
    spec.cacheDirectory.clear();
    spec.device = options.device;
    spec.resume = false;
    spec.distributed = DistributedEnvironment{};
    return spec;
}

Expected<ClusterLaunch> writeClusterLaunch(const PretrainSpec& original,
                                           const ClusterLaunchOptions& options) {
    const Text output = Text::setting(QStringLiteral("output"));
    if (original.outputDirectory.trimmed().isEmpty())
        return UserError{Text::tr("no folder given for the run"), output, Text::tr("choose a folder")};
    const QString folder = QFileInfo(original.outputDirectory).absoluteFilePath();
    if (Expected<bool> path = checkOutputFolderPath(folder); !path)
        return path.error();
    if (!checkFolderReplaceable(folder))
        return UserError{Text::tr("the folder holds files Headwater did not write"), folder,
                         Text::tr("choose a new or empty folder")};
    if (holdsStartedRun(folder))
        return UserError{Text::tr("the folder holds a run that has started"), folder,
                         Text::tr("choose a new folder, or launch that run's own scripts again")};
    if (Expected<bool> writable = requireWritableFolder(folder, output); !writable)
        return writable.error();
    if (Expected<bool> ok = checkClusterLaunchOptions(options, original.precision); !ok)
        return ok.error();
    if (Expected<bool> ok = checkPretrainSettings(original); !ok)
        return ok.error();
    Expected<PretrainSpec> spec = clusterPretrainSpec(original, options);
    if (!spec)
        return spec.error();
    spec->outputDirectory = folder;

    ClusterLaunch launch;
    launch.folder = folder;
    launch.inputs << QFileInfo(spec->modelDirectory).absoluteFilePath();
    if (!spec->generatorDirectory.isEmpty())
        launch.inputs << QFileInfo(spec->generatorDirectory).absoluteFilePath();
    for (const QString& file : spec->source.files + spec->generalSource.files)
        launch.inputs << QFileInfo(file).absoluteFilePath();
    launch.sbatchCommand = QStringLiteral("cd %1 && sbatch %2").arg(shellQuoted(folder), kSbatch);
    launch.torchrunCommand = shellCommand({QStringLiteral("bash"), QDir(folder).filePath(kTorchrun)});
    launch.addRunCommand =
        shellCommand({QStringLiteral("headwater-cli"), QStringLiteral("project"), QStringLiteral("add-run"),
                      QStringLiteral("--project"),
                      original.projectPath.isEmpty() ? QStringLiteral("PROJECT.hwproj")
                                                     : QFileInfo(original.projectPath).absoluteFilePath(),
                      QStringLiteral("--run"), folder});

    const std::pair<QString, QByteArray> files[] = {
        {kRunJson, QJsonDocument(spec->settingsJson()).toJson(QJsonDocument::Indented)},
        {kSbatch, clusterSbatchScript(spec.value(), options).toUtf8()},
        {kTorchrun, clusterTorchrunScript(spec.value(), options).toUtf8()},
        {kReadme, clusterLaunchReadme(original, launch, options).toUtf8()},
    };
    if (!QDir().mkpath(folder))
        return UserError{Text::tr("cannot create the folder"), folder,
                         Text::tr("choose a folder you can write")};
    // Marked first: a write that fails part-way leaves a folder that a second try may write again.
    if (Expected<bool> marked = markFolderOwned(folder); !marked)
        return marked.error();
    for (const auto& [name, bytes] : files) {
        const QString path = QDir(folder).filePath(name);
        if (Expected<bool> written = writeFileAtomically(path, bytes); !written)
            return written.error();
        if (name == kSbatch || name == kTorchrun)
            QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeGroup |
                                            QFile::ExeOther);
        launch.files << path;
    }
    return launch;
}

QString defaultClusterLaunchFolder(const QString& projectDataDirectory, const QString& runName) {
    QString name;
    for (const QChar c : runName.trimmed())
        name +=
            c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('_') || c == QLatin1Char('-')
                ? c
                : QLatin1Char('-');
    name.replace(QRegularExpression(QStringLiteral("-{2,}")), QStringLiteral("-"));
    while (name.startsWith(QLatin1Char('.')) || name.startsWith(QLatin1Char('-')))
        name.remove(0, 1);
    if (name.isEmpty())
        name = QStringLiteral("run");
    const QDir parent(QDir(projectDataDirectory).filePath(QStringLiteral("cluster-runs")));
    QString candidate = name;
    for (int n = 2; QFileInfo::exists(parent.filePath(candidate)); ++n)
        candidate = QStringLiteral("%1-%2").arg(name).arg(n);
    return parent.filePath(candidate);
}

} // namespace hw
