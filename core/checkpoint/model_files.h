#pragma once

#include "checkpoint/load_report.h"
#include "model/model_config.h"
#include "util/expected.h"

namespace hw {

// Operations on Hugging Face model directories, for the CLI and the studio (no torch types here).

struct ModelWriteSummary {
    QString directory;
    ModelConfig config;
    qint64 parameters = 0;
    LoadReport report; // of the source, when there was one
    // An export's check of itself: the written folder reloaded and run on sample inputs beside the source.
    int verifiedSamples = 0;
    double maxAbsDifference = -1; // largest |logit difference|; -1 when not verified
};

// A randomly initialised model (transformers' initialisation) with the tokenizer files of `tokenizerDir`;
// its pad_token_id is that tokenizer's [PAD].
Expected<ModelWriteSummary> createRandomModel(const ModelConfig& config, const QString& tokenizerDir,
                                              const QString& outputDirectory, uint64_t seed, bool overwrite);

// Re-writes a model directory the way transformers' save_pretrained does: config.json, model.safetensors
// (tied tensors once, legacy names modernised), tokenizer files, and `modelCard` (when given) as README.md.
// The folder is reloaded and checked against the source before it takes its name.
Expected<ModelWriteSummary> exportHfModel(const QString& modelDirectory, const QString& outputDirectory,
                                          bool overwrite, const QString& modelCard = QString());

} // namespace hw
