#pragma once

#include "core/jobs/job.h"
#include "core/train/run_import.h"

namespace hw {

// Adds a pretraining run made without the project (addPretrainingRun) as a job: the studio imports on a
// worker thread, through its own connection to the project.
class RunImportJob : public Job {
public:
    // `name` empty: the run folder's name.
    RunImportJob(QString projectPath, QString runDirectory, QString name = QString())
        : m_projectPath(std::move(projectPath))
        , m_runDirectory(std::move(runDirectory))
        , m_name(std::move(name)) {}
    Text title() const override { return Text::tr("Add the run %1 to the project").arg(m_runDirectory); }
    JobOutcome run(JobContext& context) override;
    // Reads a log and writes a few thousand rows: seconds beside training.
    JobWeight weight() const override { return JobWeight::Light; }
    QStringList resources() const override;

    // What was added, once the job has succeeded.
    const ImportedRun& result() const { return m_result; }

private:
    QString m_projectPath, m_runDirectory, m_name;
    ImportedRun m_result;
};

} // namespace hw
