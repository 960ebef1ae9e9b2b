#pragma once
// Core-internal (includes torch): checkpoints of a pretraining run.
//   <output>/checkpoint-<step>/  HF directory of the model (ELECTRA: generator/ inside), optimizer.pt,
//                                trainer_state.json; built in a hidden staging folder beside it
//                                (.checkpoint-<step>.headwater-partial-XXXXXX) and renamed when complete.
// Only real folders of that name carrying Headwater's marker are this run's checkpoints: a folder or a
// link of that name the user made is never listed, pruned or followed.

#include "core/train/internal/pretraining_objective.h"
#include "core/train/trainer_state.h"

#include <torch/optim/optimizer.h>

namespace hw {

Expected<QString> writeCheckpoint(const QString& outputDirectory, const TrainerState& state,
                                  const PretrainingObjective& objective, torch::optim::Optimizer& optimizer,
                                  const QString& tokenizerFrom);
// The complete checkpoint with the highest step, or an empty string.
QString newestCheckpoint(const QString& outputDirectory);
// Loads weights and optimizer moments (onto `device`) and returns the trainer state.
Expected<TrainerState> readCheckpoint(const QString& checkpoint, PretrainingObjective& objective,
                                      torch::optim::Optimizer& optimizer, const torch::Device& device);
// Removes all but the newest `keep` checkpoints (and the staging folders a killed run left).
void pruneCheckpoints(const QString& outputDirectory, int keep);

} // namespace hw
