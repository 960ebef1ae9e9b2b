#pragma once

#include "core/eval/model_comparison.h"
#include "core/jobs/job.h"
#include "core/train/finetune_spec.h"

#include <memory>

namespace hw {

class DataParallel;
class ProjectStore;
struct Artefact;

struct FinetuneComparisonSpec {
    FinetuneSpec settings; // everything but the model; outputDirectory is the folder of the whole job
    QStringList models;    // the first is the reference of the comparison
    QStringList names;     // one distinct name per model (default: the models' folder names)
    ComparisonOptions comparison;
    QString projectPath; // read the labelled set from it and record what the job makes (optional)
    QString labelledSet; // the project's labelled set to fine-tune on, instead of settings' files
    QString name;        // the run's name in the project (default: the output folder's name)
};

struct FinetuneComparisonResult {
    QVector<ComparedModel> models;
    QStringList outputDirectories; // per model
    QJsonObject comparison;        // empty with a single model
    QString comparisonMarkdown;
};

// Fine-tunes every model on the same data and seeds (models × seeds runs, one overall progress naming the
// run), then compares them: comparison.json and comparison.md in the output folder. With a project, the
// fine-tuning run, each seed's fine-tuned model and the comparison are recorded with their lineage.
class FinetuneComparisonJob : public Job {
public:
    explicit FinetuneComparisonJob(FinetuneComparisonSpec spec);
    Text title() const override;
    JobOutcome run(JobContext& context) override;
    // Waits for its device: it trains for hours there.
    JobWeight weight() const override { return JobWeight::Heavy; }
    JobKind kind() const override { return JobKind::FineTuning; }
    QStringList resources() const override;

    const FinetuneComparisonResult& result() const { return m_result; }
    const FinetuneComparisonSpec& spec() const { return m_spec; }

    // The output folder names for models: their folder names, numbered where two are alike.
    static QStringList defaultNames(const QStringList& models);

private:
    // The steps of the job, in order.
    Expected<bool> checkModelsAndNames() const;
    qint64 keepRunCurves(ProjectStore& store, JobContext& context) const;
    JobOutcome finetuneModel(const FinetuneSpec& settings, int i,
                             const std::shared_ptr<DataParallel>& parallel, JobContext& context);
    Expected<bool> compareModels(const QString& outputDirectory);
    Expected<bool> recordInProject(ProjectStore& store, qint64 labelledSetId);
    Expected<Artefact> recordRun(ProjectStore& store, const QVector<QVector<Artefact>>& bases,
                                 qint64 labelledSetId) const;
    Expected<bool> recordSeedModel(ProjectStore& store, const Artefact& run, int i,
                                   const FinetuneSeedResult& seed, const QVector<Artefact>& bases,
                                   qint64 labelledSetId) const;
    Expected<bool> recordComparison(ProjectStore& store, const Artefact& run) const;
    QString runName() const; // the spec's name, or the output folder's

    FinetuneComparisonSpec m_spec;
    FinetuneComparisonResult m_result;
};

} // namespace hw
