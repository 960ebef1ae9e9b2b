#pragma once

#include "core/train/finetune_job.h"

#include <QJsonObject>

namespace hw {

struct ComparedModel {
    QString name;
    FinetuneResult result; // fine-tuned on the same split as the others
};

struct ComparisonOptions {
    int bootstrapSamples = 1000;
    uint64_t seed = 42;
    double confidence = 0.95;
};

// Compares models fine-tuned on the same split (e.g. the base model and its domain-adapted version): test
// metrics as mean ± std over seeds, per-class F1 and its difference to the first model, and a two-level
// bootstrap of each model's seed-averaged macro-F1 difference to the first (test examples resampled and
// paired across models, seeds resampled within each model), with a confidence interval widened to Student's t
// for the few seeds fine-tuning affords (the resampled differences spread about the observed one by that
// factor; the interval and the share of resamples not better are both read from that widened distribution),
// the per-seed differences and the interval's caption, so a "+1 point" can be told from noise. Deterministic
// given the options' seed.
Expected<QJsonObject> compareFinetunedModels(const QVector<ComparedModel>& models,
                                             const ComparisonOptions& options);

// What the comparison's interval is, in one sentence matching its numbers (confidence, test examples, seeds,
// widening), and with fewer than 3 seeds what that leaves unmeasured. The CLI and the studio both show it.
Text intervalCaption(const QJsonObject& comparison);

// The report as a Markdown document (tables), for reading or pasting into notes.
QString comparisonMarkdown(const QJsonObject& comparison);

} // namespace hw
