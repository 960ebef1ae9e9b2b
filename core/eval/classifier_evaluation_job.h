#pragma once

#include "core/eval/classifier_evaluation.h"
#include "core/jobs/job.h"
#include "core/system/device.h"

namespace hw {

struct ClassifierEvaluationSpec {
    QString model;
    QString dataFile;    // labelled file, or:
    QString projectPath; // a split of the project's labelled set (recorded there as an evaluation)
    QString labelledSet;
    QString split = QStringLiteral("test");
    LabelledReadOptions read;
    int maxLength = 0; // 0: the length the model records (tokenizer_config.json), else 128
    int batchSize = 32;
    QString device = QStringLiteral("cpu");
    QString predictionsFile; // JSONL of predicted labels and probabilities (optional)
};

// A fine-tuned classifier's metrics on labelled data, as a job.
class ClassifierEvaluationJob : public Job {
public:
    explicit ClassifierEvaluationJob(ClassifierEvaluationSpec spec)
        : m_spec(std::move(spec)) {
        m_spec.device = normalizedDeviceName(m_spec.device);
    }
    Text title() const override;
    JobOutcome run(JobContext& context) override;
    // Waits for its device: it predicts a whole labelled set
    JobWeight weight() const override { return JobWeight::Heavy; }
    JobKind kind() const override { return JobKind::ClassifierEvaluation; }
    QStringList resources() const override;

    const ClassifierEvaluation& result() const { return m_result; }

private:
    Expected<bool> writePredictions() const;
    Expected<bool> recordInProject(class ProjectStore& store, qint64 labelledSetId);

    ClassifierEvaluationSpec m_spec;
    ClassifierEvaluation m_result;
};

} // namespace hw
