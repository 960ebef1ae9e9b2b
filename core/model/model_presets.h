#pragma once

#include "core/model/model_config.h"

namespace hw {

QStringList modelPresetNames(); // tiny, small, base

// The published shapes: BERT tiny/small/base (L2-H128, L4-H512, L12-H768) and ELECTRA small/base with
// their embedding sizes; tiny ELECTRA is a quick-experiment size.
// One line per preset with each family's sizes, for help texts and pickers.
QStringList modelPresetDescriptions();
Expected<ModelConfig> presetModelConfig(ModelFamily family, const QString& preset, int vocabSize);

} // namespace hw
