#include "core/eval/finetune_comparison_job.h"
#include "core/project/lineage_roles.h"

#include "core/train/finetune_settings.h"

#include "core/eval/project_labelled_data.h"
#include "core/model/model_config.h"
#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/project/run_store.h"
#include "core/train/finetune_job.h"
#include "core/train/internal/data_parallel.h"
#include "core/util/atomic_file.h"
#include "core/util/output_paths.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace hw {

namespace {

JobOutcome failed(const UserError& e) {
    return JobOutcome{JobStatus::Failed, e.toString(), e};
}

// Closes the project's run row with the job's status, however the job ends.
struct FinishRun {
    ProjectStore* store;
    qint64 id;
    const QString& status;
    ~FinishRun() {
        if (store && id >= 0)
            finishRun(store->database(), id, status);
    }
};

// Removes the output folder the job made unless the run finished.
struct RemoveUnlessFinished {
    const QString& folder;
    const QString& status;
    bool made;
    ~RemoveUnlessFinished() {
        if (made && status != run_status::kFinished)
            removeFolderTree(folder);
    }
};

} // namespace

FinetuneComparisonJob::FinetuneComparisonJob(FinetuneComparisonSpec spec)
    : m_spec(std::move(spec)) {
    if (m_spec.names.isEmpty())
        m_spec.names = defaultNames(m_spec.models);
}

QStringList FinetuneComparisonJob::defaultNames(const QStringList& models) {
    QStringList names;
    for (const QString& m : models) {
        QString name = modelFolderName(m);
        if (names.contains(name))
            name += QStringLiteral("-%1").arg(names.size() + 1);
        names << name;
    }
    return names;
}

Text FinetuneComparisonJob::title() const {
    return m_spec.models.size() == 1
               ? Text::tr("Fine-tune %1").arg(m_spec.names.value(0))
               : Text::tr("Fine-tune and compare %1").arg(m_spec.names.join(QStringLiteral(", ")));
}

QStringList FinetuneComparisonJob::resources() const {
    QStringList used;
    for (const QString& model : m_spec.models)
        used << QFileInfo(model).absoluteFilePath();
    used << QFileInfo(m_spec.settings.outputDirectory).absoluteFilePath();
    if (!m_spec.labelledSet.isEmpty())
        used << QStringLiteral("labelled_set:%1").arg(m_spec.labelledSet);
    return used;
}

JobOutcome FinetuneComparisonJob::run(JobContext& context) {
    Expected<bool> named = checkModelsAndNames();
    if (!named)
        return failed(named.error());
    // The project is opened once for the whole job, on this thread.
    FinetuneSpec settings = m_spec.settings;
    Expected<ProjectLabelledData> opened =
        openProjectLabelledData(m_spec.projectPath, m_spec.labelledSet, settings.read);
    if (!opened)
        return failed(opened.error());
    std::unique_ptr<ProjectStore> store = std::move(opened->store);
    const qint64 labelledSetId = opened->set ? opened->set->artefactId : 0;
    if (opened->set) {
        settings.trainFile = opened->set->train;
        settings.validationFile = opened->set->validation;
        settings.testFile = opened->set->test;
    }
    // In a data-parallel run the ranks join once for all the models' runs; rank 0 alone writes the job's
    // files and project records.
    std::shared_ptr<DataParallel> parallel;
    if (settings.distributed.distributed()) {
        Expected<std::shared_ptr<DataParallel>> joined =
            FinetuneJob::joinRanks(settings.distributed, context);
        if (!joined)
            return failed(joined.error());
        parallel = joined.value();
    }
    const bool writes = !parallel || parallel->rank() == 0;
    const qint64 runId = store && writes ? keepRunCurves(*store, context) : -1;
    // However the job ends, the run row says how.
    QString runStatus = run_status::kFailed;
    FinishRun finish{store.get(), runId, runStatus};
    // A cancelled or failed run keeps nothing under the name of a finished one: the folder this job made goes
    // with what it wrote (the run's row stays, listed as cancelled or failed). A folder that existed before
    // is left as it is.
    const bool madeOutputFolder = writes && !QFileInfo::exists(settings.outputDirectory);
    RemoveUnlessFinished removeUnlessFinished{settings.outputDirectory, runStatus, madeOutputFolder};

    for (int i = 0; i < m_spec.models.size(); ++i) {
        const JobOutcome outcome = finetuneModel(settings, i, parallel, context);
        if (outcome.status == JobStatus::Cancelled)
            runStatus = run_status::kCancelled;
        if (outcome.status != JobStatus::Succeeded)
            return outcome;
    }
    if (m_spec.models.size() > 1 && writes) {
        Expected<bool> compared = compareModels(settings.outputDirectory);
        if (!compared)
            return failed(compared.error());
    }
    runStatus = run_status::kFinished;
    context.setMetricRecorder({});
    if (store && writes) {
        Expected<bool> recorded = recordInProject(*store, labelledSetId);
        if (!recorded)
            context.log(
                LogLevel::Warning,
                Text::tr("fine-tuned, but not recorded in the project: %1").arg(recorded.error().text()));
    }
    return {JobStatus::Succeeded,
            Text::tr("fine-tuned %n model(s) × %1 seed(s)", nullptr, int(m_spec.models.size()))
                .arg(settings.seeds)};
}

