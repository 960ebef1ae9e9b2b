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
    double bestEvalLoss = -1; // < 0: no evaluation yet
    qint64 bestStep = -1;
    int evaluationsWithoutImprovement = 0;
    qint64 tokensSeen = 0;
    double elapsedSeconds = 0;
    QJsonObject identity; // PretrainSpec::identityJson() of the run

    QJsonObject toJson() const;
    // A state as toJson() wrote it; a missing or damaged field is refused, naming it (`where` is the file).
    static Expected<TrainerState> fromJson(const QJsonObject& json, const QString& where);
    // Every step takes `rowsPerStep` of `examples` in the shuffled order, epoch after epoch: a state whose
    // step and data position disagree was edited or damaged, and resuming from it would skip or repeat data.
    Expected<bool> dataPositionAgrees(qint64 examples, qint64 rowsPerStep, const QString& where) const;
};

} // namespace hw
