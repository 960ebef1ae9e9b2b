#pragma once

#include "core/corpus/labelled_dataset.h"
#include "core/jobs/job.h"

namespace hw {

struct LabelledImportSpec {
    QStringList inputs;
    LabelledReadOptions options;
    double validationRatio = 0.1;
    double testRatio = 0.1;
    uint64_t seed = 42;
    // train.jsonl, validation.jsonl, test.jsonl; with a project they are also (or only) written inside it,
    // where the project reads them from
    QString outputDirectory;
    QString projectPath; // record the set in this project (optional)
    QString name;        // its name there (default: the first input's base name)
};

struct LabelledImportResult {
    QJsonObject stats; // LabelledDataset::statsJson() plus examples and label counts per split
    QString directory; // where the splits were written (empty when only previewed)
    QVector<Text> malformedExamples;
    qint64 malformedRows = 0;
};

// Reads a labelled set (deduplicated, conflicts removed), splits it stratified and shuffled, and writes the
// splits as JSONL with the fields "text" and "label" (what fine-tuning and evaluation read by default). With
// a project, the splits go into its data folder and the set is recorded there, so pages and `--labelled NAME`
// find it.
class LabelledImportJob : public Job {
public:
    explicit LabelledImportJob(LabelledImportSpec spec)
        : m_spec(std::move(spec)) {}
    Text title() const override { return Text::tr("Import labelled set %1").arg(name()); }
    JobOutcome run(JobContext& context) override;
    // Beside training: it reads and stores labelled text, with no model or device
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::LabelledImport; }
    QStringList resources() const override;

    const LabelledImportResult& result() const { return m_result; }
    QString name() const;

private:
    Expected<bool> checkSettings() const;
    QString projectFolder() const; // empty without a project
    QStringList outputDirectories() const;
    Expected<bool> recordInProject(const QJsonObject& stats);

    LabelledImportSpec m_spec;
    LabelledImportResult m_result;
};

} // namespace hw
