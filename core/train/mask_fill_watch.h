#pragma once

#include "core/model/mask_fill_result.h"
#include "core/util/expected.h"

namespace hw {

// What the model guessed for one watched sentence at one evaluation of a pretraining run.
struct MaskFillWatchRecord {
    qint64 step = 0;
    QString sentence;
    QVector<QVector<MaskPrediction>> masks; // per mask token of the sentence, best first
};

// The file in a run folder the watch appends to, one JSON line per sentence and evaluation.
QString maskFillWatchPath(const QString& runDirectory);
Expected<bool> appendMaskFillWatch(const QString& runDirectory, const QVector<MaskFillWatchRecord>& records);
// Every record of a run in step order. A run resumed after a kill may have evaluated a step twice: the
// later record of a step and sentence wins. A run without a watch has no records (not an error).
Expected<QVector<MaskFillWatchRecord>> readMaskFillWatch(const QString& runDirectory);

} // namespace hw
