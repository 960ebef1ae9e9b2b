#pragma once

#include "core/jobs/job.h"
#include "core/stats/classification_metrics.h"
#include "core/system/device.h"
#include "core/train/finetune_spec.h"

#include <memory>

namespace hw {

class DataParallel;

// What one seed produced: metrics, the decided test labels (for comparisons) and where its model went.
struct FinetuneSeedResult {
    uint64_t seed = 0;
    int bestEpoch = 0;
    ClassificationMetrics validation; // of the best epoch, thresholds applied
    ClassificationMetrics test;
    QVector<double> thresholds;            // multi-label: tuned per label on validation
    QVector<QVector<int>> testPredictions; // label ids per test example
    QString modelDirectory;                // the best epoch, as a Hugging Face classifier directory
    QString predictionsFile;
};

struct FinetuneResult {
    QStringList labels;
    bool multiLabel = false;
    QVector<QVector<int>> testTruth;
    QVector<FinetuneSeedResult> seeds;

    // Mean and standard deviation over seeds of each headline test metric.
    QJsonObject summaryJson() const;
};

// Fine-tunes a BERT or ELECTRA checkpoint for single- or multi-label sequence classification, once per seed:
// dynamic padding with length bucketing, AdamW with linear warmup and decay, early stopping on validation
// macro-F1, per-label thresholds tuned on validation (multi-label), the best epoch exported as a Hugging
// Face directory with id2label/label2id/problem_type, and test predictions with probabilities.
class FinetuneJob : public Job {
public:
    explicit FinetuneJob(FinetuneSpec spec)
        : m_spec(std::move(spec)) {
        m_spec.device = normalizedDeviceName(m_spec.device);
    }
    Text title() const override { return Text::tr("Fine-tuning"); }
    JobOutcome run(JobContext& context) override;
    // Waits for its device: it trains for hours there.
    JobWeight weight() const override { return JobWeight::Heavy; }
    JobKind kind() const override { return JobKind::FineTuning; }

    const FinetuneResult& result() const { return m_result; }
    const UserError& error() const { return m_error; }

    // Joins the other ranks of the data-parallel run `environment` describes (a job of several fine-tuning
    // runs joins once and hands them the result through useRanks).
    static Expected<std::shared_ptr<DataParallel>> joinRanks(const DistributedEnvironment& environment,
                                                             JobContext& context);
    // Trains with ranks joined already; without it, a distributed spec's job joins them itself.
    void useRanks(std::shared_ptr<DataParallel> parallel) { m_parallel = std::move(parallel); }

private:
    struct Session;
    JobOutcome fail(UserError error);
    // The steps of a run, in order; each returns an error (a cancellation when stopped) or true.
    Expected<bool> checkSettings() const;
    void warnAboutShortPretraining(JobContext& context) const;
    Expected<bool> checkDevice() const;
    Expected<bool> readLabelledFiles(Session& s) const;
    void keepEvaluationSetsApart(Session& s) const;
    Expected<bool> encodeExamples(Session& s);
    Expected<bool> trainSeeds(Session& s);
    Expected<bool> trainSeed(Session& s, int index);
    // Whether this process writes the run's files: the only one, or rank 0 of several.
    bool writes() const;

    FinetuneSpec m_spec;
    std::shared_ptr<DataParallel> m_parallel; // null when the run is one process
    FinetuneResult m_result;
    UserError m_error;
};

} // namespace hw
