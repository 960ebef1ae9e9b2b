#pragma once

#include "core/jobs/job.h"
#include "core/train/pretrain_spec.h"
#include "core/train/trainer_state.h"

#include <QJsonObject>

#include <memory>

namespace hw {

struct PretrainingData;

struct PretrainResult {
    TrainerState state;
    QString modelDirectory; // the final model (<output>/model)
    QString lastCheckpoint;
    QString stopReason;         // "max_steps", "early_stopping", "time_limit", "cancelled"
    QJsonObject lastEvaluation; // eval metrics of the last evaluation, by name
    QString evaluationCoverage; // which validation examples each evaluation scores, in words
    bool resumed = false;
    qint64 datasetTokens = 0;
    bool datasetReused = false;
    // The share of this session's training steps' time spent waiting for a batch (the loader stalling them).
    double dataWaitShare = 0;

    QJsonObject toJson() const;
};

// Continued pretraining (MLM, whole-word MLM, ELECTRA) from a Hugging Face checkpoint, on a worker thread:
// tokenizes and caches the corpus, trains with a prefetching loader, evaluates, checkpoints, resumes
// exactly, and streams metrics. Cancelling writes a checkpoint first, so a cancelled run can resume.
class PretrainJob : public Job {
public:
    explicit PretrainJob(PretrainSpec spec);
    ~PretrainJob() override;
    Text title() const override { return Text::tr("Pretraining"); }
    JobOutcome run(JobContext& context) override;
    // Waits for its device: it trains for hours there.
    JobWeight weight() const override { return JobWeight::Heavy; }
    JobKind kind() const override { return JobKind::Pretraining; }
    QStringList resources() const override;

    const PretrainResult& result() const { return m_result; }
    const UserError& error() const { return m_error; } // set when the run failed on bad input

private:
    struct Session;
    JobOutcome fail(UserError error);

    // The steps of a run, in order; each returns an error (what == "cancelled" when stopped) or true.
    Expected<bool> checkSettings(const QString& previousCheckpoint) const;
    Expected<bool> joinOtherRanks(Session& s) const;
    JobOutcome runSession(Session& s, const QString& previousCheckpoint);
    Expected<bool> chooseDevice(Session& s) const;
    Expected<bool> loadModelAndData(Session& s);
    Expected<bool> checkWatchSentences(Session& s) const;
    Expected<bool> buildBatches(Session& s, const PretrainingData& data);
    Expected<bool> prepareGeneralWatch(Session& s, const QString& cacheRoot);
    Expected<bool> restoreOrStart(Session& s, const QString& previousCheckpoint);
    Expected<QString> train(Session& s); // the stop reason
    bool stopsNow(Session& s, double elapsedSeconds, QString* reason) const;
    Expected<bool> saveFinalModel(Session& s);
    Expected<bool> checkpoint(Session& s);
    Expected<bool> evaluateAndKeepBest(Session& s);
    Expected<bool> watchMaskFill(Session& s);
    void evaluateGeneralWatch(Session& s);
    Expected<bool> watchStartingModel(Session& s); // both watches at step 0

    PretrainSpec m_spec;
    PretrainResult m_result;
    UserError m_error;
};

} // namespace hw
