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
// for the few seeds fine-tuning affords, the per-seed differences and the share of widened differences not
// above zero, so a "+1 point" can be told from noise. Deterministic given the options' seed.
Expected<QJsonObject> compareFinetunedModels(const QVector<ComparedModel>& models,
                                             const ComparisonOptions& options);

// What the report's interval is, in one sentence that matches its figures: what it resamples, the seeds it
// spans and how much it is widened for them. `bootstrap` is the report's "bootstrap" object.
Text comparisonIntervalCaption(const QJsonObject& bootstrap);

// The report as a Markdown document (tables), for reading or pasting into notes.
QString comparisonMarkdown(const QJsonObject& comparison);

} // namespace hw
