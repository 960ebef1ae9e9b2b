#pragma once

#include "core/model/model_config.h"
#include "core/util/expected.h"

#include <QtGlobal>

namespace hw {

// Parameters of an encoder with its masked-LM head, counted from its configuration.
qint64 estimatedParameterCount(const ModelConfig& config);

// Refuses a configuration whose fp32 weights alone would not fit in this machine's memory, before anything
// is allocated, naming the figure and the fields to lower.
Expected<bool> checkWeightsFitMemory(const ModelConfig& config, const Text& where);

// "1.2 GB", "512 MB": byte counts as people read them, in messages core writes.
QString readableBytes(qint64 bytes);

} // namespace hw
