#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

class ProjectStore;

// Adds to `project` a pretraining run that ran without it (`headwater-cli pretrain` on a cluster): the run,
// named `name` (empty: its folder's name), with its settings from run.json and every metric of metrics.jsonl,
// and, when the run saved its final model, that model, so that it can be compared and fine-tuned. One
// transaction: a refused or failed import records nothing. The run folder is only read. Returns the run's id.
Expected<qint64> importPretrainingRun(ProjectStore& project, const QString& runDirectory,
                                      const QString& name = QString());

} // namespace hw
