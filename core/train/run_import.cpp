#include "core/train/run_import.h"

#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/train/pretrain_lineage.h"
#include "core/train/pretrain_spec.h"
#include "core/util/json_numbers.h"
#include "core/util/ordinary_files.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

#include <optional>

namespace hw {

namespace {

const QString kKind = QStringLiteral("pretrain");

struct MetricsLog {
    QVector<StepMetrics> steps; // one per line, in the file's order, as the run recorded them
    std::optional<double> firstTime, lastTime;
    qint64 lastStep = 0;
};

Text notARunFolder() {
    return Text::tr("give the folder a pretraining run wrote (it holds run.json and metrics.jsonl)");
}

// Every line of RUN/metrics.jsonl ({"step":N,"time":T,"loss":...}), or which line is damaged.
Expected<MetricsLog> readMetricsLog(const QString& path) {
    Expected<QByteArray> bytes = readOrdinaryFile(path, FileKind::Log);
    if (!bytes)
        return bytes.error();
    const Text how = Text::tr("repair or delete that line, then add the run again");
    MetricsLog log;
    const QList<QByteArray> lines = bytes.value().split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const qsizetype number = i + 1;
        if (lines[i].trimmed().isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(lines[i], &error);
        if (error.error != QJsonParseError::NoError)
            return UserError{
                Text::tr("line %1 of the metrics log is not JSON (%2)").arg(number).arg(error.errorString()),
                path, how};
        if (!document.isObject())
            return UserError{Text::tr("line %1 of the metrics log is not a JSON object").arg(number), path,
                             how};
        const QJsonObject line = document.object();
        const std::optional<qint64> step = jsonWholeNumber(line.value(QLatin1String("step")));
        if (!step || *step < 0)
            return UserError{Text::tr("line %1 of the metrics log has no step number").arg(number), path,
                             how};
        StepMetrics metrics{*step, {}};
        for (auto it = line.begin(); it != line.end(); ++it) {
            if (it.key() == QLatin1String("step"))
                continue;
            // A value that was not finite is written as null; the live run could not record it either.
            if (it.value().isNull())
                continue;
            if (!it.value().isDouble())
                return UserError{
                    Text::tr("line %1 of the metrics log gives '%2' a value that is not a number")
                        .arg(number)
                        .arg(it.key()),
                    path, how};
            if (it.key() == QLatin1String("time")) {
                if (!log.firstTime)
                    log.firstTime = it.value().toDouble();
                log.lastTime = it.value().toDouble();
                continue;
            }
            metrics.values.append({it.key(), it.value().toDouble()});
        }
        log.lastStep = std::max(log.lastStep, *step);
        log.steps.append(metrics);
    }
    return log;
}

QString isoTime(std::optional<double> secondsSinceEpoch) {
    if (!secondsSinceEpoch)
        return {};
    return QDateTime::fromMSecsSinceEpoch(qint64(*secondsSinceEpoch * 1000.0)).toUTC().toString(Qt::ISODate);
}

// The project's run that wrote to `directory`, by the path as runs record it (absolute, as the user spelt
// it), cleaned, or the folder's real path.
Expected<qint64> runWritingTo(const QSqlDatabase& db, const QString& directory) {
    const QFileInfo folder(directory);
    QStringList spellings{folder.absoluteFilePath(), QDir::cleanPath(folder.absoluteFilePath()),
                          folder.canonicalFilePath()};
    spellings.removeAll(QString());
    spellings.removeDuplicates();
    for (const QString& path : spellings) {
        Expected<qint64> found = findRunWritingTo(db, kKind, path);
        if (!found || found.value() >= 0)
            return found;
    }
    return qint64(-1);
}

} // namespace

Expected<qint64> importPretrainingRun(ProjectStore& project, const QString& runDirectory,
                                      const QString& name) {
    const QString folder = QDir::cleanPath(QFileInfo(runDirectory).absoluteFilePath());
    if (!QFileInfo(folder).isDir())
        return UserError{Text::tr("no run folder here"), folder, notARunFolder()};
    for (const QString& file : {QStringLiteral("run.json"), QStringLiteral("metrics.jsonl")})
        if (!QFileInfo::exists(QDir(folder).filePath(file)))
            return UserError{Text::tr("the folder has no %1: it is not a pretraining run").arg(file), folder,
                             notARunFolder()};
    const QString runName = name.isEmpty() ? QFileInfo(folder).fileName() : name.trimmed();
    const Text nameSetting = Text::setting(QStringLiteral("name"));
    if (runName.isEmpty() || runName.contains(QLatin1Char('/')))
        return UserError{Text::tr("'%1' is not a name for a run").arg(runName), nameSetting,
                         Text::tr("give a name without '/'")};

    QSqlDatabase& db = project.database();
    Expected<QVector<RunSummary>> runs = listRuns(db);
    if (!runs)
        return runs.error();
    Expected<qint64> existing = runWritingTo(db, runDirectory);
    if (!existing)
        return existing.error();
    for (const RunSummary& run : runs.value())
        if (run.id == existing.value())
            return UserError{Text::tr("the project already holds this run, as '%1'").arg(run.name), folder,
                             Text::tr("nothing to add: open the run '%1' in the project").arg(run.name)};
    for (const RunSummary& run : runs.value())
        if (run.name == runName)
            return UserError{Text::tr("the project already has a run named '%1'").arg(runName), nameSetting,
                             Text::tr("choose another %1").arg(nameSetting)};

    // Read back as a resumed run reads it: the settings it recorded, with the folder where it is now.
    Expected<PretrainSpec> spec = readRunSettings(folder);
    if (!spec)
        return spec.error();
    Expected<MetricsLog> log = readMetricsLog(QDir(folder).filePath(QStringLiteral("metrics.jsonl")));
    if (!log)
        return log.error();

    // A run that ran to its end saved its final model; one without it was stopped (or died) on the way.
    const QString modelDirectory = QDir(folder).filePath(QStringLiteral("model"));
    const bool finished = QFileInfo(modelDirectory).isDir();
    std::optional<Artefact> model;
    // A model folder the project already holds (added with add-model) is not recorded twice.
    if (finished && artefactsAt(project, ArtefactKind::Model, modelDirectory).isEmpty()) {
        if (findArtefact(db, ArtefactKind::Model, runName))
            return UserError{Text::tr("the project already has a %1 named '%2'")
                                 .arg(artefactKindName(ArtefactKind::Model), runName),
                             nameSetting, Text::tr("choose another %1").arg(nameSetting)};
        model = pretrainedModelArtefact(project, spec.value(), modelDirectory, log->lastStep, runName);
    }
    RunSummary run;
    run.kind = kKind;
    run.name = runName;
    run.status = finished ? run_status::kFinished : run_status::kStopped;
    run.config = spec->settingsJson(); // as a run records itself, "output" the folder's absolute path
    run.startedAt = isoTime(log->firstTime);
    run.finishedAt = isoTime(log->lastTime);
    return recordCompletedRun(db, run, log->steps, model);
}

Expected<ImportedRun> addPretrainingRun(ProjectStore& project, const QString& runDirectory,
                                        const QString& name) {
    Expected<qint64> added = importPretrainingRun(project, runDirectory, name);
    if (!added)
        return added.error();
    Expected<QVector<RunSummary>> runs = listRuns(project.database());
    if (!runs)
        return runs.error();
    ImportedRun imported;
    imported.id = added.value();
    imported.folder = QDir::cleanPath(QFileInfo(runDirectory).absoluteFilePath());
    for (const RunSummary& run : runs.value())
        if (run.id == imported.id) {
            imported.name = run.name;
            imported.status = run.status;
        }
    Expected<RunProgressFigures> progress = runProgressFigures(project.database(), imported.id);
    if (!progress)
        return progress.error();
    imported.steps = std::max<qint64>(progress->lastStep, 0);
    const QVector<Artefact> models =
        artefactsAt(project, ArtefactKind::Model, QDir(imported.folder).filePath(QStringLiteral("model")));
    if (!models.isEmpty())
        imported.model = models.first().name;
    return imported;
}

Text importedRunText(const ImportedRun& run) {
    const Text added = Text::tr("Added the run '%1' (%2, %3 steps) from %4 to the project")
                           .arg(run.name)
                           .arg(runStatusText(run.status))
                           .arg(run.steps)
                           .arg(run.folder);
    return run.model.isEmpty() ? Text::tr("%1; it saved no final model").arg(added)
                               : Text::tr("%1; its final model is the model '%2'").arg(added).arg(run.model);
}

} // namespace hw