Expected<bool> FinetuneComparisonJob::checkModelsAndNames() const {
    if (m_spec.models.isEmpty())
        return UserError{Text::tr("no model to fine-tune"), Text::setting(QStringLiteral("model")),
                         Text::tr("give a model directory; repeat to compare")};
    QStringList unique = m_spec.names;
    unique.removeDuplicates();
    if (m_spec.names.size() != m_spec.models.size() || unique.size() != m_spec.names.size())
        return UserError{
            Text::tr("%1 names for %2 models").arg(m_spec.names.size()).arg(m_spec.models.size()),
            Text::setting(QStringLiteral("name")),
            Text::tr("give one distinct name per model, in the same order")};
    return true;
}

// In a project the run's curves are kept too (loss and validation macro-F1 of every model × seed), so the
// studio can draw them again later. The run's id, or -1 when it could not be created.
qint64 FinetuneComparisonJob::keepRunCurves(ProjectStore& store, JobContext& context) const {
    Expected<QString> name = unusedArtefactName(store.database(), ArtefactKind::Run, runName());
    Expected<qint64> created =
        name ? createRun(store.database(), QStringLiteral("finetune"), name.value(),
                         QJsonObject{{QStringLiteral("models"), QJsonArray::fromStringList(m_spec.names)}})
             : Expected<qint64>(name.error());
    if (!created) {
        context.log(LogLevel::Warning,
                    Text::tr("the run's curves are not kept in the project: %1").arg(created.error().text()));
        return -1;
    }
    const qint64 runId = created.value();
    context.setRunId(runId);
    ProjectStore* project = &store;
    context.setMetricRecorder([project, runId](const MetricPoint& m) {
        recordRunMetrics(project->database(), runId, m.step, {{m.name, m.value}});
    });
    return runId;
}

// The i-th model fine-tuned on every seed; with several models, into its own folder, its runs numbered among
// all of the job's.
JobOutcome FinetuneComparisonJob::finetuneModel(const FinetuneSpec& settings, int i,
                                                const std::shared_ptr<DataParallel>& parallel,
                                                JobContext& context) {
    const int models = int(m_spec.models.size());
    FinetuneSpec one = settings;
    one.modelDirectory = m_spec.models[i];
    one.outputDirectory =
        models == 1 ? settings.outputDirectory : QDir(settings.outputDirectory).filePath(m_spec.names[i]);
    if (models > 1) {
        one.runLabel = m_spec.names[i];
        one.runOffset = i * settings.seeds;
        one.runTotal = models * settings.seeds;
    }
    FinetuneJob job(one);
    job.useRanks(parallel);
    const JobOutcome outcome = job.run(context);
    if (outcome.status == JobStatus::Failed && outcome.error)
        return {JobStatus::Failed, Text(QStringLiteral("%1: %2")).arg(m_spec.names[i]).arg(outcome.message),
                outcome.error};
    if (outcome.status != JobStatus::Succeeded)
        return outcome;
    m_result.models.append({m_spec.names[i], job.result()});
    m_result.outputDirectories.append(one.outputDirectory);
    return outcome;
}

// comparison.json and comparison.md in the job's output folder.
Expected<bool> FinetuneComparisonJob::compareModels(const QString& outputDirectory) {
    Expected<QJsonObject> comparison = compareFinetunedModels(m_result.models, m_spec.comparison);
    if (!comparison)
        return comparison.error();
    m_result.comparison = comparison.value();
    m_result.comparisonMarkdown = comparisonMarkdown(comparison.value());
    for (const auto& [name, data] :
         {std::pair{QStringLiteral("comparison.json"), QJsonDocument(m_result.comparison).toJson()},
          {QStringLiteral("comparison.md"), m_result.comparisonMarkdown.toUtf8()}}) {
        Expected<bool> written = writeFileAtomically(QDir(outputDirectory).filePath(name), data);
        if (!written)
            return written;
    }
    return true;
}

QString FinetuneComparisonJob::runName() const {
    return m_spec.name.isEmpty() ? QFileInfo(QDir::cleanPath(m_spec.settings.outputDirectory)).fileName()
                                 : m_spec.name;
}

// The fine-tuning run with its lineage, every seed's model made by it, and the comparison, if any.
Expected<bool> FinetuneComparisonJob::recordInProject(ProjectStore& store, qint64 labelledSetId) {
    QVector<QVector<Artefact>> bases; // the project's records of each model fine-tuned
    for (const QString& model : m_spec.models)
        bases.append(artefactsAt(store, ArtefactKind::Model, model));
    Expected<Artefact> run = recordRun(store, bases, labelledSetId);
    if (!run)
        return run.error();
    for (int i = 0; i < m_result.models.size(); ++i) {
        for (const FinetuneSeedResult& seed : m_result.models[i].result.seeds) {
            Expected<bool> recorded = recordSeedModel(store, run.value(), i, seed, bases[i], labelledSetId);
            if (!recorded)
                return recorded;
        }
    }
    return m_result.comparison.isEmpty() ? Expected<bool>(true) : recordComparison(store, run.value());
}

