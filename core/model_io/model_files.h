#pragma once

#include "core/model/model_config.h"
#include "core/model_io/load_report.h"
#include "core/util/expected.h"

namespace hw {

// Operations on Hugging Face model directories, for the CLI and the studio (no torch types here).

struct ModelWriteSummary {
    QString directory;
    ModelConfig config;
    qint64 parameters = 0;
    LoadReport report; // of the source, when there was one
};

// A randomly initialised model (transformers' initialisation) with the tokenizer files of `tokenizerDir`;
// its pad_token_id is that tokenizer's [PAD].
Expected<ModelWriteSummary> createRandomModel(const ModelConfig& config, const QString& tokenizerDir,
                                              const QString& outputDirectory, uint64_t seed, bool overwrite);

} // namespace hw
