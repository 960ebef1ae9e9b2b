#pragma once

#include "core/project/artefact_store.h"
#include "core/stats/classification_metrics.h"
#include "core/stats/mean_and_std.h"

#include <QPair>

namespace hw {

// One model's test results in a fine-tuning run, over its seeds.
struct FinetunedModelResults {
    QString name;
    QString output; // the model's run folder (stored path, relative to the project's data folder when inside)
    QStringList labels;
    bool multiLabel = false;
    int seeds = 0;
    QVector<QPair<QString, MeanAndStd>> metrics; // "f1_macro", "accuracy", ... in the run's order
    QVector<ClassMetrics> perClass;     // precision, recall, F1 averaged over seeds; support of one seed
    QVector<QVector<qint64>> confusion; // single-label: [true][predicted], summed over seeds
    QStringList seedNames;              // "seed 42", ... in run order
    QStringList predictionFiles;        // each seed's test predictions (predictions.jsonl)
    QStringList seedModels;             // each seed's fine-tuned model folder
    QVector<Text> warnings;             // per seed, what makes its metrics misleading (a constant guess)
};

// A fine-tuning run of the project (as FinetuneComparisonJob records it, CLI or studio) read back: each
// model's metrics, per-class scores and confusion, and the comparison when there was one.
struct FinetuneRunResults {
    QString name;
    QVector<FinetunedModelResults> models;
    QJsonObject comparison; // the comparison evaluation's figures; empty with one model
};

// The project's fine-tuning runs, newest last.
Expected<QVector<Artefact>> finetuningRuns(const QSqlDatabase& db);
Expected<FinetuneRunResults> readFinetuneRun(const QSqlDatabase& db, const Artefact& run);

} // namespace hw
