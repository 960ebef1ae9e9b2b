#include "checkpoint/model_files.h"

#include "checkpoint/internal/model_directory.h"
#include "model/internal/model_factory.h"

#include <torch/torch.h>

namespace hw {

namespace {

qint64 parameterCount(EncoderModel& model) {
    qint64 n = 0;
    for (const torch::Tensor& p : model.parameters())
        n += p.numel();
    return n;
}

} // namespace

Expected<ModelWriteSummary> createRandomModel(const ModelConfig& config, const QString& tokenizerDir,
                                              const QString& outputDirectory, uint64_t seed, bool overwrite) {
    Expected<bool> valid = config.validate(QStringLiteral("model configuration"));
    if (!valid)
        return valid.error();
    std::shared_ptr<EncoderModel> model = createModel(config);
    initializeWeights(*model, seed);
    Expected<bool> saved = saveModelDirectory(*model, tokenizerDir, outputDirectory, overwrite);
    if (!saved)
        return saved.error();
    return ModelWriteSummary{outputDirectory, config, parameterCount(*model), {}};
}

Expected<ModelWriteSummary> exportHfModel(const QString& modelDirectory, const QString& outputDirectory,
                                          bool overwrite) {
    Expected<LoadedModel> loaded = loadModelDirectory(modelDirectory);
    if (!loaded)
        return loaded.error();
    Expected<bool> saved = saveModelDirectory(*loaded->model, modelDirectory, outputDirectory, overwrite);
    if (!saved)
        return saved.error();
    return ModelWriteSummary{outputDirectory, loaded->config, parameterCount(*loaded->model), loaded->report};
}

} // namespace hw
