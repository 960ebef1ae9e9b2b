#pragma once

#include "core/jobs/job.h"
#include "core/model_io/model_files.h"

namespace hw {

struct NewModelSpec {
    ModelConfig config; // a preset's, with the tokenizer's vocabulary size (0: read from the tokenizer)
    QString preset;     // its name, for the record ("tiny", "small", "base")
    QString tokenizerDirectory;
    QString outputDirectory;
    uint64_t seed = 42;
    bool overwrite = false;
    QString projectPath; // record the model (made with its tokenizer) in this project (optional)
    QString name;        // its name there (default: the output folder's name)
};

// A randomly initialised model as a job, recorded in the project when one is given.
class NewModelJob : public Job {
public:
    explicit NewModelJob(NewModelSpec spec)
        : m_spec(std::move(spec)) {}
    Text title() const override { return Text::tr("New model %1").arg(m_spec.outputDirectory); }
    JobOutcome run(JobContext& context) override;
    // Beside training: it initialises and writes one model
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::NewModel; }
    QStringList resources() const override;

    const ModelWriteSummary& result() const { return m_result; }

private:
    Expected<bool> recordInProject();

    NewModelSpec m_spec;
    ModelWriteSummary m_result;
};

} // namespace hw
