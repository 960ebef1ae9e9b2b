#pragma once

#include "core/dataset/training_batch.h"
#include "core/util/expected.h"

#include <QJsonObject>

namespace hw {

// What a checkpoint records beyond weights and optimizer moments, so a run continues exactly: the step
// (which fixes the learning rate and the dropout seeds), the data cursor, and early-stopping bookkeeping.
struct TrainerState {
    qint64 step = 0;
    DataCursor cursor;
    // Rows taken so far by all the run's processes together; -1 for a state recorded before it was kept (each
    // step then took the same rows). A run resumed on another number of processes takes another number per
    // step, so the step alone does not say where the data stands.
    qint64 examplesTaken = 0;
    double bestEvalLoss = -1; // < 0: no evaluation yet
    qint64 bestStep = -1;
    int evaluationsWithoutImprovement = 0;
    qint64 tokensSeen = 0;
    double elapsedSeconds = 0;
    QJsonObject identity; // PretrainSpec::identityJson() of the run

    QJsonObject toJson() const;
    // A state as toJson() wrote it; a missing or damaged field is refused, naming it (`where` is the file).
    static Expected<TrainerState> fromJson(const QJsonObject& json, const QString& where);
    // The run takes its rows of `examples` in the shuffled order, epoch after epoch (`rowsPerStep` each step
    // where the state does not count them): a state whose count and data position disagree was edited or
    // damaged, and resuming from it would skip or repeat data.
    Expected<bool> dataPositionAgrees(qint64 examples, qint64 rowsPerStep, const QString& where) const;
};

} // namespace hw
