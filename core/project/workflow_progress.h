#pragma once

#include "core/util/expected.h"

#include <QSqlDatabase>

namespace hw {

// What a project already holds of each step of the workflow, for a navigator that shows where the user
// stands: made by the studio or by `headwater-cli --project` alike.
struct WorkflowProgress {
    bool corpus = false;       // a corpus imported
    bool labelledSet = false;  // a labelled set imported
    bool tokenizer = false;    // a tokenizer trained or extended in the project
    bool model = false;        // any model recorded (imported, new, adapted, fine-tuned)
    bool adaptedModel = false; // a model made by pretraining on a project corpus
    bool fineTuned = false;    // a fine-tuning run
    bool evaluated = false;    // an evaluation, comparison or probe
    bool exported = false;     // an export
};

Expected<WorkflowProgress> workflowProgress(const QSqlDatabase& db);

} // namespace hw
