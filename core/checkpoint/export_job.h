#pragma once

#include "checkpoint/model_card.h"
#include "checkpoint/model_files.h"
#include "jobs/job.h"

#include <QFileInfo>

namespace hw {

struct ExportSpec {
    QString modelDirectory;
    QString outputDirectory;
    bool overwrite = false;
    QString projectPath;   // record the export in this project, made from the model when the project knows it
    QString name;          // the export's name in the project (default: the output folder's name)
    bool writeCard = true; // README.md, the Hub's model card
    ModelCardOptions card; // what the user says of the model in it
    QString cardText;      // the card as the user edited it; empty: generated from the model and project
};

// Writes a model as a Hugging Face directory that transformers' from_pretrained loads, as a job.
class ExportJob : public Job {
public:
    explicit ExportJob(ExportSpec spec)
        : m_spec(std::move(spec)) {}
    QString title() const override {
        return QStringLiteral("Export %1").arg(QFileInfo(m_spec.modelDirectory).fileName());
    }
    JobOutcome run(JobContext& context) override;
    QStringList resources() const override;

    const ModelWriteSummary& result() const { return m_result; }

private:
    Expected<bool> recordInProject();

    ExportSpec m_spec;
    ModelWriteSummary m_result;
};

} // namespace hw
