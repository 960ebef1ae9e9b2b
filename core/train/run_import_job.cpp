#include "core/train/run_import_job.h"

#include "core/project/project_store.h"

#include <QFileInfo>

namespace hw {

QStringList RunImportJob::resources() const {
    return {QFileInfo(m_runDirectory).absoluteFilePath()};
}

JobOutcome RunImportJob::run(JobContext& context) {
    const Text phase = Text::tr("adding the run to the project");
    context.progress(phase, 0, 1);
    Expected<std::unique_ptr<ProjectStore>> project = ProjectStore::open(m_projectPath);
    if (!project)
        return {JobStatus::Failed, project.error().text(), project.error()};
    Expected<ImportedRun> added = addPretrainingRun(*project.value(), m_runDirectory, m_name);
    if (!added)
        return {JobStatus::Failed, added.error().text(), added.error()};
    m_result = added.value();
    context.progress(phase, 1, 1);
    return {JobStatus::Succeeded, importedRunText(m_result)};
}

} // namespace hw
