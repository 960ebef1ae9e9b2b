#pragma once

#include "eval/mask_fill_comparison.h"
#include "jobs/job.h"

namespace hw {

// Mask-fill of several models on several probe texts, as a job: every model's top-k at every [MASK], lined up
// per text with the tokens all models share.
class MaskFillJob : public Job {
public:
    MaskFillJob(QStringList modelDirectories, QStringList texts, int topK);
    QString title() const override { return QStringLiteral("Mask-fill of %1 model(s)").arg(m_models.size()); }
    JobOutcome run(JobContext& context) override;
    QStringList resources() const override;

    const QVector<MaskFillComparison>& result() const { return m_result; }

private:
    QStringList m_models;
    QStringList m_texts;
    int m_topK;
    QVector<MaskFillComparison> m_result;
};

} // namespace hw
