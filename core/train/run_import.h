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

// What an import added to the project, as the CLI and the studio report it.
struct ImportedRun {
    qint64 id = -1;
    QString name;
    QString status;   // a run_status: finished when the run saved its final model, else stopped
    qint64 steps = 0; // the last step its metrics reached
    QString folder;   // the run folder, absolute
    QString model;    // the project's name for its final model; empty when the run saved none
};

// importPretrainingRun, then what it added (a final model the project held before keeps its name).
Expected<ImportedRun> addPretrainingRun(ProjectStore& project, const QString& runDirectory,
                                        const QString& name = QString());
// "Added the run 'x' (finished, 6 steps) from DIR to the project; its final model is the model 'x'".
Text importedRunText(const ImportedRun& run);

} // namespace hw
