#include "eval/mask_fill_job.h"

#include <QFileInfo>

namespace hw {

MaskFillJob::MaskFillJob(QStringList modelDirectories, QStringList texts, int topK)
    : m_models(std::move(modelDirectories))
    , m_texts(std::move(texts))
    , m_topK(topK) {}

QStringList MaskFillJob::resources() const {
    QStringList used;
    for (const QString& model : m_models)
        used << QFileInfo(model).absoluteFilePath();
    return used;
}

JobOutcome MaskFillJob::run(JobContext& context) {
    if (m_models.isEmpty() || m_texts.isEmpty())
        return {JobStatus::Failed, QStringLiteral("nothing to predict"),
                UserError{QStringLiteral("no model or no text"), QStringLiteral("mask-fill"),
                          QStringLiteral("choose at least one model and type a text with [MASK]")}};
    const double total = double(m_models.size() * m_texts.size());
    QVector<QVector<MaskFillResult>> byText(m_texts.size());
    int done = 0;
    for (const QString& model : m_models) {
        for (int t = 0; t < m_texts.size(); ++t) {
            context.pausePoint();
            if (context.cancelled())
                return {JobStatus::Cancelled, QStringLiteral("cancelled")};
            Expected<MaskFillResult> filled = fillMasks(model, m_texts[t], m_topK);
            if (!filled)
                return {JobStatus::Failed, filled.error().toString(), filled.error()};
            byText[t].append(filled.value());
            context.progress(QStringLiteral("predicting"), ++done, total);
        }
    }
    for (int t = 0; t < m_texts.size(); ++t)
        m_result.append(compareMaskFills(m_texts[t], byText[t]));
    return {JobStatus::Succeeded,
            QStringLiteral("%1 text(s), %2 model(s)").arg(m_texts.size()).arg(m_models.size())};
}

} // namespace hw
