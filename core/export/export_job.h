#pragma once

#include "core/export/model_card.h"
#include "core/export/model_export.h"
#include "core/jobs/job.h"

#include <QFileInfo>

namespace hw {

struct ExportSpec {
    QString modelDirectory;
    QString outputDirectory;
    bool overwrite = false;
    ExportFormat format = ExportFormat::HuggingFace;
    WeightPrecision precision = WeightPrecision::Float32; // of the Hugging Face weights
    qint64 maxShardBytes = 0;                             // 0: one weights file
    bool onnxInt8 = false;                                // also model_quantized.onnx
    // The int8 model's accuracy beside the fp32 one's: on a labelled file, or on the test split (the
    // validation split when the test split is empty) of the project's labelled set.
    QString int8CheckFile;
    LabelledReadOptions int8CheckRead;
    QString int8CheckLabelledSet;
    QString projectPath;   // record the export in this project, made from the model when the project knows it
    QString name;          // the export's name in the project (default: the output folder's name)
    bool writeCard = true; // README.md, the Hub's model card (Hugging Face format)
    ModelCardOptions card; // what the user says of the model in it
    QString cardText;      // the card as the user edited it; empty: generated from the model and project
};

// Writes a model as a Hugging Face directory that transformers' from_pretrained loads, an ONNX model, or
// both, verified against the source, as a job.
class ExportJob : public Job {
public:
    explicit ExportJob(ExportSpec spec)
        : m_spec(std::move(spec)) {}
    Text title() const override {
        return Text::tr("Export %1").arg(QFileInfo(m_spec.modelDirectory).fileName());
    }
    JobOutcome run(JobContext& context) override;
    // Beside training: it converts and checks one model, in minutes at most
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::Export; }
    QStringList resources() const override;

    const ExportSummary& result() const { return m_result; }

private:
    Expected<bool> recordInProject();
    Expected<bool> resolveInt8Check(ExportOptions& options) const;

    ExportSpec m_spec;
    ExportSummary m_result;
};

} // namespace hw
