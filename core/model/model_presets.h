#pragma once

#include "core/model/model_config.h"

namespace hw {

QStringList modelPresetNames(); // tiny, small, base
// The families a new model can be made in: BERT, ELECTRA, RoBERTa and ModernBERT.
QList<ModelFamily> presetFamilies();
QStringList presetModelTypes(); // "bert", "electra", "roberta", "modernbert"

// The published shapes: BERT tiny/small/base (L2-H128, L4-H512, L12-H768), ELECTRA small/base with
// their embedding sizes (tiny ELECTRA is a quick-experiment size), RoBERTa at BERT's sizes, and
// ModernBERT-base with two smaller ModernBERTs.
// One line per preset with each family's sizes, for help texts and pickers.
QStringList modelPresetDescriptions();
// One family's preset: "tiny (hidden 128, 2 layers, 2 heads, feed-forward 512)".
QString modelPresetDescription(ModelFamily family, const QString& preset);
Expected<ModelConfig> presetModelConfig(ModelFamily family, const QString& preset, int vocabSize);

} // namespace hw
