#include "checkpoint/export_job.h"

#include "project/artefact_store.h"
#include "project/project_store.h"

#include <QDir>

namespace hw {

QStringList ExportJob::resources() const {
    return {QFileInfo(m_spec.modelDirectory).absoluteFilePath(),
            QFileInfo(m_spec.outputDirectory).absoluteFilePath()};
}

JobOutcome ExportJob::run(JobContext& context) {
    context.progress(QStringLiteral("writing the model"), 0, 1);
    QString card = m_spec.cardText;
    if (m_spec.writeCard && card.isEmpty()) {
        Expected<QString> generated =
            modelCardMarkdown(m_spec.modelDirectory, m_spec.projectPath, m_spec.card);
        if (!generated)
            return {JobStatus::Failed, generated.error().toString(), generated.error()};
        card = generated.value();
    }
    Expected<ModelWriteSummary> written = exportHfModel(
        m_spec.modelDirectory, m_spec.outputDirectory, m_spec.overwrite, m_spec.writeCard ? card : QString());
    if (!written)
        return {JobStatus::Failed, written.error().toString(), written.error()};
    m_result = written.value();
    context.progress(QStringLiteral("writing the model"), 1, 1);
    if (!m_spec.projectPath.isEmpty()) {
        Expected<bool> recorded = recordInProject();
        if (!recorded)
            context.log(LogLevel::Warning, QStringLiteral("exported, but not recorded in the project: %1")
                                               .arg(recorded.error().toString()));
    }
    return {JobStatus::Succeeded,
            QStringLiteral(
                "exported %1 parameters to %2, verified on %3 sample texts (largest logit difference %4)")
                .arg(m_result.parameters)
                .arg(QFileInfo(m_spec.outputDirectory).absoluteFilePath())
                .arg(m_result.verifiedSamples)
                .arg(m_result.maxAbsDifference, 0, 'g', 3)};
}

Expected<bool> ExportJob::recordInProject() {
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(m_spec.projectPath);
    if (!opened)
        return opened.error();
    ProjectStore& store = *opened.value();
    Artefact exported;
    exported.kind = ArtefactKind::Export;
    exported.name = m_spec.name.isEmpty() ? QFileInfo(m_spec.outputDirectory).fileName() : m_spec.name;
    exported.path = store.storedPath(m_spec.outputDirectory);
    exported.settings = {{QStringLiteral("format"), QStringLiteral("hf")}};
    exported.figures = {{QStringLiteral("parameters"), m_result.parameters},
                        {QStringLiteral("verified_samples"), m_result.verifiedSamples},
                        {QStringLiteral("max_abs_difference"), m_result.maxAbsDifference}};
    for (const Artefact& model : artefactsAt(store, ArtefactKind::Model, m_spec.modelDirectory))
        exported.sources.append({model.id, QStringLiteral("exported from")});
    Expected<qint64> id = recordArtefact(store.database(), exported);
    if (!id)
        return id.error();
    return true;
}

} // namespace hw
