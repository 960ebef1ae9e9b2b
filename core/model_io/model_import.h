#pragma once

#include "core/util/expected.h"

#include <QString>

namespace hw {

class ProjectStore;

// Records a Hugging Face model folder that was made elsewhere (a downloaded base model such as bert-base or
// KoELECTRA) as a model of the project, where it stays: pickers list it and what is made from it shows it in
// its lineage. The folder must hold a config.json Headwater reads.
Expected<qint64> recordImportedModel(ProjectStore& store, const QString& modelDirectory,
                                     const QString& name = QString());

} // namespace hw