// The run's row: its settings, every model's summary, and what it fine-tuned on what.
Expected<Artefact> FinetuneComparisonJob::recordRun(ProjectStore& store,
                                                    const QVector<QVector<Artefact>>& bases,
                                                    qint64 labelledSetId) const {
    Expected<QString> runName = unusedArtefactName(store.database(), ArtefactKind::Run, this->runName());
    if (!runName)
        return runName.error();
    const FinetuneSpec& s = m_spec.settings;
    Artefact run;
    run.kind = ArtefactKind::Run;
    run.name = runName.value();
    run.path = store.storedPath(QFileInfo(s.outputDirectory).absoluteFilePath());
    run.settings = {{QStringLiteral("kind"), kFineTuningRunKind},
                    {QStringLiteral("models"), QJsonArray::fromStringList(m_spec.names)},
                    {QStringLiteral("class_weights"), s.classWeights},
                    {QStringLiteral("device"), s.device}};
    writeSettings(finetuneSettings(), s, run.settings, true); // every setting of the table, as run.json keys
    QJsonObject summaries;
    for (int i = 0; i < m_result.models.size(); ++i) {
        QJsonObject summary = m_result.models[i].result.summaryJson();
        summary.insert(QStringLiteral("output"),
                       store.storedPath(QFileInfo(m_result.outputDirectories[i]).absoluteFilePath()));
        summaries.insert(m_result.models[i].name, summary);
    }
    run.figures = {{QStringLiteral("models"), summaries}};
    for (const QVector<Artefact>& model : bases)
        for (const Artefact& base : model)
            run.sources.append({base.id, lineage::kFineTuned});
    if (labelledSetId > 0)
        run.sources.append({labelledSetId, lineage::kTrainedOn});
    Expected<qint64> runId = recordArtefact(store.database(), run);
    if (!runId)
        return runId.error();
    run.id = runId.value();
    return run;
}

// The i-th model's fine-tuned copy for one seed, made by the run from its base models.
Expected<bool> FinetuneComparisonJob::recordSeedModel(ProjectStore& store, const Artefact& run, int i,
                                                      const FinetuneSeedResult& seed,
                                                      const QVector<Artefact>& bases,
                                                      qint64 labelledSetId) const {
    Expected<QString> modelName =
        unusedArtefactName(store.database(), ArtefactKind::Model,
                           QStringLiteral("%1 %2 seed %3").arg(run.name, m_spec.names[i]).arg(seed.seed));
    if (!modelName)
        return modelName.error();
    Artefact model;
    model.kind = ArtefactKind::Model;
    model.name = modelName.value();
    model.path = store.storedPath(QFileInfo(seed.modelDirectory).absoluteFilePath());
    model.settings = {{QStringLiteral("kind"), QStringLiteral("fine-tuned classifier")},
                      {QStringLiteral("seed"), double(seed.seed)},
                      {QStringLiteral("best_epoch"), seed.bestEpoch}};
    model.figures = {{QStringLiteral("architecture"), architectureNameAt(seed.modelDirectory)},
                     {QStringLiteral("test_f1_macro"), seed.test.macroF1},
                     {QStringLiteral("validation_f1_macro"), seed.validation.macroF1},
                     {QStringLiteral("labels"), qint64(m_result.models[i].result.labels.size())}};
    model.sources.append({run.id, lineage::kMadeBy});
    for (const Artefact& base : bases)
        model.sources.append({base.id, lineage::kFineTunedFrom});
    if (labelledSetId > 0)
        model.sources.append({labelledSetId, lineage::kFineTunedOn});
    Expected<qint64> id = recordArtefact(store.database(), model);
    if (!id)
        return id.error();
    return true;
}

Expected<bool> FinetuneComparisonJob::recordComparison(ProjectStore& store, const Artefact& run) const {
    Expected<QString> name = unusedArtefactName(store.database(), ArtefactKind::Evaluation,
                                                QStringLiteral("%1 comparison").arg(run.name));
    if (!name)
        return name.error();
    Artefact comparison;
    comparison.kind = ArtefactKind::Evaluation;
    comparison.name = name.value();
    comparison.path = store.storedPath(
        QFileInfo(QDir(m_spec.settings.outputDirectory).filePath(QStringLiteral("comparison.json")))
            .absoluteFilePath());
    comparison.settings = {{QStringLiteral("measure"), QStringLiteral("fine-tuning comparison")},
                           {QStringLiteral("bootstrap_samples"), m_spec.comparison.bootstrapSamples},
                           {QStringLiteral("confidence"), m_spec.comparison.confidence}};
    comparison.figures = m_result.comparison;
    comparison.sources.append({run.id, lineage::kCompares});
    Expected<qint64> id = recordArtefact(store.database(), comparison);
    if (!id)
        return id.error();
    return true;
}

} // namespace hw
