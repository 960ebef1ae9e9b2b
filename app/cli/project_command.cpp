#include "app/cli/cli_command.h"
#include "app/cli/cli_output.h"

#include "core/model_io/model_import.h"
#include "core/project/artefact_argument.h"
#include "core/project/artefact_store.h"
#include "core/project/corpus_store.h"
#include "core/project/key_figures.h"
#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/train/run_import.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace hw::cli {

namespace {

QJsonObject artefactJson(const Artefact& a) {
    QJsonArray sources;
    for (const ArtefactSource& s : a.sources)
        sources.append(QJsonObject{{QStringLiteral("id"), s.id}, {QStringLiteral("role"), s.role}});
    return {{QStringLiteral("id"), a.id},
            {QStringLiteral("kind"), artefactKindName(a.kind)},
            {QStringLiteral("name"), a.name},
            {QStringLiteral("path"), a.path},
            {QStringLiteral("created_at"), a.createdAt},
            {QStringLiteral("settings"), a.settings},
            {QStringLiteral("figures"), a.figures},
            {QStringLiteral("sources"), sources}};
}

QString figuresText(const QJsonObject& figures) {
    return keyFiguresLine(keyFigures(figures), &Text::toString, QStringLiteral(", "));
}

int create(const QString& path, const QCommandLineParser& parser) {
    const QString name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name"))
                                                              : QFileInfo(path).completeBaseName();
    Expected<std::unique_ptr<ProjectStore>> created = ProjectStore::create(path, name);
    if (!created)
        return reportBadInput(created.error());
    if (parser.isSet(QStringLiteral("json")))
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("project"), created.value()->path()},
                       {QStringLiteral("name"), created.value()->name()},
                       {QStringLiteral("schema_version"), created.value()->schemaVersion()}});
    else
        printText(QStringLiteral("Created project '%1' in %2")
                      .arg(created.value()->name(), created.value()->path()));
    return kExitOk;
}

int list(ProjectStore& store, const QCommandLineParser& parser) {
    std::optional<ArtefactKind> kind;
    if (parser.isSet(QStringLiteral("kind"))) {
        kind = artefactKindFromName(parser.value(QStringLiteral("kind")));
        if (!kind)
            return reportBadInput(
                {QStringLiteral("unknown kind '%1'").arg(parser.value(QStringLiteral("kind"))),
                 QStringLiteral("--kind"),
                 QStringLiteral("use corpus, labelled_set, tokenizer, model, run, evaluation or export")});
    }
    Expected<QVector<Artefact>> artefacts = listArtefacts(store.database(), kind);
    if (!artefacts)
        return reportFailure(artefacts.error().toString());
    Expected<QVector<RunSummary>> runs = listRuns(store.database());
    if (!runs)
        return reportFailure(runs.error().toString());
    const bool withRuns = !kind || *kind == ArtefactKind::Run;
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray items, runItems;
        for (const Artefact& a : artefacts.value())
            items.append(artefactJson(a));
        for (const RunSummary& r : runs.value())
            if (withRuns)
                runItems.append(QJsonObject{{QStringLiteral("id"), r.id},
                                            {QStringLiteral("kind"), r.kind},
                                            {QStringLiteral("name"), r.name},
                                            {QStringLiteral("model"), runModelName(store, r)},
                                            {QStringLiteral("status"), r.status},
                                            {QStringLiteral("started_at"), r.startedAt},
                                            {QStringLiteral("finished_at"), r.finishedAt}});
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("project"), store.path()},
                       {QStringLiteral("name"), store.name()},
                       {QStringLiteral("artefacts"), items},
                       {QStringLiteral("runs"), runItems}});
        return kExitOk;
    }
    QString text = QStringLiteral("Project '%1' (%2)\n").arg(store.name(), store.path());
    for (const Artefact& a : artefacts.value())
        text += QStringLiteral("  %1  %2  %3\n")
                    .arg(artefactKindName(a.kind).leftJustified(12), a.name.leftJustified(24),
                         figuresText(a.figures));
    if (withRuns)
        for (const RunSummary& r : runs.value())
            text += QStringLiteral("  %1  %2  %3 (%4, from %5)\n")
                        .arg(QStringLiteral("run").leftJustified(12), r.name.leftJustified(24),
                             runStatusText(r.status).toString(), r.kind, runModelName(store, r));
    if (artefacts->isEmpty() && (!withRuns || runs->isEmpty()))
        text += QStringLiteral(
                    "  (nothing yet: import a corpus with `headwater-cli import-corpus --project %1 ...`)\n")
                    .arg(store.path());
    printText(text.trimmed());
    return kExitOk;
}

