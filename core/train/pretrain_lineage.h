#pragma once

#include "core/project/artefact_store.h"
#include "core/train/pretrain_spec.h"
#include "core/util/expected.h"

namespace hw {

class ProjectStore;

// Records a finished pretraining run's model in its project as a model artefact named after the run folder,
// made from the corpora it was trained on and, where the project knows it, the model it continued from.
// `name` overrides the run folder's name (a checkpoint registered as a model: "run-checkpoint-200").
Expected<qint64> recordPretrainedModel(const PretrainSpec& spec, const QString& modelDirectory, qint64 steps,
                                       const QString& name = QString());
// The same in a project the caller has open.
Expected<qint64> recordPretrainedModel(ProjectStore& store, const PretrainSpec& spec,
                                       const QString& modelDirectory, qint64 steps,
                                       const QString& name = QString());
// The model artefact those record, for a caller that records it inside its own transaction.
Artefact pretrainedModelArtefact(const ProjectStore& store, const PretrainSpec& spec,
                                 const QString& modelDirectory, qint64 steps,
                                 const QString& name = QString());

} // namespace hw
