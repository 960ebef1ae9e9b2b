#pragma once

#include <QString>
#include <QVector>

namespace hw {

// What a pretraining run folder holds, read without libtorch: its numbered checkpoints (resumable when the
// optimizer state and trainer state are there), best/ (the weights of the best evaluation) and model/ (the
// final weights).
struct RunCheckpoint {
    QString name; // "checkpoint-200", "best", "model"
    QString path;
    qint64 step = -1; // -1 when the folder does not say (best/, model/)
    qint64 bytes = 0;
    bool resumable = false;
    double bestValidationLoss = -1; // the best evaluation up to this checkpoint; -1 when none
};

QVector<RunCheckpoint> listRunCheckpoints(const QString& runDirectory);

} // namespace hw