int show(ProjectStore& store, const QString& target, const QCommandLineParser& parser) {
    // KIND/NAME, or a NAME that only one artefact has.
    QVector<Artefact> matches;
    const QString kindName = target.section(QLatin1Char('/'), 0, 0);
    const std::optional<ArtefactKind> kind =
        target.contains(QLatin1Char('/')) ? artefactKindFromName(kindName) : std::nullopt;
    const QString name = kind ? target.section(QLatin1Char('/'), 1) : target;
    Expected<QVector<Artefact>> all = listArtefacts(store.database(), kind);
    if (!all)
        return reportFailure(all.error().toString());
    for (const Artefact& a : all.value())
        if (a.name == name)
            matches.append(a);
    if (matches.isEmpty())
        return reportBadInput(
            {QStringLiteral("the project has no artefact named '%1'").arg(target), store.path(),
             QStringLiteral("see what it holds with `headwater-cli project list %1`").arg(store.path())});
    if (matches.size() > 1)
        return reportBadInput({QStringLiteral("several artefacts are named '%1'").arg(name), store.path(),
                               QStringLiteral("say which with KIND/NAME, e.g. %1/%2")
                                   .arg(artefactKindName(matches[0].kind), name)});
    Expected<QVector<Artefact>> lineage = artefactLineage(store.database(), matches[0].id);
    if (!lineage)
        return reportFailure(lineage.error().toString());
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray chain;
        for (const Artefact& a : lineage.value())
            chain.append(artefactJson(a));
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("artefact"), artefactJson(lineage->first())},
                       {QStringLiteral("lineage"), chain}});
        return kExitOk;
    }
    QString text;
    for (const Artefact& a : lineage.value()) {
        text +=
            QStringLiteral("%1 '%2'%3\n")
                .arg(artefactKindName(a.kind), a.name,
                     a.figures.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(figuresText(a.figures)));
        if (const QVector<KeyFigure> settings = settingEntries(a.settings); !settings.isEmpty())
            text += QStringLiteral("  settings: %1\n")
                        .arg(keyFiguresLine(
                            settings, [](const Text& t) { return t.toString(); }, QStringLiteral(" · ")));
        for (const ArtefactSource& s : a.sources) {
            Expected<Artefact> source = artefactById(store.database(), s.id);
            text += QStringLiteral("  %1 %2 '%3'\n")
                        .arg(s.role, source ? artefactKindName(source->kind) : QString(),
                             source ? source->name : QString());
        }
    }
    printText(text.trimmed());
    return kExitOk;
}

int addRun(ProjectStore& store, const QString& runDirectory, const QCommandLineParser& parser) {
    Expected<ImportedRun> added =
        addPretrainingRun(store, runDirectory, parser.value(QStringLiteral("name")));
    if (!added)
        return reportBadInput(added.error());
    const ImportedRun& run = added.value();
    if (parser.isSet(QStringLiteral("json"))) {
        printJsonLine({{QStringLiteral("event"), QStringLiteral("result")},
                       {QStringLiteral("project"), store.path()},
                       {QStringLiteral("run"), run.folder},
                       {QStringLiteral("id"), run.id},
                       {QStringLiteral("name"), run.name},
                       {QStringLiteral("status"), run.status},
                       {QStringLiteral("steps"), run.steps},
                       {QStringLiteral("model"), run.model}});
        return kExitOk;
    }
    printText(importedRunText(run).toString());
    return kExitOk;
}

} // namespace

