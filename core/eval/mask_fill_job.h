#pragma once

#include "core/eval/mask_fill_cache.h"
#include "core/eval/mask_fill_comparison.h"
#include "core/jobs/job.h"

namespace hw {

struct MaskFillSpec {
    QStringList models;
    QStringList texts;
    int topK = 5;
    QString device = QStringLiteral("cpu");
    // Models kept loaded between jobs (the comparison page's); none: loaded for this job only.
    std::shared_ptr<MaskFillModelCache> cache;
    QString projectPath; // record the probe and its predictions in this project (optional)
};

// Mask-fill of several models on several probe texts, as a job: every model's top-k at every [MASK], lined up
// per text with the tokens all models share.
class MaskFillJob : public Job {
public:
    explicit MaskFillJob(MaskFillSpec spec);
    MaskFillJob(QStringList modelDirectories, QStringList texts, int topK);
    Text title() const override {
        return Text::tr("Mask-fill of %n model(s)", nullptr, int(m_spec.models.size()));
    }
    JobOutcome run(JobContext& context) override;
    // Beside training: a few sentences through a model answer in seconds
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::MaskFill; }
    QStringList resources() const override;

    const QVector<MaskFillComparison>& result() const { return m_result; }

private:
    Expected<bool> recordInProject() const;

    MaskFillSpec m_spec;
    QVector<MaskFillComparison> m_result;
};

} // namespace hw
