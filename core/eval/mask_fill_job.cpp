#include "core/eval/mask_fill_job.h"
#include "core/project/lineage_roles.h"

#include "core/project/artefact_store.h"
#include "core/project/project_store.h"
#include "core/system/device.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace hw {

MaskFillJob::MaskFillJob(MaskFillSpec spec)
    : m_spec(std::move(spec)) {
    m_spec.device = normalizedDeviceName(m_spec.device); // one cache entry for "cuda" and "cuda:0"
}

MaskFillJob::MaskFillJob(QStringList modelDirectories, QStringList texts, int topK) {
    m_spec.models = std::move(modelDirectories);
    m_spec.texts = std::move(texts);
    m_spec.topK = topK;
}

QStringList MaskFillJob::resources() const {
    QStringList used;
    for (const QString& model : m_spec.models)
        used << QFileInfo(model).absoluteFilePath();
    return used;
}

JobOutcome MaskFillJob::run(JobContext& context) {
    if (m_spec.models.isEmpty() || m_spec.texts.isEmpty())
        return {JobStatus::Failed, Text::tr("nothing to predict"),
                UserError{Text::tr("no model or no text"), QStringLiteral("mask-fill"),
                          Text::tr("choose at least one model and type a text with [MASK]")}};
    std::shared_ptr<MaskFillModelCache> cache =
        m_spec.cache ? m_spec.cache : std::make_shared<MaskFillModelCache>();
    const double total = double(m_spec.models.size() * m_spec.texts.size());
    QVector<QVector<MaskFillResult>> byText(m_spec.texts.size());
    int done = 0;
    for (const QString& modelDirectory : m_spec.models) {
        context.progress(Text::tr("predicting"), done, total);
        Expected<std::shared_ptr<MaskFillModel>> model = cache->get(modelDirectory, m_spec.device);
        if (!model)
            return {JobStatus::Failed, model.error().text(), model.error()};
        for (int t = 0; t < m_spec.texts.size(); ++t) {
            context.pausePoint();
            if (context.cancelled())
                return {JobStatus::Cancelled, Text::tr("cancelled")};
            Expected<MaskFillResult> filled = model.value()->fill(m_spec.texts[t], m_spec.topK);
            if (!filled)
                return {JobStatus::Failed, filled.error().text(), filled.error()};
            byText[t].append(filled.value());
            context.progress(Text::tr("predicting"), ++done, total);
        }
    }
    if (m_spec.cache)
        m_spec.cache->keepOnly(m_spec.models, m_spec.device);
    for (int t = 0; t < m_spec.texts.size(); ++t)
        m_result.append(compareMaskFills(m_spec.texts[t], byText[t]));
    if (!m_spec.projectPath.isEmpty()) {
        Expected<bool> recorded = recordInProject();
        if (!recorded)
            context.log(
                LogLevel::Warning,
                Text::tr("predicted, but not recorded in the project: %1").arg(recorded.error().text()));
    }
    return {JobStatus::Succeeded,
            Text::tr("%1 text(s), %2 model(s)").arg(m_spec.texts.size()).arg(m_spec.models.size())};
}

Expected<bool> MaskFillJob::recordInProject() const {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    Expected<QString> name =
        unusedArtefactName(store.database(), ArtefactKind::Evaluation, QStringLiteral("mask-fill probe"));
    if (!name)
        return name.error();
    Artefact probe;
    probe.kind = ArtefactKind::Evaluation;
    probe.name = name.value();
    probe.path = QString();
    probe.settings = {{QStringLiteral("measure"), QStringLiteral("mask-fill")},
                      {QStringLiteral("texts"), QJsonArray::fromStringList(m_spec.texts)},
                      {QStringLiteral("top_k"), m_spec.topK}};
    QJsonArray texts;
    for (const MaskFillComparison& c : m_result) {
        QJsonArray models;
        for (const MaskFillResult& r : c.models) {
            QJsonArray masks;
            for (const MaskPosition& m : r.masks) {
                QJsonArray tokens;
                for (const MaskPrediction& p : m.predictions)
                    tokens.append(
                        QJsonObject{{QStringLiteral("token"), p.token}, {QStringLiteral("score"), p.score}});
                masks.append(tokens);
            }
            models.append(
                QJsonObject{{QStringLiteral("model"), QFileInfo(QDir::cleanPath(r.model)).fileName()},
                            {QStringLiteral("masks"), masks}});
        }
        texts.append(QJsonObject{{QStringLiteral("text"), c.text}, {QStringLiteral("models"), models}});
    }
    probe.figures = {{QStringLiteral("predictions"), texts}};
    for (const QString& model : m_spec.models)
        for (const Artefact& a : artefactsAt(store, ArtefactKind::Model, model))
            probe.sources.append({a.id, lineage::kProbed});
    Expected<qint64> id = recordArtefact(store.database(), probe);
    if (!id)
        return id.error();
    return true;
}

} // namespace hw
