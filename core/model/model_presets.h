#pragma once

#include "core/model/model_config.h"

#include <optional>

namespace hw {

QStringList modelPresetNames(); // tiny, small, base
// The families a new model can be made in: BERT, ELECTRA, RoBERTa and ModernBERT.
QList<ModelFamily> presetFamilies();
QStringList presetModelTypes(); // "bert", "electra", "roberta", "modernbert"

// The published shapes: BERT tiny/small/base (L2-H128, L4-H512, L12-H768), ELECTRA small/base with
// their embedding sizes (tiny ELECTRA is a quick-experiment size), RoBERTa at BERT's sizes, and
// ModernBERT-base with two smaller ModernBERTs.
// One line per preset with each family's sizes, in English, for the CLI's help text.
QStringList modelPresetDescriptions();
// One family's preset: "tiny (hidden 128, 2 layers, 2 heads, feed-forward 512)", for pickers.
Text modelPresetDescription(ModelFamily family, const QString& preset);

// A shape chosen over a preset's, as transformers users give it in config.json: each size set replaces the
// preset's. A new hidden size without a feed-forward size takes the family's proportion (4 x hidden, 1.5 x
// for ModernBERT's GeGLU); without an embedding size, ELECTRA keeps the preset's embedding-to-hidden ratio.
struct ModelShape {
    std::optional<int> hidden, layers, heads, intermediate, embedding; // embedding: ELECTRA only

    bool isEmpty() const { return !hidden && !layers && !heads && !intermediate && !embedding; }
};

// The preset's sizes, every field set, with `hidden` over its hidden size and the sizes that follow it (the
// feed-forward, ELECTRA's embeddings) in the preset's proportions; an empty shape for an unknown preset. What
// a shape leaves out takes these values.
ModelShape presetShape(ModelFamily family, const QString& preset, std::optional<int> hidden = std::nullopt);

// The largest sizes a shape may have: beyond them a value is a typo, not a model to pretrain here.
constexpr int kMaximumShapeHidden = 8192;
constexpr int kMaximumShapeLayers = 96;
constexpr int kMaximumShapeHeads = 256;
constexpr int kMaximumShapeIntermediate = 65536;

// The preset's configuration with `shape` applied, or why the shape cannot be built (refusals name the
// setting: "hidden", "layers", "heads", "intermediate", "embedding-size").
Expected<ModelConfig> presetModelConfig(ModelFamily family, const QString& preset, int vocabSize,
                                        const ModelShape& shape = {});
// Whether `config` has another shape than the preset's (a shape that repeats the preset's sizes is none).
bool differsFromPreset(const ModelConfig& config, const QString& preset);
// A new model's default name: family and preset ("bert-small"), or family and shape where the shape is
// custom ("bert-h192-l4").
QString newModelName(const ModelConfig& config, const QString& preset);
// What a project records as the model's preset: its name, or "custom" for another shape.
QString presetRecord(const ModelConfig& config, const QString& preset);

} // namespace hw
