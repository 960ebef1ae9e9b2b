#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

class ProjectStore;

// Records a Hugging Face model folder that was made elsewhere (a downloaded base model such as bert-base or
// KoELECTRA) as a model of the project, where it stays: pickers list it and what is made from it shows it in
// its lineage. The folder must hold a config.json Headwater reads. A snapshot of the Hugging Face cache is
// named by its repository and records its Hub id and revision.
Expected<qint64> recordImportedModel(ProjectStore& store, const QString& modelDirectory,
                                     const QString& name = QString(), bool inTransaction = false);

struct CachedHubModel;

// A model of the Hugging Face cache used in a project: recorded as an imported model (named as its
// repository, with its Hub id and revision) unless the project holds it already, so that what is made from it
// names it in its lineage and model card. Processes recording the same model at once record it once.
Expected<bool> recordCachedModelUse(const QString& projectPath, const CachedHubModel& model);

} // namespace hw