int runProject(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Create a project, list what it holds, show how one artefact was made, or add a model or a "
        "pretraining run made without it.\n\n"
        "  headwater-cli project create FILE [--name NAME]\n"
        "  headwater-cli project list FILE [--kind KIND]\n"
        "  headwater-cli project show FILE [KIND/]NAME\n"
        "  headwater-cli project add-model FILE MODEL_DIR|HUB_ID [--name NAME]   (a Hugging Face model "
        "folder made elsewhere, or a model of the Hugging Face cache by its Hub id)\n"
        "  headwater-cli project add-run --project FILE --run DIR [--name NAME]   (a pretraining run that "
        "ran without the project, e.g. `headwater-cli pretrain` on a cluster: its settings, its curves and, "
        "when it finished, its final model; the run folder is only read)"));
    parser.addPositionalArgument(QStringLiteral("action"),
                                 QStringLiteral("create, list, show, add-model or add-run"));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The project file (.hwproj)."));
    parser.addOptions({
        {QStringLiteral("name"),
         QStringLiteral("create: the project's name (default: the file name); add-model: the model's name "
                        "(default: its folder's name); add-run: the run's name, and its model's (default: "
                        "the run folder's name)."),
         QStringLiteral("NAME")},
        {QStringLiteral("project"), QStringLiteral("add-run: the project file (or give it after add-run)."),
         QStringLiteral("FILE")},
        {QStringLiteral("run"),
         QStringLiteral(
             "add-run: the run's output folder, which holds run.json and metrics.jsonl (or give it "
             "after the project file)."),
         QStringLiteral("DIR")},
        {QStringLiteral("kind"), QStringLiteral("list: only this kind (corpus, tokenizer, model, run, ...)."),
         QStringLiteral("KIND")},
    });
    int exitCode = kExitOk;
    if (!parseCommandLine(parser, arguments, &exitCode))
        return exitCode;
    QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    if (action == QLatin1String("add-run")) { // FILE and DIR by --project and --run, or in that order
        if (parser.isSet(QStringLiteral("project")))
            args.insert(1, parser.value(QStringLiteral("project")));
        if (args.size() < 2)
            return reportBadInput({QStringLiteral("which project?"), QStringLiteral("--project"),
                                   QStringLiteral("give the project file to add the run to")});
        if (parser.isSet(QStringLiteral("run")))
            args.insert(2, parser.value(QStringLiteral("run")));
        if (args.size() < 3)
            return reportBadInput({QStringLiteral("which run folder?"), QStringLiteral("--run"),
                                   QStringLiteral("give the folder the pretraining run wrote")});
    }
    if (args.size() < 2 || (action != QLatin1String("create") && action != QLatin1String("list") &&
                            action != QLatin1String("show") && action != QLatin1String("add-model") &&
                            action != QLatin1String("add-run")))
        return reportBadInput(
            {QStringLiteral("expected `project create|list|show|add-model|add-run FILE`"),
             QStringLiteral("headwater-cli project"),
             QStringLiteral("for example: headwater-cli project create news.hwproj --name News")});
    if (action == QLatin1String("create"))
        return create(args[1], parser);
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(args[1]);
    if (!opened)
        return reportBadInput(opened.error());
    if (action == QLatin1String("list"))
        return list(*opened.value(), parser);
    if (action == QLatin1String("add-run"))
        return addRun(*opened.value(), args[2], parser);
    if (action == QLatin1String("add-model")) {
        if (args.size() < 3)
            return reportBadInput({QStringLiteral("which model folder?"),
                                   QStringLiteral("headwater-cli project add-model"),
                                   QStringLiteral("give the model's folder after the project file")});
        // A folder, or a Hub id whose snapshot is in the Hugging Face cache.
        Expected<ArtefactArgument> folder =
            resolveArtefactArgument(QString(), QStringLiteral("model"), args[2], {ArtefactKind::Model});
        if (!folder)
            return reportBadInput(folder.error());
        Expected<qint64> added =
            recordImportedModel(*opened.value(), folder->path, parser.value(QStringLiteral("name")));
        if (!added)
            return reportBadInput(added.error());
        if (parser.isSet(QStringLiteral("json")))
            printJsonLine(
                {{QStringLiteral("event"), QStringLiteral("result")}, {QStringLiteral("id"), added.value()}});
        else
            printText(QStringLiteral("Added the model %1 to the project")
                          .arg(folder->hubModel ? folder->hubModel->displayName()
                                                : QFileInfo(folder->path).absoluteFilePath()));
        return kExitOk;
    }
    if (args.size() < 3)
        return reportBadInput({QStringLiteral("which artefact?"),
                               QStringLiteral("headwater-cli project show"),
                               QStringLiteral("give its [KIND/]NAME after the project file")});
    return show(*opened.value(), args[2], parser);
}

} // namespace hw::cli
