#pragma once

#include "core/model/model_config.h"

namespace hw {

QStringList modelPresetNames(); // tiny, small, base
// The families a new model can be made in: BERT, ELECTRA and RoBERTa.
QList<ModelFamily> presetFamilies();
QStringList presetModelTypes(); // "bert", "electra", "roberta"

// The published shapes: BERT tiny/small/base (L2-H128, L4-H512, L12-H768), ELECTRA small/base with
// their embedding sizes (tiny ELECTRA is a quick-experiment size), and RoBERTa at BERT's sizes.
// One line per preset with each family's sizes, for help texts and pickers.
QStringList modelPresetDescriptions();
Expected<ModelConfig> presetModelConfig(ModelFamily family, const QString& preset, int vocabSize);

} // namespace hw
