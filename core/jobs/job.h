#pragma once

#include "core/jobs/eta_estimator.h"
#include "core/jobs/job_control.h"
#include "core/jobs/progress_sink.h"
#include "core/util/expected.h"

#include <QElapsedTimer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

namespace hw {

enum class JobStatus { Succeeded, Cancelled, Failed };

// How a job uses the machine, which decides where it waits (JobManager).
enum class JobWeight {
    // Reading, writing or a few texts through a model, minutes at most: runs beside training on its own
    // workers, with a small share of the cores while a CPU run trains, instead of waiting hours behind it.
    Light,
    // Holds its device for long (training, evaluation over a data set, a speed measurement that must have the
    // device alone): waits for its device and runs there one at a time.
    Heavy
};

// What a job does, so that whoever shows jobs can group them by their work (the studio's workflow steps)
// without knowing the job classes.
enum class JobKind {
    Other,
    CorpusImport,
    LabelledImport,
    TokenizerTraining,
    VocabularyExtension,
    VocabularyTransfer,
    FragmentationComparison,
    NewModel,
    ThroughputProbe,
    Pretraining,
    FineTuning,
    TextClassification,
    ClassifierEvaluation,
    BatchPrediction,
    MaskFill,
    Perplexity,
    Export,
    DemoPreparation
};

struct JobOutcome {
    JobOutcome() = default;
    JobOutcome(JobStatus s, Text m, std::optional<UserError> e = std::nullopt)
        : status(s)
        , message(std::move(m))
        , error(std::move(e)) {}

    JobStatus status = JobStatus::Failed;
    Text message;                   // what happened, for people (rendered by the CLI and the studio)
    std::optional<UserError> error; // a failure the user can fix: what, where, how
};

// What a running job sees: where to report, and whether it has been asked to stop or pause.
// Jobs call pausePoint() and check cancelled() between steps and return JobStatus::Cancelled, leaving
// their outputs consistent.
class JobContext {
public:
    JobContext(ProgressSink& sink, const std::atomic_bool& cancelFlag);
    JobContext(ProgressSink& sink, JobControl& control);

    bool cancelled() const { return m_cancel.load(std::memory_order_relaxed); }
    // Blocks while the owner has paused the job (the job keeps everything loaded); returns at once otherwise.
    // Also where the job's thread takes up a new share of the cores (its intra-op threads) that the owner
    // gave it meanwhile.
    void pausePoint();
    // A new phase (a different `phase` text) restarts the rate and the ETA: its units are not the last one's.
    void progress(const Text& phase, double done, double total, ProgressUnit unit = ProgressUnit::Items);
    // The same, with the ETA computed from what is left to do (remainingRunSeconds) instead of the rate
    // alone.
    void progress(const Text& phase, double done, double total, ProgressUnit unit, const RunTimeParts& parts);
    // Which part of the phase is going (a model and seed of a fine-tuning comparison); carried by the
    // following progress reports without restarting the phase's rate and ETA.
    void setDetail(const Text& detail) { m_detail = detail; }
    // A line for the job's log: Text::tr, so the studio shows it in its language.
    void log(LogLevel level, const Text& message) { m_sink.onLog(level, message); }
    void metric(qint64 step, const QString& name, double value);
    // Metrics reported from now on belong to this project run.
    void setRunId(qint64 runId) { m_runId = runId; }
    // Also hands every metric to `recorder` (on the job's thread): a job that keeps its metrics in a project.
    void setMetricRecorder(std::function<void(const MetricPoint&)> recorder) {
        m_recorder = std::move(recorder);
    }

private:
    double elapsedSeconds() const;
    JobProgress measure(const Text& phase, double done, double total, ProgressUnit unit);

    ProgressSink& m_sink;
    const std::atomic_bool& m_cancel;
    JobControl* m_control = nullptr;
    QElapsedTimer m_clock;
    double m_pausedSeconds = 0;
    QString m_phase; // the phase's English text: a new one restarts the rate
    Text m_detail;
    EtaEstimator m_eta;
    qint64 m_runId = -1;
    std::function<void(const MetricPoint&)> m_recorder;
};

// A unit of long work (import, tokenizer training, pretraining...). The CLI, the GUI and tests
// run the same Job objects; only the sink differs.
class Job {
public:
    virtual ~Job() = default;
    virtual Text title() const = 0;
    // Runs on a worker thread. User-causable failures return Failed with a message;
    // anything thrown is caught by the runner and reported the same way.
    virtual JobOutcome run(JobContext& context) = 0;
    // What the job reads or writes while it waits or runs, so nobody deletes it meanwhile: folders and files
    // (absolute paths) and project artefacts as "kind:name" (e.g. "corpus:news").
    virtual QStringList resources() const { return {}; }
    // Heavy unless the job says otherwise: a job nobody classified waits its turn on its device, as every job
    // did before light work had lanes of its own.
    virtual JobWeight weight() const { return JobWeight::Heavy; }
    virtual JobKind kind() const { return JobKind::Other; }
};

} // namespace hw
