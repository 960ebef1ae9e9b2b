#pragma once
// Core-internal: ModernBERT's config.json fields, read and written with transformers' names (both the
// rope_parameters / layer_types of transformers 5 and the global_rope_theta / global_attn_every_n_layers
// of the files written before it).

#include "core/model/model_config.h"

namespace hw {

// The fields readModernBertFields owns (kept out of extraFields).
const QStringList& modernBertFieldNames();
// Reads the family's fields over `c` (whose shared shape fields are already read).
Expected<bool> readModernBertFields(const QJsonObject& json, const Text& where, ModelConfig& c);
void writeModernBertFields(const ModelConfig& c, QJsonObject& json);
Expected<bool> validateModernBert(const ModelConfig& c, const Text& where);
// The defaults ModernBertConfig gives a configuration of c's shape (no token types, norm_eps 1e-5, a
// global layer every third).
void applyModernBertDefaults(ModelConfig& c);

} // namespace hw
